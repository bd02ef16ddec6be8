import { defineCard } from '@arbiter/rules';

/** Isamaru, Hound of Konda */
export const isamaruHoundOfKonda = defineCard({
  name: 'Isamaru, Hound of Konda',
  manaCost: '{W}',
  types: ['Creature'],
  supertypes: ['Legendary'],
  subtypes: ['Dog'],
  power: 2,
  toughness: 2,
  oracle: '',
  abilities: [],
});

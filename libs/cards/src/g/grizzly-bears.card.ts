import { defineCard } from '@arbiter/rules';

/** Grizzly Bears */
export const grizzlyBears = defineCard({
  name: 'Grizzly Bears',
  manaCost: '{1}{G}',
  types: ['Creature'],
  subtypes: ['Bear'],
  power: 2,
  toughness: 2,
  oracle: '',
  abilities: [],
});

import { defineCard } from '@arbiter/rules';

/** Soldier */
export const soldier = defineCard({
  name: 'Soldier',
  types: ['Creature'],
  subtypes: ['Soldier'],
  colors: ['W'],
  power: 1,
  toughness: 1,
  token: true,
  oracle: '',
  abilities: [],
});

import { defineCard, keyword } from '@arbiter/rules';

/** Thopter */
export const thopter = defineCard({
  name: 'Thopter',
  types: ['Artifact', 'Creature'],
  subtypes: ['Thopter'],
  colors: [],
  power: 1,
  toughness: 1,
  token: true,
  oracle: 'Flying',
  abilities: [keyword('Flying')],
});

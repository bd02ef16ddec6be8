import { defineCard, keyword } from '@arbiter/rules';

/** Ornithopter */
export const ornithopter = defineCard({
  name: 'Ornithopter',
  types: ['Artifact', 'Creature'],
  subtypes: ['Thopter'],
  power: 0,
  toughness: 2,
  token: true,
  oracle: 'Flying',
  abilities: [keyword('Flying')],
});

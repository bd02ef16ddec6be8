import { defineCard, keyword } from '@arbiter/rules';

/** Serra Angel */
export const serraAngel = defineCard({
  name: 'Serra Angel',
  manaCost: '{3}{W}{W}',
  types: ['Creature'],
  subtypes: ['Angel'],
  power: 4,
  toughness: 4,
  oracle: 'Flying, vigilance',
  abilities: [
    [keyword('Flying'), keyword('Vigilance')],
  ],
});

import { defineCard, keyword } from '@arbiter/rules';

/** White Knight */
export const whiteKnight = defineCard({
  name: 'White Knight',
  manaCost: '{W}{W}',
  types: ['Creature'],
  subtypes: ['Human', 'Knight'],
  power: 2,
  toughness: 2,
  oracle: 'First strike, protection from black',
  abilities: [
    [keyword('First strike'), keyword('Protection from black')],
  ],
});

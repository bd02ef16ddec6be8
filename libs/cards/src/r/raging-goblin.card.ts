import { defineCard, keyword } from '@arbiter/rules';

/** Raging Goblin */
export const ragingGoblin = defineCard({
  name: 'Raging Goblin',
  manaCost: '{R}',
  types: ['Creature'],
  subtypes: ['Goblin', 'Berserker'],
  power: 1,
  toughness: 1,
  oracle: 'Haste',
  abilities: [
    keyword('Haste'),
  ],
});

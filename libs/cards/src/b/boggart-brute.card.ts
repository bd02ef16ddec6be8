import { defineCard, keyword } from '@arbiter/rules';

/** Boggart Brute */
export const boggartBrute = defineCard({
  name: 'Boggart Brute',
  manaCost: '{2}{R}',
  types: ['Creature'],
  subtypes: ['Goblin', 'Warrior'],
  power: 3,
  toughness: 2,
  oracle: 'Menace',
  abilities: [
    keyword('Menace'),
  ],
});

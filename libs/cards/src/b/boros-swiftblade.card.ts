import { defineCard, keyword } from '@arbiter/rules';

/** Boros Swiftblade */
export const borosSwiftblade = defineCard({
  name: 'Boros Swiftblade',
  manaCost: '{R}{W}',
  types: ['Creature'],
  subtypes: ['Human', 'Soldier'],
  power: 1,
  toughness: 2,
  oracle: 'Double strike',
  abilities: [
    keyword('Double strike'),
  ],
});

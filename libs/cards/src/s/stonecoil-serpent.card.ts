import { defineCard, keyword, staticAbility } from '@arbiter/rules';

/** Stonecoil Serpent */
export const stonecoilSerpent = defineCard({
  name: 'Stonecoil Serpent',
  manaCost: '{X}',
  types: ['Artifact', 'Creature'],
  subtypes: ['Snake'],
  power: 0,
  toughness: 0,
  oracle: 'Reach, trample, protection from multicolored\nStonecoil Serpent enters with X +1/+1 counters on it.',
  abilities: [
    keyword('Reach'),
    keyword('Trample'),
    keyword('Protection from multicolored'),
    staticAbility('Stonecoil Serpent enters with X +1/+1 counters on it.', { kind: 'entersWithXCounters', counter: '+1/+1' }),
  ],
});

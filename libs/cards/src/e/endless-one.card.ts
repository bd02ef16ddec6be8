import { defineCard, staticAbility } from '@arbiter/rules';

/** Endless One */
export const endlessOne = defineCard({
  name: 'Endless One',
  manaCost: '{X}',
  types: ['Creature'],
  subtypes: ['Eldrazi'],
  power: 0,
  toughness: 0,
  oracle: 'Endless One enters with X +1/+1 counters on it.',
  abilities: [staticAbility('Endless One enters with X +1/+1 counters on it.', { kind: 'entersWithXCounters', counter: '+1/+1' })],
});

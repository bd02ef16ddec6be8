import { defineCard, spell } from '@arbiter/rules';

/** Fog */
export const fog = defineCard({
  name: 'Fog',
  manaCost: '{G}',
  types: ['Instant'],
  oracle: 'Prevent all combat damage that would be dealt this turn.',
  abilities: [
    spell('Prevent all combat damage that would be dealt this turn.', { kind: 'preventAllCombatDamageThisTurn' }),
  ],
});

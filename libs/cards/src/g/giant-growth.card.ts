import { defineCard, spell } from '@arbiter/rules';

/** Giant Growth */
export const giantGrowth = defineCard({
  name: 'Giant Growth',
  manaCost: '{G}',
  types: ['Instant'],
  oracle: 'Target creature gets +3/+3 until end of turn.',
  abilities: [
    spell('Target creature gets +3/+3 until end of turn.', { kind: 'pumpTarget', power: 3, toughness: 3 }, { kind: 'creature' }),
  ],
});

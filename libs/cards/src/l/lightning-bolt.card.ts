import { defineCard, spell } from '@arbiter/rules';

/** Lightning Bolt */
export const lightningBolt = defineCard({
  name: 'Lightning Bolt',
  manaCost: '{R}',
  types: ['Instant'],
  oracle: 'Lightning Bolt deals 3 damage to any target.',
  abilities: [
    spell('Lightning Bolt deals 3 damage to any target.', { kind: 'dealDamage', amount: 3, to: 'target' }, { kind: 'any' }),
  ],
});

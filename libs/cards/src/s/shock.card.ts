import { defineCard, spell } from '@arbiter/rules';

/** Shock */
export const shock = defineCard({
  name: 'Shock',
  manaCost: '{R}',
  types: ['Instant'],
  oracle: 'Shock deals 2 damage to any target.',
  abilities: [
    spell('Shock deals 2 damage to any target.', { kind: 'dealDamage', amount: 2, to: 'target' }, { kind: 'any' }),
  ],
});

import { defineCard, spell } from '@arbiter/rules';

/** Murder */
export const murder = defineCard({
  name: 'Murder',
  manaCost: '{1}{B}{B}',
  types: ['Instant'],
  oracle: 'Destroy target creature.',
  abilities: [
    spell('Destroy target creature.', { kind: 'destroyTarget' }, { kind: 'creature' }),
  ],
});

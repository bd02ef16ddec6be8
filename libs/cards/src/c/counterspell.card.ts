import { defineCard, spell } from '@arbiter/rules';

/** Counterspell */
export const counterspell = defineCard({
  name: 'Counterspell',
  manaCost: '{U}{U}',
  types: ['Instant'],
  oracle: 'Counter target spell.',
  abilities: [
    spell('Counter target spell.', { kind: 'counterTargetSpell' }, { kind: 'spell' }),
  ],
});

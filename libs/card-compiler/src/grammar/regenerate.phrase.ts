/**
 * "Regenerate ~." and "Regenerate target creature." (CR 701.19a): a shield that replaces the
 * permanent's next destruction this turn.
 */
import type { SentenceRule } from './effect.phrase';

export const REGENERATE_RULES: readonly SentenceRule[] = [
  {
    name: 'regenerate this',
    examples: ['Regenerate ~.'],
    pattern: /^Regenerate ~\.$/,
    build: () => ({ effect: { kind: 'regenerate', who: 'source' } }),
  },
  {
    name: 'regenerate enchanted creature',
    examples: ['Regenerate enchanted creature.'],
    pattern: /^Regenerate enchanted creature\.$/,
    build: () => ({ effect: { kind: 'regenerate', who: 'attachedTo' } }),
  },
  {
    name: 'regenerate target creature',
    examples: ['Regenerate target creature.'],
    pattern: /^Regenerate target creature\.$/,
    build: () => ({ effect: { kind: 'regenerate', who: 'target' }, targets: { kind: 'creature' } }),
  },
];

/**
 * Draining each opponent (119.3): "Each opponent loses N life. You gain life equal to the life lost
 * this way." — two sentences read as one effect, the gain being the total the opponents lost.
 */
import type { SentenceRule } from './sentence-rule';

export const DRAIN_RULES: readonly SentenceRule[] = [
  {
    name: 'each opponent loses life and you gain the life lost this way',
    examples: ['Each opponent loses X life. You gain life equal to the life lost this way.', 'Each opponent loses 1 life. You gain life equal to the life lost this way.'],
    pattern: /^Each opponent loses (X|\d+) life\. You gain life equal to the life lost this way\.$/,
    build: (m) => ({ effect: { kind: 'drainEachOpponent', amount: m[1] === 'X' ? { kind: 'x' } : Number(m[1]) } }),
  },
];

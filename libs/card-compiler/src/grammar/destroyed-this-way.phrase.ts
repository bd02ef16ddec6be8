/**
 * "Destroy all creatures. You gain 1 life for each creature destroyed this way." (701.8a, 119.3):
 * two sentences read as one effect, counting only what was destroyed (not an indestructible or
 * regenerated creature).
 */
import { readAllOf } from './mass.phrase';
import type { SentenceRule } from './sentence-rule';

export const DESTROYED_THIS_WAY_RULES: readonly SentenceRule[] = [
  {
    name: 'destroy all and gain life for each destroyed this way',
    examples: ['Destroy all creatures. You gain 1 life for each creature destroyed this way.'],
    pattern: /^Destroy all ([^.]+)\. You gain (\d+) life for each creature destroyed this way\.$/,
    build: (m) => {
      const filter = readAllOf(m[1] ?? '');
      if (filter === null || filter.types === undefined || filter.types.length !== 1 || filter.types[0] !== 'Creature') return null;
      return { effect: { kind: 'destroyAll', filter, lifePerDestroyed: Number(m[2]) } };
    },
  },
];

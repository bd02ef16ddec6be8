/**
 * The bots' source of randomness: pure-rand's xoroshiro128+ behind a few helpers. Seeded, so a
 * simulation is the same for the same seed, draw for draw; never `Math.random()`.
 *
 * @example
 * const rng = seededRandom(42);
 * rng.int(1, 6); // the same number for every run with seed 42
 */
import { unsafeUniformIntDistribution, xoroshiro128plus, type RandomGenerator } from 'pure-rand';

export interface SeededRandom {
  /** A whole number from `min` to `max`, both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list, each equally likely. */
  pick<T>(items: readonly T[]): T;
  /** True with probability `p` (0 ≤ p ≤ 1), to a millionth. */
  chance(p: number): boolean;
  /** An index drawn in proportion to `weights` (each ≥ 0, not all 0). */
  weighted(weights: readonly number[]): number;
  /** `count` elements of a non-empty list, each drawn independently (with replacement). */
  sample<T>(items: readonly T[], count: number): T[];
  /** An unsigned 32-bit number: a seed for another generator. */
  seed(): number;
  /** A version 4 UUID made of drawn bits (random as v4 asks, reproducible from the seed). */
  uuid(): string;
}

/**
 * murmur3's finaliser: spreads nearby seeds (1, 2, 3...) over the whole 32-bit range before they
 * seed xoroshiro128+, whose first outputs would otherwise stay close for close seeds.
 */
export function mixSeed(seed: number): number {
  let h = (seed ^ Math.floor(seed / 0x1_0000_0000)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85eb_ca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2_ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export function seededRandom(seed: number): SeededRandom {
  const rng: RandomGenerator = xoroshiro128plus(mixSeed(seed) | 0);
  const int = (min: number, max: number): number => unsafeUniformIntDistribution(min, max, rng);
  const hex = (digits: number): string => {
    let out = '';
    for (let i = 0; i < digits; i++) out += int(0, 15).toString(16);
    return out;
  };
  return {
    int,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    chance: (p) => p > 0 && int(0, 999_999) < Math.round(p * 1_000_000),
    weighted: (weights) => {
      const total = weights.reduce((a, b) => a + b, 0);
      if (!(total > 0)) throw new Error('weighted draw needs a positive total weight');
      // Integer weights keep the draw exact; fractional ones are scaled to a millionth.
      const scale = weights.every(Number.isInteger) ? 1 : 1_000_000;
      let r = int(0, Math.round(total * scale) - 1);
      for (let i = 0; i < weights.length; i++) {
        r -= Math.round((weights[i] ?? 0) * scale);
        if (r < 0) return i;
      }
      return weights.length - 1;
    },
    sample: <T>(items: readonly T[], count: number): T[] => Array.from({ length: count }, () => items[int(0, items.length - 1)] as T),
    seed: () => int(0, 0xffff_ffff),
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)] ?? '8'}${hex(3)}-${hex(12)}`,
  };
}

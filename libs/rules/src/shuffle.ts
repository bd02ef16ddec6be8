/**
 * Shuffles drawn from the game's seed (style.md §3): the same seed, player and occasion always give
 * the same order, so a replay re-derives every shuffle exactly; the order itself is recorded in
 * events (`LibraryShuffled`), so `evolve` never randomises.
 *
 * @example
 * shuffled(['a', 'b', 'c'], 7, 'alice:mulligan:1') // the same permutation on every run
 */

/** A 32-bit hash of a text (FNV-1a), to derive independent streams from one seed. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/** mulberry32: a small, well-mixed 32-bit generator; returns numbers in [0, 1). */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A Fisher-Yates shuffle of `items` from the game's seed and a label naming the occasion. */
export function shuffled<T>(items: readonly T[], seed: number, label: string): T[] {
  const next = generator(hash32(`${seed}:${label}`));
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

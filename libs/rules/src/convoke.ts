/**
 * Convoke (CR 702.51a): each creature tapped for it pays for one colored mana of its color or for
 * {1} of the spell's total cost. A creature of several colors may pay for any one of them, so
 * every way of sharing the cost among the creatures is tried until the mana pays the rest.
 */
import type { ManaCost, ManaType } from './mana';

const COLORS: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G'];

/**
 * What is left of `cost` for mana to pay, for each way the creatures (given by their colors) can
 * share it, each creature paying for exactly one mana; nothing when they are more than it allows.
 *
 * @example
 * [...costsLeftAfterConvoke(parseManaCost('{1}{G}'), [['G']])] // [{ symbols: { G: 0 }, generic: 1 }, { symbols: { G: 1 }, generic: 0 }]
 */
export function* costsLeftAfterConvoke(cost: ManaCost, creatures: readonly (readonly ManaType[])[]): Generator<ManaCost> {
  const seen = new Set<string>();
  function* assign(i: number, left: ManaCost): Generator<ManaCost> {
    if (i === creatures.length) {
      const key = JSON.stringify(left);
      if (!seen.has(key)) {
        seen.add(key);
        yield left;
      }
      return;
    }
    for (const color of creatures[i] ?? []) {
      if (!COLORS.includes(color) || (left.symbols[color] ?? 0) === 0) continue;
      yield* assign(i + 1, { ...left, symbols: { ...left.symbols, [color]: (left.symbols[color] ?? 0) - 1 } });
    }
    if (left.generic > 0) yield* assign(i + 1, { ...left, generic: left.generic - 1 });
  }
  yield* assign(0, cost);
}

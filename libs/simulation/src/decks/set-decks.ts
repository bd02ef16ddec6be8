/**
 * Decks drawn from the modeled cards of one set (`arbiter simulate --set FDN`): each deck is two
 * colors drawn among those the set can fill, 23 spells of those colors (or colorless) drawn from
 * the set's cards, at most four of a name (100.2a), and 17 basic lands split by how many of the
 * spells are of each color. The draw uses the game's seed only, so the same seed and the same
 * pool give the same decks.
 *
 * @example
 * const pool = setDeckPool(catalog, namesOfTheSet);
 * if (pool.problem === null) drawSetDeck(seededRandom(1), catalog, pool, 'FDN').cards.length; // 15 or so names, 40 cards
 */
import type { CardCatalog, CardDefinition, ManaType } from '@arbiter/rules';
import type { SeededRandom } from '../seeded-random';
import type { DeckList } from './deck-list';

/** A limited deck (100.2b): 40 cards, 17 of them lands. */
export const SET_DECK_SPELLS = 23;
export const SET_DECK_LANDS = 17;
/** At most four of a name but basic lands (100.2a), so a pair of colors needs six names; eight keeps decks varied. */
export const MIN_NAMES_PER_DECK = 8;

const COLORS: readonly ManaType[] = ['W', 'U', 'B', 'R', 'G'];
const BASIC_LAND: Readonly<Record<string, string>> = { W: 'Plains', U: 'Island', B: 'Swamp', R: 'Mountain', G: 'Forest' };

/** The cards decks of a set are drawn from, and the color pairs (e.g. `WU`) with enough of them. */
export interface SetDeckPool {
  /** The set's spells and nonland permanents that can go in a deck, sorted by name. */
  readonly cards: readonly string[];
  /** Pairs of colors with at least `MIN_NAMES_PER_DECK` cards of their colors (colorless cards count for every pair). */
  readonly pairs: readonly (readonly [ManaType, ManaType])[];
  /** Why no deck can be drawn (no pair has enough cards), or null. */
  readonly problem: string | null;
}

/** A card a drawn deck may hold: a modeled, finished, nonland card that is not a token, of at most two colors. */
function deckable(card: CardDefinition): boolean {
  return !card.token && card.unfinished === null && !card.types.includes('Land') && card.colors.length <= 2 && card.manaCost !== null;
}

const fits = (card: CardDefinition, pair: readonly ManaType[]): boolean => card.colors.every((c) => pair.includes(c));

/**
 * The pool decks are drawn from: the names the catalog plays (hand-written or compiled) that a
 * deck may hold, and the color pairs that have enough of them.
 */
export function setDeckPool(catalog: CardCatalog, names: readonly string[]): SetDeckPool {
  const cards = [...new Set(names)].filter((n) => catalog.has(n) && deckable(catalog.get(n))).sort();
  const pairs: (readonly [ManaType, ManaType])[] = [];
  COLORS.forEach((a, i) => {
    for (const b of COLORS.slice(i + 1)) {
      if (cards.filter((n) => fits(catalog.get(n), [a, b])).length >= MIN_NAMES_PER_DECK) pairs.push([a, b]);
    }
  });
  const missingLands = COLORS.map((c) => BASIC_LAND[c] ?? '').filter((land) => !catalog.has(land));
  const problem =
    missingLands.length > 0
      ? `the card pool lacks basic lands (${missingLands.join(', ')})`
      : pairs.length === 0
        ? `${cards.length} of its cards can go in a deck (modeled, finished, nonland, at most two colors), and no pair of colors has ${MIN_NAMES_PER_DECK} of them`
        : null;
  return { cards, pairs, problem };
}

/** Lands split in proportion to the spells of each color (a two-color spell counts for both), at least one of each. */
function landSplit(weights: readonly [number, number]): [number, number] {
  const [a, b] = weights;
  if (a + b === 0) return [Math.ceil(SET_DECK_LANDS / 2), Math.floor(SET_DECK_LANDS / 2)];
  const first = Math.min(SET_DECK_LANDS - 1, Math.max(1, Math.round((SET_DECK_LANDS * a) / (a + b))));
  return [first, SET_DECK_LANDS - first];
}

/** One deck: a pair of colors, 23 spells of the pool in those colors (at most four of a name), 17 basic lands. */
export function drawSetDeck(rng: SeededRandom, catalog: CardCatalog, pool: SetDeckPool, set: string): DeckList {
  if (pool.problem !== null) throw new RangeError(`no deck can be drawn: ${pool.problem}`);
  const pair = rng.pick(pool.pairs);
  const candidates = pool.cards.filter((n) => fits(catalog.get(n), pair));
  const counts = new Map<string, number>();
  for (let drawn = 0; drawn < SET_DECK_SPELLS; ) {
    const name = rng.pick(candidates);
    const count = counts.get(name) ?? 0;
    if (count >= 4) continue;
    counts.set(name, count + 1);
    drawn++;
  }
  const weight = (color: ManaType): number => [...counts].reduce((sum, [n, k]) => sum + (catalog.get(n).colors.includes(color) ? k : 0), 0);
  const [first, second] = landSplit([weight(pair[0]), weight(pair[1])]);
  const lands = [
    { card: BASIC_LAND[pair[0]] ?? 'Plains', count: first },
    { card: BASIC_LAND[pair[1]] ?? 'Plains', count: second },
  ];
  return { name: `${set} ${pair.join('')}`, cards: [...lands, ...[...counts].map(([card, count]) => ({ card, count }))] };
}

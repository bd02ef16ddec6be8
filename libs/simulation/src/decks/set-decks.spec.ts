import { ALL_CARDS, CARD_CATALOG } from '@arbiter/cards';
import { createCatalog, type ManaType } from '@arbiter/rules';
import { seededRandom } from '../seeded-random';
import { deckCards } from './deck-list';
import { drawSetDeck, MIN_NAMES_PER_DECK, SET_DECK_LANDS, setDeckPool } from './set-decks';

const BASICS: Readonly<Record<string, ManaType>> = { Plains: 'W', Island: 'U', Swamp: 'B', Mountain: 'R', Forest: 'G' };
const names = ALL_CARDS.map((c) => c.name);

describe('decks drawn from the cards of one set', () => {
  const pool = setDeckPool(CARD_CATALOG, names);

  it('draws from modeled, finished, nonland cards that are not tokens, of at most two colors, each once, by name', () => {
    expect(pool.problem).toBeNull();
    expect(pool.cards).toEqual([...pool.cards].sort());
    expect(new Set(pool.cards).size).toBe(pool.cards.length);
    for (const name of pool.cards) {
      const card = CARD_CATALOG.get(name);
      expect({ name, land: card.types.includes('Land'), token: card.token, unfinished: card.unfinished }).toEqual({ name, land: false, token: false, unfinished: null });
      expect(card.colors.length).toBeLessThanOrEqual(2);
    }
    for (const left of ['Forest', 'Thopter', 'Not A Card']) expect(pool.cards).not.toContain(left);
    expect(pool.cards).toContain('Llanowar Elves');
  });

  it('keeps the pairs of colors with enough cards of their colors, colorless cards counting for each', () => {
    expect(pool.pairs.length).toBeGreaterThan(0);
    for (const pair of pool.pairs) {
      const fitting = pool.cards.filter((n) => CARD_CATALOG.get(n).colors.every((c) => pair.includes(c)));
      expect(fitting.length).toBeGreaterThanOrEqual(MIN_NAMES_PER_DECK);
    }
  });

  it('says why no deck can be drawn when no pair of colors has enough cards, or basic lands are missing', () => {
    const few = setDeckPool(CARD_CATALOG, ['Llanowar Elves', 'Grizzly Bears', 'Forest']);
    expect(few.pairs).toEqual([]);
    expect(few.problem).toBe('2 of its cards can go in a deck (modeled, finished, nonland, at most two colors), and no pair of colors has 8 of them');
    expect(() => drawSetDeck(seededRandom(1), CARD_CATALOG, few, 'TST')).toThrow(/no deck can be drawn/);
    const noBasics = createCatalog(ALL_CARDS.filter((c) => c.name !== 'Swamp'));
    expect(setDeckPool(noBasics, names).problem).toBe('the card pool lacks basic lands (Swamp)');
  });

  it('draws a 40-card deck of two colors: 23 spells of those colors, at most four of a name (100.2a), 17 basic lands split by the spells\' colors', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const deck = drawSetDeck(seededRandom(seed), CARD_CATALOG, pool, 'TST');
      const cards = deckCards(deck);
      expect(cards).toHaveLength(40);
      const pair = deck.name.replace('TST ', '').split('') as ManaType[];
      expect(pool.pairs.map((p) => p.join(''))).toContain(pair.join(''));
      const lands = cards.filter((c) => c in BASICS);
      expect(lands).toHaveLength(SET_DECK_LANDS);
      expect(new Set(lands.map((l) => BASICS[l]))).toEqual(new Set(pair));
      for (const spell of cards.filter((c) => !(c in BASICS))) {
        expect(pool.cards).toContain(spell);
        for (const color of CARD_CATALOG.get(spell).colors) expect(pair).toContain(color);
      }
      for (const { card, count } of deck.cards) if (!(card in BASICS)) expect(count).toBeLessThanOrEqual(4);
      // A color with more spells gets at least as many lands.
      const spellsOf = (c: ManaType): number => cards.filter((n) => !(n in BASICS) && CARD_CATALOG.get(n).colors.includes(c)).length;
      const landsOf = (c: ManaType): number => lands.filter((l) => BASICS[l] === c).length;
      const [a, b] = pair as [ManaType, ManaType];
      if (spellsOf(a) > spellsOf(b)) expect(landsOf(a)).toBeGreaterThanOrEqual(landsOf(b));
      if (spellsOf(b) > spellsOf(a)) expect(landsOf(b)).toBeGreaterThanOrEqual(landsOf(a));
    }
  });

  it('gives the same deck for the same seed, and other decks for other seeds', () => {
    const deck = (seed: number): string[] => deckCards(drawSetDeck(seededRandom(seed), CARD_CATALOG, pool, 'TST'));
    expect(deck(5)).toEqual(deck(5));
    expect(new Set([1, 2, 3, 4].map((s) => deck(s).join())).size).toBeGreaterThan(1);
  });
});

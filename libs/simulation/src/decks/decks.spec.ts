import { CARD_CATALOG } from '@arbiter/cards';
import { deckCards } from './deck-list';
import { DECKS } from './decks';

describe('the simulation decks', () => {
  it.each(DECKS.map((d) => [d.name, d] as const))('%s has 40 cards from the pool (a limited deck, 100.2b), 17 lands, at most four of each but basic lands (as 100.2a asks)', (_name, deck) => {
    const cards = deckCards(deck);
    expect(cards).toHaveLength(40);
    for (const name of new Set(cards)) {
      expect(CARD_CATALOG.has(name)).toBe(true);
      const card = CARD_CATALOG.get(name);
      expect(card.token).toBe(false);
      if (!card.supertypes.includes('Basic')) expect(cards.filter((c) => c === name).length).toBeLessThanOrEqual(4);
    }
    expect(cards.filter((c) => CARD_CATALOG.get(c).types.includes('Land'))).toHaveLength(17);
  });

  it('lists cards in the order written, each as many times as counted', () => {
    expect(deckCards({ name: 'small', cards: [{ card: 'Forest', count: 2 }, { card: 'Shock', count: 1 }] })).toEqual(['Forest', 'Forest', 'Shock']);
  });
});

/**
 * A deck list as a player writes it: card names with counts, in the order they are listed. The
 * engine takes a deck as the list of its cards (docs/scenario-format.md, `start.decks`), ids `<player>-<n>`
 * following this order before the library is shuffled from the game's seed.
 *
 * @example
 * deckCards({ name: 'two', cards: [{ card: 'Forest', count: 2 }] }); // ['Forest', 'Forest']
 */
export interface DeckList {
  readonly name: string;
  readonly cards: readonly { readonly card: string; readonly count: number }[];
}

/** The deck's cards, one name per card, in list order. */
export function deckCards(deck: DeckList): string[] {
  return deck.cards.flatMap(({ card, count }) => Array.from({ length: count }, () => card));
}

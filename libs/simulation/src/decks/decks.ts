/**
 * The decks simulated games are played with by default: seats take them in turn, the seed
 * choosing which one seat 1 gets.
 *
 * @example
 * DECKS.map((d) => deckCards(d).length); // [40, 40]
 */
import type { DeckList } from './deck-list';
import { GREEN_WHITE } from './green-white.deck';
import { RED_BLACK_BLUE } from './red-black-blue.deck';

export const DECKS: readonly DeckList[] = [GREEN_WHITE, RED_BLACK_BLUE];

/**
 * @arbiter/simulation — seeded bots that play random but legal games through the rules engine,
 * whole games from two decks by default, for analytics data and stress tests. Pure: no Nest, no I/O, no clock; the same seed gives the
 * same games, event for event.
 *
 * @example
 * import { simulateGames } from '@arbiter/simulation';
 * for (const game of simulateGames({ games: 100, seed: 42, players: { min: 2, max: 4 } })) record(game);
 */
export { seededRandom, mixSeed, type SeededRandom } from './seeded-random';
export { cardPool, randomStart, SEAT_NAMES, type CardPool } from './starting-position';
export { DEFAULT_WEIGHTS, pickLegal, type BotWeights, type Pick, type TryCommand } from './random-bot';
export { deckCards, type DeckList } from './decks/deck-list';
export { DECKS } from './decks/decks';
export { drawSetDeck, setDeckPool, MIN_NAMES_PER_DECK, SET_DECK_LANDS, SET_DECK_SPELLS, type SetDeckPool } from './decks/set-decks';
export { GREEN_WHITE } from './decks/green-white.deck';
export { RED_BLACK_BLUE } from './decks/red-black-blue.deck';
export { gameEvents, simulateGame, type GameOptions, type GameOutcome, type SimulatedGame, type StartKind } from './simulate-game';
export { simulateGames, type RunOptions } from './simulate-games';
export { SimulationTally, type SimulationSummary } from './simulation-summary';

/**
 * The recorder's load the benches share: a board of two Forests, a Sol Ring and an Island, and a
 * cycle of actions that taps them, passes both turns and ends where it began. Each player holds
 * seven cards after cleanup: what they draw, they discard at their next cleanup (514.1), so the
 * cycle stays legal for as long as the libraries last and the state keeps its size.
 */
import type { GameCommand, GameStart, StartCard } from '@arbiter/rules';

const cards = (prefix: string, n: number): StartCard[] => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, card: 'Wastes' }));

/**
 * The start of a game with `library` cards in each library (a pass of the cycle draws one each):
 * alice, in her main phase after her draw, holds eight cards; bob seven.
 */
export const cycleStart = (library: number): GameStart => ({
  turn: 3,
  activePlayer: 'alice',
  battlefield: [
    { id: 'f1', card: 'Forest', controller: 'alice' },
    { id: 'f2', card: 'Forest', controller: 'alice' },
    { id: 'sr', card: 'Sol Ring', controller: 'alice' },
    { id: 'i1', card: 'Island', controller: 'bob' },
  ],
  hands: { alice: cards('alice-hand-', 8), bob: cards('bob-hand-', 7) },
  libraries: { alice: library, bob: library },
});

/** Actions in a pass of the cycle. */
export const CYCLE_LENGTH = 8;

/**
 * Pass `n` (from 0) of the cycle, which stays legal forever given a big enough library: each
 * player discards in cleanup the card they drew this turn (alice, in the first pass, one of her
 * starting hand). Library cards are drawn from the top, `<player>-lib-1` first.
 */
export function cyclePass(n: number): GameCommand[] {
  return [
    { do: 'activate', player: 'alice', source: 'f1', ability: 0 },
    { do: 'activate', player: 'alice', source: 'f2', ability: 0 },
    { do: 'activate', player: 'alice', source: 'sr', ability: 0 },
    { do: 'nextTurn' },
    { do: 'choose', player: 'alice', choice: [n === 0 ? 'alice-hand-8' : `alice-lib-${n}`] },
    { do: 'activate', player: 'bob', source: 'i1', ability: 0 },
    { do: 'nextTurn' },
    { do: 'choose', player: 'bob', choice: [`bob-lib-${n + 1}`] },
  ];
}

/** The i-th action of the cycle from its start. */
export const cycleAction = (i: number): GameCommand => cyclePass(Math.floor(i / CYCLE_LENGTH))[i % CYCLE_LENGTH] as GameCommand;

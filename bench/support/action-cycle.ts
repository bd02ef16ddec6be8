/**
 * The recorder's load the benches share: a board of two Forests, a Sol Ring and an Island, and a
 * cycle of actions that taps them, passes both turns and ends where it began.
 */
import type { GameCommand, GameStart } from '@arbiter/rules';

/** The start of a game with `library` cards in each library (a pass of the cycle draws one each). */
export const cycleStart = (library: number): GameStart => ({
  turn: 3,
  activePlayer: 'alice',
  battlefield: [
    { id: 'f1', card: 'Forest', controller: 'alice' },
    { id: 'f2', card: 'Forest', controller: 'alice' },
    { id: 'sr', card: 'Sol Ring', controller: 'alice' },
    { id: 'i1', card: 'Island', controller: 'bob' },
  ],
  libraries: { alice: library, bob: library },
});

/** A cycle of actions that stays legal forever (given a big enough library). */
export const ACTION_CYCLE: readonly GameCommand[] = [
  { do: 'activate', player: 'alice', source: 'f1', ability: 0 },
  { do: 'activate', player: 'alice', source: 'f2', ability: 0 },
  { do: 'activate', player: 'alice', source: 'sr', ability: 0 },
  { do: 'nextTurn' },
  { do: 'activate', player: 'bob', source: 'i1', ability: 0 },
  { do: 'nextTurn' },
];

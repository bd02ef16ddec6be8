/**
 * Four short games, recorded through the game service, with a clock pinned per game, for the
 * analytics figures computed by hand (analytics-figures.e2e-spec.ts) and the endpoint tests.
 * Every append (the start, then one per action, refused ones included) takes the game's clock
 * one second further, so a game of n actions lasts n seconds from first to last event.
 */
import type { EventStore } from '@arbiter/event-store';
import { ActionRefusedError, GameCommandService, GameRepository, type ArbiterConfig } from '@arbiter/platform';
import type { GameCommand, GameStart } from '@arbiter/rules';

export interface HandMadeGame {
  readonly label: string;
  readonly startedAt: string;
  readonly players: readonly string[];
  readonly start: GameStart;
  readonly actions: readonly GameCommand[];
}

export const HAND_MADE_GAMES: readonly HandMadeGame[] = [
  {
    // A: Mana Reflection doubles both lands; the new Elves can't tap (302.6); Bob concedes.
    label: 'A',
    startedAt: '2025-01-10T10:00:00.000Z',
    players: ['alice', 'bob'],
    start: {
      turn: 3,
      activePlayer: 'alice',
      battlefield: [
        { id: 'f1', card: 'Forest', controller: 'alice' },
        { id: 'm1', card: 'Mountain', controller: 'alice' },
        { id: 'mr', card: 'Mana Reflection', controller: 'alice' },
        { id: 'el', card: 'Llanowar Elves', controller: 'alice', newThisTurn: true },
        { id: 'i1', card: 'Island', controller: 'bob' },
      ],
      libraries: { alice: 5, bob: 5 },
    },
    actions: [
      { do: 'activate', player: 'alice', source: 'f1', ability: 0 },
      { do: 'activate', player: 'alice', source: 'm1', ability: 0 },
      { do: 'activate', player: 'alice', source: 'el', ability: 0 },
      { do: 'concede', player: 'bob' },
    ],
  },
  {
    // B: three players, Bob first. Bob taps a Forest under his own Manabarbs, gives Yes Man to
    // Carol; Alice tries to play a land on Bob's turn (305.1); Carol concedes. No winner yet.
    label: 'B',
    startedAt: '2025-02-15T18:30:00.000Z',
    players: ['alice', 'bob', 'carol'],
    start: {
      turn: 2,
      activePlayer: 'bob',
      battlefield: [
        { id: 'mb', card: 'Manabarbs', controller: 'bob' },
        { id: 'bf', card: 'Forest', controller: 'bob' },
        { id: 'ym', card: 'Yes Man, Personal Securitron', controller: 'bob' },
      ],
      hands: { alice: [{ id: 'af', card: 'Forest' }] },
      libraries: { alice: 5, bob: 5, carol: 5 },
    },
    actions: [
      { do: 'activate', player: 'bob', source: 'bf', ability: 0 },
      { do: 'resolve' },
      { do: 'activate', player: 'bob', source: 'ym', ability: 0, targets: ['carol'] },
      { do: 'resolve' },
      { do: 'play', player: 'alice', card: 'af' },
      { do: 'concede', player: 'carol' },
    ],
  },
  {
    // C: Bob goes first; his Forest enchanted with Wild Growth gives {G}{G}; Alice concedes.
    label: 'C',
    startedAt: '2025-03-01T23:59:00.000Z',
    players: ['alice', 'bob'],
    start: {
      turn: 1,
      activePlayer: 'bob',
      battlefield: [
        { id: 'bf', card: 'Forest', controller: 'bob' },
        { id: 'wg', card: 'Wild Growth', controller: 'bob', attachedTo: 'bf' },
      ],
      libraries: { alice: 5, bob: 5 },
    },
    actions: [
      { do: 'activate', player: 'bob', source: 'bf', ability: 0 },
      { do: 'concede', player: 'alice' },
    ],
  },
  {
    // D: Bob's library is empty: on his first turn he draws from it and loses (704.5b).
    label: 'D',
    startedAt: '2025-03-20T09:00:00.000Z',
    players: ['alice', 'bob'],
    start: { turn: 1, activePlayer: 'alice', libraries: { alice: 3, bob: 0 } },
    actions: [{ do: 'nextTurn' }],
  },
];

/** A clock that a test moves: each reading is one second after the previous one. */
export class SteppingClock {
  private next = 0;
  set(iso: string): void {
    this.next = Date.parse(iso);
  }
  readonly now = (): Date => {
    const date = new Date(this.next);
    this.next += 1000;
    return date;
  };
}

const CONFIG = { snapshotEvery: 1_000_000 } as ArbiterConfig;

/** Records the games; returns their ids by label. */
export async function recordHandMadeGames(
  store: EventStore,
  clock: SteppingClock,
  games: readonly HandMadeGame[] = HAND_MADE_GAMES,
): Promise<Record<string, string>> {
  const service = new GameCommandService(new GameRepository(store, CONFIG), CONFIG);
  const ids: Record<string, string> = {};
  for (const game of games) {
    clock.set(game.startedAt);
    const { id } = await service.createGame({ players: game.players, seed: 1, start: game.start });
    ids[game.label] = id;
    for (const action of game.actions) {
      try {
        await service.act(id, action);
      } catch (err) {
        if (!(err instanceof ActionRefusedError)) throw err;
      }
    }
  }
  return ids;
}

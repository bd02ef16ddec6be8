import type { SimulatedGame } from './simulate-game';
import { SimulationTally } from './simulation-summary';

const game = (players: number, outcome: SimulatedGame['outcome'], commands: number, events: number, turns: number): SimulatedGame => ({
  gameId: 'g', seed: 1, players: ['alice', 'bob', 'carol', 'dave'].slice(0, players), batches: [],
  commands: Array.from({ length: commands }, () => ({ do: 'nextTurn' as const })), events, turns, outcome,
});

describe('SimulationTally', () => {
  it('counts games, events, actions, wins by seat and means', () => {
    const tally = new SimulationTally();
    tally.add(game(2, { kind: 'won', winner: 'bob', seat: 2 }, 10, 100, 5));
    tally.add(game(3, { kind: 'won', winner: 'alice', seat: 1 }, 20, 300, 9));
    tally.add(game(4, { kind: 'turnLimit' }, 30, 200, 31));
    tally.add(game(2, { kind: 'draw' }, 0, 50, 1));
    expect(tally.summary(60_000)).toEqual({
      games: 4, events: 650, actions: 60, winsBySeat: [1, 1, 0, 0], draws: 1, unfinished: 1,
      gamesByPlayers: { '2': 2, '3': 1, '4': 1 }, meanTurns: 11.5, meanEvents: 162.5, meanActions: 15,
      elapsedMs: 60_000, gamesPerMinute: 4,
    });
  });

  it('is all zeros before any game', () => {
    expect(new SimulationTally().summary(0)).toMatchObject({ games: 0, meanTurns: 0, gamesPerMinute: 0 });
  });
});

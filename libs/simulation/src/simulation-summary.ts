/**
 * The figures printed at the end of `arbiter simulate`: games, events and commands, wins by seat
 * (seat 1 starts), games without a winner, mean length. Pure: the caller brings the clock.
 *
 * @example
 * const tally = new SimulationTally();
 * for (const game of simulateGames(options)) tally.add(game);
 * tally.summary(elapsedMs).gamesPerMinute;
 */
import type { SimulatedGame } from './simulate-game';

export interface SimulationSummary {
  readonly games: number;
  readonly events: number;
  /** Commands the bots sent (decisions after `GameStarted`). */
  readonly actions: number;
  /** Wins by seat: `winsBySeat[0]` is seat 1's. */
  readonly winsBySeat: readonly number[];
  /** Games that ended with every player gone at once. */
  readonly draws: number;
  /** Games stopped by the turn or command limit. */
  readonly unfinished: number;
  /** Games by number of players: `{ "2": 10, "3": 4 }`. */
  readonly gamesByPlayers: Readonly<Record<string, number>>;
  readonly meanTurns: number;
  readonly meanEvents: number;
  readonly meanActions: number;
  readonly elapsedMs: number;
  readonly gamesPerMinute: number;
}

export class SimulationTally {
  private games = 0;
  private events = 0;
  private actions = 0;
  private turns = 0;
  private draws = 0;
  private unfinished = 0;
  private readonly winsBySeat = [0, 0, 0, 0];
  private readonly byPlayers: Record<string, number> = {};

  add(game: SimulatedGame): void {
    this.games++;
    this.events += game.events;
    this.actions += game.commands.length;
    this.turns += game.turns;
    const size = String(game.players.length);
    this.byPlayers[size] = (this.byPlayers[size] ?? 0) + 1;
    switch (game.outcome.kind) {
      case 'won':
        this.winsBySeat[game.outcome.seat - 1] = (this.winsBySeat[game.outcome.seat - 1] ?? 0) + 1;
        return;
      case 'draw':
        this.draws++;
        return;
      case 'turnLimit':
      case 'commandLimit':
        this.unfinished++;
        return;
    }
  }

  summary(elapsedMs: number): SimulationSummary {
    const mean = (total: number): number => (this.games === 0 ? 0 : total / this.games);
    return {
      games: this.games,
      events: this.events,
      actions: this.actions,
      winsBySeat: [...this.winsBySeat],
      draws: this.draws,
      unfinished: this.unfinished,
      gamesByPlayers: { ...this.byPlayers },
      meanTurns: mean(this.turns),
      meanEvents: mean(this.events),
      meanActions: mean(this.actions),
      elapsedMs,
      gamesPerMinute: elapsedMs > 0 ? (this.games * 60_000) / elapsedMs : 0,
    };
  }
}

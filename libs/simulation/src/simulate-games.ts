/**
 * Many simulated games from one seed: game n's own seed is the n-th draw of a generator seeded
 * with the run's seed, so a run of 10 games starts with the 5 games of a run of 5.
 *
 * @example
 * const games = [...simulateGames({ games: 3, seed: 7, players: 2 })];
 */
import { seededRandom } from './seeded-random';
import { simulateGame, type GameOptions, type SimulatedGame } from './simulate-game';

export interface RunOptions extends Omit<GameOptions, 'seed'> {
  readonly games: number;
  readonly seed: number;
}

export function* simulateGames(options: RunOptions): Generator<SimulatedGame> {
  const { games, seed, ...gameOptions } = options;
  const seeds = seededRandom(seed);
  for (let n = 0; n < games; n++) yield simulateGame({ ...gameOptions, seed: seeds.seed() });
}

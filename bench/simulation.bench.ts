/**
 * Bulk simulation figures (issue 6, issue 4, issue 14): whole two-player games from the two decks
 * per minute (mulligans, priority passes, combat, spells, to a winner), in memory and recorded
 * into a temporary SQLite store (one append per game); the same for the short games from random
 * positions (target ≥ 1,000 games/min recorded, set when games were only those); and actions/s
 * for random legal games of 2 to 4 players from positions. Wall-clock figures are quoted with the
 * process's CPU time beside them (`/CPU-min`): on a shared machine the wall clock also counts
 * other processes' turns.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import { simulateGames, type RunOptions, type SimulatedGame } from '@arbiter/simulation';
import { recordSimulatedGame } from '../apps/cli/src/simulate/record-simulated-game';
import type { BenchRow } from './bench.types';

interface Timed {
  games: number;
  actions: number;
  events: number;
  wallSeconds: number;
  cpuSeconds: number;
}

async function timed(options: RunOptions, each: (game: SimulatedGame) => Promise<void> | void): Promise<Timed> {
  let actions = 0;
  let events = 0;
  let games = 0;
  const cpu0 = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  for (const game of simulateGames(options)) {
    await each(game);
    games++;
    actions += game.commands.length;
    events += game.events;
  }
  const wallSeconds = Number(process.hrtime.bigint() - t0) / 1e9;
  const cpu = process.cpuUsage(cpu0);
  return { games, actions, events, wallSeconds, cpuSeconds: (cpu.user + cpu.system) / 1e6 };
}

const perMinute = (n: number, seconds: number): number => Math.round((n * 60) / seconds);

async function recordedRun(options: RunOptions): Promise<Timed> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-sim-'));
  const store = new SqliteEventStore({ path: join(dir, 'arbiter.db') });
  try {
    return await timed(options, async (game) => {
      if ((await recordSimulatedGame(store, game)) !== 'recorded') throw new Error(`game ${game.gameId} was not recorded`);
    });
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function run({ quick }: { quick: boolean }): Promise<BenchRow[]> {
  const whole = quick ? 10 : 200;
  const twoPlayers = quick ? 30 : 400;
  const mixed = quick ? 30 : 300;
  // Warm-up: the first games pay for compilation.
  await timed({ games: 10, seed: 1, players: 2 }, () => undefined);
  await timed({ games: 20, seed: 1, players: 2, start: 'positions' }, () => undefined);

  const wholeBare = await timed({ games: whole, seed: 6, players: 2 }, () => undefined);
  const wholeRecorded = await recordedRun({ games: whole, seed: 6, players: 2 });
  const bare = await timed({ games: twoPlayers, seed: 6, players: 2, start: 'positions' }, () => undefined);
  const recorded = await recordedRun({ games: twoPlayers, seed: 6, players: 2, start: 'positions' });
  const random = await timed({ games: mixed, seed: 9, players: { min: 2, max: 4 }, start: 'positions' }, () => undefined);

  const note = (t: Timed): string => `${t.games} games, ${t.wallSeconds.toFixed(1)} s wall, ${perMinute(t.games, t.cpuSeconds).toLocaleString('en-US')}/CPU-min`;
  const perGame = (t: Timed): string => `${Math.round(t.actions / t.games)} actions, ${Math.round(t.events / t.games)} events/game`;
  return [
    {
      suite: 'simulation', name: 'whole 2-player games from decks, in memory', value: perMinute(wholeBare.games, wholeBare.wallSeconds), unit: 'games/min',
      note: `${note(wholeBare)}; ${perGame(wholeBare)}`,
    },
    {
      suite: 'simulation', name: 'whole 2-player games from decks, recorded in SQLite (1 append/game)', value: perMinute(wholeRecorded.games, wholeRecorded.wallSeconds),
      unit: 'games/min', note: note(wholeRecorded),
    },
    {
      suite: 'simulation', name: 'whole 2-player games: actions', value: Math.round(wholeBare.actions / wholeBare.wallSeconds), unit: 'actions/s',
      note: `bots' picks + decide + evolve; ${Math.round(wholeBare.actions / wholeBare.cpuSeconds).toLocaleString('en-US')}/CPU-s`,
    },
    { suite: 'simulation', name: '2-player games from random positions, in memory', value: perMinute(bare.games, bare.wallSeconds), unit: 'games/min', note: `${note(bare)}; ${perGame(bare)}` },
    {
      suite: 'simulation', name: '2-player games from random positions, recorded in SQLite (1 append/game)', value: perMinute(recorded.games, recorded.wallSeconds), unit: 'games/min',
      note: `target ≥ 1,000 (set for these short games); ${note(recorded)}`,
    },
    { suite: 'simulation', name: 'recording cost vs in memory (positions / whole games)', value: recorded.wallSeconds / bare.wallSeconds, unit: 'x', note: `whole games: ${(wholeRecorded.wallSeconds / wholeBare.wallSeconds).toFixed(2)}x` },
    {
      suite: 'simulation', name: 'random legal games of 2-4 players from positions: actions', value: Math.round(random.actions / random.wallSeconds), unit: 'actions/s',
      note: `bots' picks + decide + evolve; ${random.actions.toLocaleString('en-US')} actions, ${Math.round(random.actions / random.cpuSeconds).toLocaleString('en-US')}/CPU-s`,
    },
    { suite: 'simulation', name: 'random legal games of 2-4 players from positions: events', value: Math.round(random.events / random.wallSeconds), unit: 'events/s', note: `${random.games} games, ${(random.events / random.games).toFixed(0)} events/game` },
  ];
}

/**
 * Bulk simulation figures (issue 6, issue 4): simulated two-player games per minute on one core,
 * without and with recording into a temporary SQLite store (one append per game; target ≥ 1,000
 * games/min with recording), and actions/s for random legal games of 2 to 4 players. Wall-clock
 * figures are quoted with the process's CPU time beside them (`/CPU-min`): on a shared machine
 * the wall clock also counts other processes' turns.
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

export async function run({ quick }: { quick: boolean }): Promise<BenchRow[]> {
  const twoPlayers = quick ? 30 : 600;
  const mixed = quick ? 30 : 400;
  // Warm-up: the first games pay for compilation.
  await timed({ games: 20, seed: 1, players: 2 }, () => undefined);

  const bare = await timed({ games: twoPlayers, seed: 6, players: 2 }, () => undefined);

  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-sim-'));
  const store = new SqliteEventStore({ path: join(dir, 'arbiter.db') });
  let recorded: Timed;
  try {
    recorded = await timed({ games: twoPlayers, seed: 6, players: 2 }, async (game) => {
      if ((await recordSimulatedGame(store, game)) !== 'recorded') throw new Error(`game ${game.gameId} was not recorded`);
    });
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }

  const random = await timed({ games: mixed, seed: 9, players: { min: 2, max: 4 } }, () => undefined);
  const note = (t: Timed): string => `${t.games} games, ${t.wallSeconds.toFixed(1)} s wall, ${perMinute(t.games, t.cpuSeconds).toLocaleString('en-US')}/CPU-min`;
  return [
    { suite: 'simulation', name: 'simulated 2-player games, in memory', value: perMinute(bare.games, bare.wallSeconds), unit: 'games/min', note: note(bare) },
    {
      suite: 'simulation', name: 'simulated 2-player games, recorded in SQLite (1 append/game)', value: perMinute(recorded.games, recorded.wallSeconds), unit: 'games/min',
      note: `target ≥ 1,000; ${note(recorded)}, ${Math.round(recorded.events / recorded.games)} events/game`,
    },
    { suite: 'simulation', name: 'recording cost vs in memory', value: recorded.wallSeconds / bare.wallSeconds, unit: 'x', note: 'SQLite appends of whole games' },
    {
      suite: 'simulation', name: 'random legal games of 2-4 players: actions', value: Math.round(random.actions / random.wallSeconds), unit: 'actions/s',
      note: `bots' picks + decide + evolve; ${random.actions.toLocaleString('en-US')} actions, ${Math.round(random.actions / random.cpuSeconds).toLocaleString('en-US')}/CPU-s`,
    },
    { suite: 'simulation', name: 'random legal games of 2-4 players: events', value: Math.round(random.events / random.wallSeconds), unit: 'events/s', note: `${random.games} games, ${(random.events / random.games).toFixed(0)} events/game` },
  ];
}

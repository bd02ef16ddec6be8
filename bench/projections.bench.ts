/**
 * Projector throughput and rebuild cost (issue 6): synthetic but realistic games are streamed
 * into a SQLite store in a temporary folder (1,000,000 game events; 50,000 with --quick), then
 * - the store's raw read rate: a `readAll` loop over the game streams;
 * - the projector: every analytics projection from position 0, in this process, events/s and
 *   its ratio to the raw read rate (the projector reads through a subscription, then writes);
 * - a rebuild in its own process: wall time and peak RSS (target < 250 MB).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import { appendSyntheticGames } from '../test/projections/support/synthetic-games';
import type { BenchModule, BenchRow } from './bench.types';
import { timeProjector } from './support/time-projector';

const SUITE = 'projections';
const GAME_STREAMS = { by: 'streamName', prefixes: ['game-'] } as const;

const seconds = (since: bigint): number => Number(process.hrtime.bigint() - since) / 1e9;

async function rawReadRate(path: string): Promise<{ events: number; perSecond: number }> {
  const store = new SqliteEventStore({ path });
  const started = process.hrtime.bigint();
  let events = 0;
  for await (const event of store.readAll({ filter: GAME_STREAMS })) {
    if (event.position > 0n) events++;
  }
  const elapsed = seconds(started);
  await store.close();
  return { events, perSecond: events / elapsed };
}

async function projectorRate(path: string, dir: string): Promise<number> {
  const { events, seconds: elapsed } = await timeProjector(path, join(dir, 'in-process.db'));
  return events / elapsed;
}

interface RebuildFigures {
  readonly events: number;
  readonly seconds: number;
  readonly baselineRssMb: number;
  readonly peakRssMb: number;
}

function rebuildInChild(path: string, dir: string): RebuildFigures {
  const out = execFileSync(
    process.execPath,
    [
      '-r',
      '@swc-node/register',
      '-r',
      'tsconfig-paths/register',
      join(__dirname, 'support', 'projections-rebuild.worker.ts'),
      path,
      join(dir, 'rebuilt.db'),
    ],
    { cwd: join(__dirname, '..'), encoding: 'utf8', maxBuffer: 1 << 20 },
  );
  return JSON.parse(out.trim().split('\n').at(-1) ?? '{}') as RebuildFigures;
}

export const run: BenchModule['run'] = async ({ quick }) => {
  const total = quick ? 50_000 : 1_000_000;
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-projections-'));
  try {
    const path = join(dir, 'arbiter.db');
    const store = new SqliteEventStore({ path, durability: 'NORMAL' });
    const generated = process.hrtime.bigint();
    const { events, games } = await appendSyntheticGames(store, { events: total, seed: 42 });
    const generation = seconds(generated);
    await store.close();
    const sizeMb = statSync(path).size / 2 ** 20;

    const raw = await rawReadRate(path);
    const projector = await projectorRate(path, dir);
    const rebuild = rebuildInChild(path, dir);
    const label = `${events.toLocaleString('en-US')} events, ${games.toLocaleString('en-US')} games`;
    const rows: BenchRow[] = [
      {
        suite: SUITE,
        name: `synthetic games appended (${label}, ${Math.round(sizeMb)} MB)`,
        value: events / generation,
        unit: 'events/s',
      },
      {
        suite: SUITE,
        name: 'store raw read rate (readAll loop, game streams)',
        value: raw.perSecond,
        unit: 'events/s',
      },
      {
        suite: SUITE,
        name: 'projector throughput (6 projections, from 0)',
        value: projector,
        unit: 'events/s',
      },
      {
        suite: SUITE,
        name: 'projector / raw read rate',
        value: projector / raw.perSecond,
        unit: 'x',
      },
      {
        suite: SUITE,
        name: `rebuild from scratch in its own process (${label})`,
        value: rebuild.seconds,
        unit: 's',
      },
      {
        suite: SUITE,
        name: 'rebuild peak RSS',
        value: rebuild.peakRssMb,
        unit: 'MB',
        note: `target < 250 MB (process at start: ${Math.round(rebuild.baselineRssMb)} MB)`,
      },
    ];
    if (rebuild.events !== events || raw.events !== events) {
      throw new Error(
        `event counts differ: appended ${events}, read ${raw.events}, rebuilt ${rebuild.events}`,
      );
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/**
 * The game list and `?time=` (ADR 0019), over a SQLite store in a temporary folder: a page and
 * every page of `GET /games`'s list from the games read model (caught up, then with games it has
 * not handled yet), and from the store when there is no read model; the revision at an instant in
 * a long game, found by binary search.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import { ActionRefusedError, createGameServices, loadConfig, type GameServices } from '@arbiter/platform';
import { analyticsPath, gamesProjection, openAnalyticsDatabase, rebuildProjections } from '@arbiter/projections';
import type { BenchRow } from './bench.types';

const START = { battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }] };
const TAP = { do: 'activate', player: 'alice', source: 'f1', ability: 0 } as const;
const RUNS = 5;

async function median(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    await work();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(RUNS / 2)] ?? Number.NaN;
}

async function everyGame(games: GameServices): Promise<number> {
  let n = 0;
  for await (const _ of games.catalog.all()) n++;
  return n;
}

/** A game of `events` events: a tap, then refused taps (one event each). */
async function longGame(games: GameServices, events: number): Promise<string> {
  const { id } = await games.commands.createGame({ players: ['alice', 'bob'], start: START });
  await games.commands.act(id, TAP);
  for (let revision = 3; revision < events - 1; revision++) {
    await games.commands.act(id, TAP).catch((err: unknown) => {
      if (!(err instanceof ActionRefusedError)) throw err;
    });
  }
  return id;
}

export async function run({ quick }: { quick: boolean }): Promise<BenchRow[]> {
  const count = quick ? 200 : 2000;
  const events = quick ? 1000 : 10_000;
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-games-'));
  let clock = Date.parse('2026-01-01T00:00:00.000Z');
  const store = new SqliteEventStore({ path: join(dir, 'arbiter.db'), now: () => new Date((clock += 1000)) });
  const games = createGameServices(store, { ...loadConfig({ ARBITER_DATA_DIR: dir }), snapshotEvery: 100 });
  const rows: BenchRow[] = [];
  const row = (name: string, value: number, note?: string): void => {
    rows.push({ suite: 'games', name, value, unit: 'ms', ...(note === undefined ? {} : { note }) });
  };
  try {
    for (let i = 0; i < count; i++) {
      const { id } = await games.commands.createGame({ players: ['alice', 'bob'], start: START });
      await games.commands.act(id, TAP);
    }
    const long = await longGame(games, events);
    await games.commands.snapshotsSettled();
    const listed = count + 1;

    row(`list: first page of 100 of ${listed} games, no read model (from the store)`, await median(() => games.catalog.page()));
    row(`list: all ${listed} games, no read model (from the store)`, await median(() => everyGame(games)), 'before ADR 0019 every list read every game this way');
    const database = openAnalyticsDatabase(analyticsPath(dir));
    await rebuildProjections({ store, database, projections: [gamesProjection], names: [] });
    database.close();
    row(`list: first page of 100 of ${listed} games, read model caught up`, await median(() => games.catalog.page()));
    row(`list: all ${listed} games in pages of 1000, read model caught up`, await median(() => everyGame(games)));
    for (let i = 0; i < 20; i++) await games.commands.createGame({ players: ['alice', 'bob'], start: START });
    row('list: first page of 100, read model 20 games behind', await median(() => games.catalog.page()), 'the 20 games folded in from $all');

    const last = await games.queries.currentRevision(long);
    for (const share of [0.5, 0.99]) {
      const revision = Math.floor(last * share);
      const [event] = await games.queries.events(long, { kind: 'all' }, revision, revision);
      const instant = new Date(event?.created ?? 0);
      row(`?time= in a ${last + 1}-event game, at ${share * 100}% of it`, await median(() => games.queries.revisionAtTime(long, instant)), 'binary search; was a scan from the start');
    }
  } finally {
    games.catalog.onModuleDestroy();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

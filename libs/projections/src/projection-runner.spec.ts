import type Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { firstValueFrom, filter } from 'rxjs';
import { InMemoryEventStore, type EventData } from '@arbiter/event-store';
import { openAnalyticsDatabase } from './analytics-database';
import { defineProjection, sql, type Projection } from './projection';
import { readCheckpoints } from './projection-checkpoints';
import { ProjectionRunner, type RunnerStatus } from './projection-runner';
import { rebuildProjections } from './rebuild-projections';

/** Counts events per game and type: enough to see anything applied twice or skipped. */
const countsV1 = defineProjection({
  name: 'counts',
  version: 1,
  description: 'events per game and type',
  schema: [
    'CREATE TABLE counts (game_id TEXT NOT NULL, type TEXT NOT NULL, n INTEGER NOT NULL, PRIMARY KEY (game_id, type)) STRICT',
  ],
  statements: {
    add: sql<{ game: string; type: string }>(
      'INSERT INTO counts VALUES (@game, @type, 1) ON CONFLICT DO UPDATE SET n = n + 1',
    ),
  },
  eventTypes: 'all',
  project(event, db) {
    db.run('add', { game: event.gameId, type: event.type });
  },
});

/** Counts turns only. */
const turns = defineProjection({
  name: 'turns',
  version: 1,
  description: 'turns per game',
  schema: ['CREATE TABLE turns (game_id TEXT PRIMARY KEY, n INTEGER NOT NULL) STRICT'],
  statements: {
    add: sql<{ game: string }>(
      'INSERT INTO turns VALUES (@game, 1) ON CONFLICT DO UPDATE SET n = n + 1',
    ),
  },
  eventTypes: new Set(['TurnBegan']),
  project(event, db) {
    db.run('add', { game: event.gameId });
  },
});

const event = (type: string): EventData => ({ type, data: { turn: 1, activePlayer: 'alice' } });

async function appendGame(
  store: InMemoryEventStore,
  game: string,
  types: readonly string[],
): Promise<void> {
  await store.appendToStream(`game-${game}`, types.map(event));
}

function table(db: Database.Database, name: string): unknown[] {
  return db.prepare(`SELECT * FROM ${name} ORDER BY 1, 2`).all();
}

describe('ProjectionRunner', () => {
  let dir: string;
  let store: InMemoryEventStore;
  const opened: Database.Database[] = [];
  const runners: ProjectionRunner[] = [];

  const database = (): Database.Database => {
    const db = openAnalyticsDatabase(join(dir, 'analytics.db'));
    opened.push(db);
    return db;
  };
  const runner = (
    projections: readonly Projection[],
    options: Partial<ConstructorParameters<typeof ProjectionRunner>[0]> = {},
  ): ProjectionRunner => {
    const r = new ProjectionRunner({ store, database: database(), projections, ...options });
    runners.push(r);
    return r;
  };

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'arbiter-runner-'));
    store = new InMemoryEventStore();
  });

  afterEach(async () => {
    for (const r of runners.splice(0)) await r.stop();
    for (const db of opened.splice(0)) db.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('applies game events only, in batches, with the checkpoint at the last one', async () => {
    await appendGame(store, 'g1', ['GameStarted', 'TurnBegan', 'TurnBegan']);
    await store.appendToStream('snapshots-g1', [event('SnapshotTaken')]);
    await appendGame(store, 'g2', ['GameStarted', 'TurnBegan']);
    const r = runner([countsV1, turns], { batchSize: 2 });
    const commits: RunnerStatus[] = [];
    r.status$.pipe(filter((s) => s.kind === 'committed')).subscribe((s) => commits.push(s));
    r.start();
    expect(await r.whenIdle()).toBe(6n);
    // 5 game events in batches of at most 2; the snapshot (position 4) is not a game event.
    expect(commits.map((c) => (c.kind === 'committed' ? c.events : 0))).toEqual([2, 2, 1]);
    const db = opened[0]!;
    expect(table(db, 'counts')).toEqual([
      { game_id: 'g1', type: 'GameStarted', n: 1 },
      { game_id: 'g1', type: 'TurnBegan', n: 2 },
      { game_id: 'g2', type: 'GameStarted', n: 1 },
      { game_id: 'g2', type: 'TurnBegan', n: 1 },
    ]);
    expect(table(db, 'turns')).toEqual([
      { game_id: 'g1', n: 2 },
      { game_id: 'g2', n: 1 },
    ]);
    expect([...readCheckpoints(db).values()].map((c) => [c.name, c.position, c.handled])).toEqual([
      ['counts', 6n, 5],
      ['turns', 6n, 5],
    ]);
  });

  it('follows live appends, and a restart resumes after its checkpoint', async () => {
    await appendGame(store, 'g1', ['GameStarted']);
    const first = runner([countsV1]);
    first.start();
    await first.whenIdle(1n);
    await appendGame(store, 'g1', ['TurnBegan', 'TurnBegan']);
    await first.whenIdle(3n);
    await first.stop();
    await appendGame(store, 'g1', ['TurnBegan']);
    const second = runner([countsV1]);
    const active = firstValueFrom(second.status$.pipe(filter((s) => s.kind === 'active')));
    second.start();
    expect(await active).toEqual({ kind: 'active', from: 3n, reset: [] });
    await second.whenIdle(4n);
    expect(table(opened[1]!, 'counts')).toEqual([
      { game_id: 'g1', type: 'GameStarted', n: 1 },
      { game_id: 'g1', type: 'TurnBegan', n: 3 },
    ]);
  });

  it('rebuilds a projection from position 0 when its version changes, leaving the others', async () => {
    await appendGame(store, 'g1', ['GameStarted', 'TurnBegan']);
    const v1 = runner([countsV1, turns]);
    v1.start();
    await v1.whenIdle(2n);
    await v1.stop();

    const countsV2 = defineProjection({
      ...countsV1,
      version: 2,
      schema: ['CREATE TABLE counts (game_id TEXT PRIMARY KEY, n INTEGER NOT NULL) STRICT'],
      statements: {
        add: sql<{ game: string }>(
          'INSERT INTO counts VALUES (@game, 1) ON CONFLICT DO UPDATE SET n = n + 1',
        ),
      },
      project(e, db) {
        db.run('add', { game: e.gameId });
      },
    });
    await appendGame(store, 'g1', ['TurnBegan']);
    const v2 = runner([countsV2, turns]);
    const active = firstValueFrom(v2.status$.pipe(filter((s) => s.kind === 'active')));
    v2.start();
    // Subscribed from the start for `counts`; `turns` skips what it already has.
    expect(await active).toEqual({ kind: 'active', from: null, reset: ['counts'] });
    await v2.whenIdle(3n);
    const db = opened[1]!;
    expect(table(db, 'counts')).toEqual([{ game_id: 'g1', n: 3 }]);
    expect(table(db, 'turns')).toEqual([{ game_id: 'g1', n: 2 }]);
    expect(readCheckpoints(db).get('counts')).toMatchObject({
      version: 2,
      position: 3n,
      handled: 3,
    });
    expect(readCheckpoints(db).get('turns')).toMatchObject({
      version: 1,
      position: 3n,
      handled: 3,
    });
  });

  it('lets one instance consume; a paused holder that lost its lease cannot commit (fenced)', async () => {
    let now = 1_000_000;
    const clock = (): number => now;
    await appendGame(store, 'g1', ['GameStarted', 'TurnBegan']);
    // A never renews on its own (huge heartbeat): only its commits meet the lock.
    const a = runner([countsV1], { ownerId: 'a', leaseMs: 1000, heartbeatMs: 1e9, now: clock });
    const b = runner([countsV1], { ownerId: 'b', leaseMs: 1000, heartbeatMs: 5, now: clock });
    a.start();
    await a.whenIdle(2n);
    b.start();
    expect(b.status).toMatchObject({ kind: 'standby', holder: { id: 'a' } });

    // A's lease runs out (it is "paused"); B takes the lock and catches up.
    now += 5000;
    await firstValueFrom(b.status$.pipe(filter((s) => s.kind === 'active')));
    await b.whenIdle(2n);
    const fenced = firstValueFrom(a.status$.pipe(filter((s) => s.kind === 'fenced')));
    await appendGame(store, 'g1', ['TurnBegan', 'TurnBegan']);
    // Both subscriptions receive the new events; only B may commit them.
    expect(await fenced).toEqual({
      kind: 'fenced',
      reason: 'another projector instance holds the lock',
    });
    await b.whenIdle(4n);
    expect(a.isActive).toBe(false);
    expect(table(opened[1]!, 'counts')).toEqual([
      { game_id: 'g1', type: 'GameStarted', n: 1 },
      { game_id: 'g1', type: 'TurnBegan', n: 3 },
    ]);
  });

  it('takes over at once from a holder whose process is gone', async () => {
    await appendGame(store, 'g1', ['GameStarted']);
    const db = database();
    db.prepare("INSERT INTO projector_lock VALUES (1, 'ghost', ?, 999999, 0, ?)").run(
      hostname(),
      Date.now() + 60_000,
    );
    const dead = runner([countsV1], { isAlive: (pid) => pid !== 999999 });
    dead.start();
    expect(dead.isActive).toBe(true);
    const alive = runner([countsV1], { ownerId: 'late', isAlive: () => true });
    alive.start();
    expect(alive.status).toMatchObject({ kind: 'standby' });
  });

  it('stops with a failure (and frees the lock) when a projection throws', async () => {
    await appendGame(store, 'g1', ['GameStarted']);
    const broken = defineProjection({
      ...turns,
      name: 'broken',
      eventTypes: 'all',
      project() {
        throw new Error('bad row');
      },
    });
    const r = runner([broken]);
    r.start();
    await expect(r.whenIdle()).rejects.toThrow('bad row');
    expect(readCheckpoints(opened[0]!).get('broken')?.position).toBeNull();
    expect(opened[0]!.prepare('SELECT COUNT(*) AS n FROM projector_lock').get()).toEqual({ n: 0 });
  });
});

describe('rebuildProjections', () => {
  let dir: string;
  let store: InMemoryEventStore;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'arbiter-rebuild-'));
    store = new InMemoryEventStore();
    await appendGame(store, 'g1', ['GameStarted', 'TurnBegan', 'TurnBegan']);
    await appendGame(store, 'g2', ['GameStarted', 'TurnBegan']);
  });

  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('rebuilds in this process when no projector runs, reporting progress against the last run', async () => {
    const db = openAnalyticsDatabase(join(dir, 'analytics.db'));
    const first = new ProjectionRunner({ store, database: db, projections: [countsV1, turns] });
    first.start();
    await first.whenIdle();
    await first.stop();
    db.prepare("UPDATE counts SET n = 99 WHERE type = 'GameStarted'").run();

    const progress: unknown[] = [];
    const result = await rebuildProjections({
      store,
      database: db,
      projections: [countsV1, turns],
      names: ['counts'],
      batchSize: 2,
      onProgress: (p) => progress.push(p),
    });
    expect(result).toEqual({
      projections: ['counts'],
      handled: 5,
      position: 5n,
      by: 'this process',
    });
    expect(progress[0]).toEqual({ handled: 2, total: 5, by: 'this process' });
    expect(table(db, 'counts')).toEqual([
      { game_id: 'g1', type: 'GameStarted', n: 1 },
      { game_id: 'g1', type: 'TurnBegan', n: 2 },
      { game_id: 'g2', type: 'GameStarted', n: 1 },
      { game_id: 'g2', type: 'TurnBegan', n: 1 },
    ]);
    expect(readCheckpoints(db).get('counts')?.generation).toBe(2);
    expect(readCheckpoints(db).get('turns')?.generation).toBe(1);
    db.close();
  });

  it('lets the active projector do it and follows it', async () => {
    const path = join(dir, 'analytics.db');
    const activeDb = openAnalyticsDatabase(path);
    const active = new ProjectionRunner({
      store,
      database: activeDb,
      projections: [countsV1, turns],
      ownerId: 'api',
      heartbeatMs: 10,
    });
    active.start();
    await active.whenIdle();
    const cliDb = openAnalyticsDatabase(path);
    const result = await rebuildProjections({
      store,
      database: cliDb,
      projections: [countsV1, turns],
      names: [],
      pollMs: 5,
      heartbeatMs: 10,
    });
    expect(result).toMatchObject({
      projections: ['counts', 'turns'],
      handled: 5,
      position: 5n,
      by: 'the active projector',
    });
    expect(active.isActive).toBe(true);
    expect(table(cliDb, 'turns')).toEqual([
      { game_id: 'g1', n: 2 },
      { game_id: 'g2', n: 1 },
    ]);
    await active.stop();
    activeDb.close();
    cliDb.close();
  });

  it('refuses an unknown projection before touching anything', async () => {
    const db = openAnalyticsDatabase(join(dir, 'analytics.db'));
    await expect(
      rebuildProjections({ store, database: db, projections: [countsV1], names: ['nope'] }),
    ).rejects.toThrow('no projection "nope" (known: counts)');
    expect(readCheckpoints(db).size).toBe(0);
    db.close();
  });
});

describe('defineProjection', () => {
  it('derives the tables from the schema and checks the name and version', () => {
    expect(countsV1.tables).toEqual(['counts']);
    expect(() => defineProjection({ ...turns, name: 'Bad Name' })).toThrow('kebab-case');
    expect(() => defineProjection({ ...turns, version: 0 })).toThrow('version');
    expect(() => defineProjection({ ...turns, schema: ['CREATE INDEX x ON y (z)'] })).toThrow(
      'creates no table',
    );
  });
});

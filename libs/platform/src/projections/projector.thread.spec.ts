import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import { filter, firstValueFrom, lastValueFrom, toArray } from 'rxjs';
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import {
  AnalyticsReader,
  analyticsPath,
  findReport,
  NO_FILTERS,
  SEES_EVERYTHING,
  type RunnerStatus,
} from '@arbiter/projections';
import { loadConfig } from '../config/arbiter-config';
import { createGameServices } from '../games/game-services';
import { ProjectorService } from './projector.service';

let dir: string;

beforeAll(() => {
  Logger.overrideLogger(false); // the failing thread's error is expected here
});

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-projector-thread-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

const config = () => ({ ...loadConfig({ ARBITER_DATA_DIR: dir }), snapshotEvery: 1000 });

/** Records `count` two-player games in which bob concedes at once; returns the last position. */
async function recordGames(store: SqliteEventStore, count: number): Promise<bigint> {
  const games = createGameServices(store, config()).commands;
  for (let i = 0; i < count; i++) {
    const { id } = await games.createGame({ players: ['alice', 'bob'], seed: i });
    await games.act(id, { do: 'concede', player: 'bob' });
  }
  let last = -1n;
  for await (const e of store.readAll()) last = e.position;
  return last;
}

function gamesReport(): number {
  const reader = new AnalyticsReader(analyticsPath(dir));
  try {
    const report = findReport('game-sizes');
    if (report === undefined) throw new Error('no game-sizes report');
    return reader.run(report, NO_FILTERS, SEES_EVERYTHING).rows.reduce((n, row) => n + Number(row['games']), 0);
  } finally {
    reader.close();
  }
}

describe('ProjectorService.startThread (ARBITER_PROJECTOR=thread)', () => {
  it('projects what is already stored and what is appended later, then stops cleanly', async () => {
    const store = new SqliteEventStore({ path: join(dir, 'arbiter.db') });
    const projector = new ProjectorService(store, config());
    try {
      const first = await recordGames(store, 3);
      const thread = projector.startThread();
      expect(projector.startThread()).toBe(thread); // idempotent
      const statuses = lastValueFrom(thread.status$.pipe(toArray()));
      await projector.whenIdle(first);
      expect(gamesReport()).toBe(3);

      // Appended through this thread's connection: the projector thread learns of it by polling.
      const second = await recordGames(store, 2);
      await projector.whenIdle(second);
      expect(gamesReport()).toBe(5);

      await projector.stop();
      const kinds = (await statuses).map((s: RunnerStatus) => s.kind);
      expect(kinds[0]).toBe('active');
      expect(kinds).toContain('committed');
      expect(kinds.at(-1)).toBe('stopped');
      expect(kinds).not.toContain('failed');

      // The lock was freed: a runner in this thread takes over at once, from the checkpoint.
      const runner = projector.start();
      await projector.whenIdle(second);
      expect(runner.status?.kind).toBe('idle');
      expect(gamesReport()).toBe(5);
    } finally {
      await projector.stop();
      await store.close();
    }
  });

  it('reports a thread that cannot start as failed, and whenIdle rejects', async () => {
    // The data directory is a file: the analytics database cannot be opened there.
    const file = join(dir, 'not-a-directory');
    writeFileSync(file, '');
    const store = new SqliteEventStore({ path: join(dir, 'arbiter.db') });
    const projector = new ProjectorService(store, {
      ...loadConfig({ ARBITER_DATA_DIR: file }),
      snapshotEvery: 1000,
    });
    try {
      const thread = projector.startThread();
      await expect(projector.whenIdle()).rejects.toThrow();
      await projector.stop();
      expect(thread.status?.kind).toBe('stopped');
    } finally {
      await store.close();
    }
  });

  it('starts again by itself once a fault is gone, having logged the real error (issue 17)', async () => {
    // The data directory is a file at first (the projector cannot open anything there), then a
    // directory: as a disk that was full, or a folder that was read-only, and is no longer.
    const path = join(dir, 'data');
    writeFileSync(path, '');
    const store = new SqliteEventStore({ path: join(dir, 'arbiter.db') });
    const projector = new ProjectorService(store, { ...loadConfig({ ARBITER_DATA_DIR: path }), snapshotEvery: 1000 });
    projector.restartBackoffMs = { first: 20, max: 40 };
    try {
      const failed = firstValueFrom(projector.status$.pipe(filter((s) => s.kind === 'failed')));
      const idle = firstValueFrom(projector.status$.pipe(filter((s) => s.kind === 'idle')));
      projector.startThread();
      const failure = (await failed);
      expect(typeof failure.error.message).toBe('string');
      expect(failure.error.message).not.toBe('');
      expect(failure.error.message).not.toBe('undefined');
      expect(projector.status?.kind).not.toBe('idle');
      rmSync(path);
      mkdirSync(path);
      await idle;
      expect(projector.status?.kind).toBe('idle');
    } finally {
      await projector.stop();
      await store.close();
    }
  });

  it('has no projector to wait for before one starts', async () => {
    const store = new SqliteEventStore({ path: join(dir, 'arbiter.db') });
    try {
      await expect(new ProjectorService(store, config()).whenIdle()).rejects.toThrow(
        'the projector is not running',
      );
    } finally {
      await store.close();
    }
  });
});

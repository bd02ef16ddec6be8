import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { defaultDatabasePath, enableWal, openEventDatabase } from './sqlite.schema';

describe('defaultDatabasePath', () => {
  it('is $ARBITER_DATA_DIR/arbiter.db, or ./data/arbiter.db without it', () => {
    expect(defaultDatabasePath({ ARBITER_DATA_DIR: '/srv/arbiter' })).toBe(
      '/srv/arbiter/arbiter.db',
    );
    expect(defaultDatabasePath({})).toBe(join('data', 'arbiter.db'));
    expect(defaultDatabasePath({ ARBITER_DATA_DIR: '' })).toBe(join('data', 'arbiter.db'));
  });
});

describe('openEventDatabase', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-schema-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  it('creates the folder and opens in WAL mode with the durability asked for', () => {
    const path = join(dir, 'nested', 'deeper', 'arbiter.db');
    for (const [durability, level] of [
      ['FULL', 2],
      ['NORMAL', 1],
    ] as const) {
      const db = openEventDatabase(path, { durability, busyTimeoutMs: 100 });
      expect(existsSync(path)).toBe(true);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(level);
      db.close();
    }
  });

  it('indexes events by stream and revision only, not by id across streams (ADR 0013)', () => {
    const db = openEventDatabase(join(dir, 'fresh.db'), { durability: 'FULL', busyTimeoutMs: 100 });
    const indexes = db
      .prepare<[], string>("SELECT name FROM pragma_index_list('events') ORDER BY name")
      .pluck()
      .all()
      .map((name) =>
        db.prepare<[string], string>('SELECT name FROM pragma_index_info(?)').pluck().all(name),
      );
    db.close();
    expect(indexes).toEqual([['stream_id', 'revision']]);
  });

  it('rebuilds a file made with the store-wide id index without it, keeping every row and position', () => {
    const path = join(dir, 'legacy.db');
    const legacy = new Database(path);
    legacy.exec(`CREATE TABLE events (
      position  INTEGER PRIMARY KEY,
      id        TEXT    NOT NULL UNIQUE,
      stream_id TEXT    NOT NULL,
      revision  INTEGER NOT NULL,
      type      TEXT    NOT NULL,
      data      TEXT    NOT NULL,
      metadata  TEXT    NOT NULL,
      hash      TEXT    NOT NULL,
      created   INTEGER NOT NULL,
      UNIQUE (stream_id, revision)
    ) STRICT`);
    const insert = legacy.prepare('INSERT INTO events VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)');
    // Positions with a gap, as a file may have after rolled-back appends.
    insert.run(1, '6f1f7a3e-4a4b-4c1d-9a59-0e2b7c1d2e3f', 'game-1', 0, 'A', '{}', '{}', 'h0', 10);
    insert.run(
      5,
      '0c3c8a7e-1d2b-4e4f-8a9b-1c2d3e4f5a6b',
      'game-1',
      1,
      'B',
      '{"n":1}',
      '{}',
      'h1',
      11,
    );
    insert.run(6, '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a', 'game-2', 0, 'A', '{}', '{}', 'h2', 12);
    const rows = legacy.prepare('SELECT * FROM events ORDER BY position').raw().all();
    legacy.close();

    for (let open = 0; open < 2; open++) {
      const db = openEventDatabase(path, { durability: 'FULL', busyTimeoutMs: 100 });
      expect(db.prepare('SELECT * FROM events ORDER BY position').raw().all()).toEqual(rows);
      // The id stored in game-1 may now be appended to another stream; revisions stay unique.
      expect(() =>
        db
          .prepare(
            'INSERT INTO events (id, stream_id, revision, type, data, metadata, hash, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
          )
          .run(
            '6f1f7a3e-4a4b-4c1d-9a59-0e2b7c1d2e3f',
            `game-${open + 3}`,
            0,
            'A',
            '{}',
            '{}',
            'h',
            13,
          ),
      ).not.toThrow();
      expect(() =>
        db
          .prepare(
            "INSERT INTO events (id, stream_id, revision, type, data, metadata, hash, created) VALUES ('x', 'game-1', 1, 'A', '{}', '{}', 'h', 14)",
          )
          .run(),
      ).toThrow(/UNIQUE constraint failed: events.stream_id, events.revision/);
      db.prepare('DELETE FROM events WHERE position > 6').run();
      db.close();
    }
  });
});

describe('enableWal', () => {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-wal-'));
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Another thread opens the new file, holds an exclusive lock on it for `holdMs`, then lets go:
   * meanwhile the journal mode cannot change, and SQLite says so at once (no busy timeout here).
   */
  async function heldFor(path: string, holdMs: number): Promise<Worker> {
    const worker = new Worker(
      `const Database = require(${JSON.stringify(require.resolve('better-sqlite3'))});
       const { parentPort, workerData } = require('node:worker_threads');
       const db = new Database(workerData.path);
       db.exec('BEGIN EXCLUSIVE; CREATE TABLE t (a)');
       parentPort.postMessage('locked');
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, workerData.holdMs);
       db.exec('COMMIT');
       db.close();`,
      { eval: true, workerData: { path, holdMs } },
    );
    await once(worker, 'message');
    return worker;
  }

  it('waits out a lock that SQLite reports as busy at once, and gives up after its timeout', async () => {
    const path = join(dir, 'busy.db');
    const holder = await heldFor(path, 200);
    const db = new Database(path, { timeout: 0 });
    try {
      expect(() => db.pragma('journal_mode = WAL')).toThrow(
        expect.objectContaining({ code: expect.stringMatching(/^SQLITE_BUSY/) as unknown }),
      );
      expect(() => {
        enableWal(db, 20);
      }).toThrow(
        expect.objectContaining({ code: expect.stringMatching(/^SQLITE_BUSY/) as unknown }),
      );
      enableWal(db, 5000);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
      await once(holder, 'exit');
    }
  });
});

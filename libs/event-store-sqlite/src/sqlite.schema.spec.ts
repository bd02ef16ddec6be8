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
      }).toThrow(expect.objectContaining({ code: expect.stringMatching(/^SQLITE_BUSY/) as unknown }));
      enableWal(db, 5000);
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    } finally {
      db.close();
      await once(holder, 'exit');
    }
  });
});

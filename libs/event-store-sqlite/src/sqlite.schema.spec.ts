import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultDatabasePath, openEventDatabase } from './sqlite.schema';

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

import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** `synchronous` settings allowed in WAL mode (docs/adr/0004-sqlite-embedded-store.md). */
export type SqliteDurability = 'FULL' | 'NORMAL';

/**
 * One table holds every event. `position` is the rowid (global order, `$all`); the two UNIQUE
 * constraints are the store's invariants: one event per stream revision, one row per event id.
 * Not AUTOINCREMENT: rows are never deleted, so rowids only grow, and AUTOINCREMENT would cost
 * a write to sqlite_sequence on every append.
 */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS events (
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
) STRICT;
`;

/**
 * The default database file: `$ARBITER_DATA_DIR/arbiter.db`, `./data/arbiter.db` without it.
 *
 * @example
 * defaultDatabasePath({ ARBITER_DATA_DIR: '/var/lib/arbiter' }); // '/var/lib/arbiter/arbiter.db'
 */
export function defaultDatabasePath(
  env: Readonly<Record<string, string | undefined>> = process.env,
): string {
  const dir = env['ARBITER_DATA_DIR'];
  return join(dir === undefined || dir === '' ? './data' : dir, 'arbiter.db');
}

/** Connection settings. */
export interface OpenOptions {
  readonly durability: SqliteDurability;
  /** How long a writer waits for another process's write lock before failing. */
  readonly busyTimeoutMs: number;
}

/**
 * Opens (creating the folder, file and schema when missing) a database in WAL mode.
 *
 * @example
 * const db = openEventDatabase('./data/arbiter.db', { durability: 'FULL', busyTimeoutMs: 5000 });
 */
export function openEventDatabase(path: string, options: OpenOptions): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { timeout: options.busyTimeoutMs });
  try {
    db.pragma('journal_mode = WAL');
    db.pragma(`synchronous = ${options.durability}`);
    db.exec(SCHEMA);
    return db;
  } catch (error: unknown) {
    db.close();
    throw error;
  }
}

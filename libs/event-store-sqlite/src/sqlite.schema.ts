import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** `synchronous` settings allowed in WAL mode (docs/adr/0004-sqlite-embedded-store.md). */
export type SqliteDurability = 'FULL' | 'NORMAL';

/**
 * One table holds every event. `position` is the rowid (global order, `$all`); the UNIQUE
 * constraint is the store's invariant: one event per stream revision. Event ids are not indexed
 * across streams: as in EventStoreDB they make appends idempotent within their stream, and a
 * store-wide index on random ids cost two thirds of each commit's writes (ADR 0013).
 * Not AUTOINCREMENT: rows are never deleted, so rowids only grow, and AUTOINCREMENT would cost
 * a write to sqlite_sequence on every append.
 */
const eventsTable = (name: string): string => `
CREATE TABLE IF NOT EXISTS ${name} (
  position  INTEGER PRIMARY KEY,
  id        TEXT    NOT NULL,
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

/** How files created before ADR 0013 declare the column: with a store-wide UNIQUE index. */
const STORE_WIDE_ID_INDEX = /\bid\s+TEXT\s+NOT NULL\s+UNIQUE\b/i;

const COLUMNS = 'position, id, stream_id, revision, type, data, metadata, hash, created';

/**
 * Rebuilds the events table of a file created before ADR 0013 without its store-wide index on
 * `id`: same rows, same positions, one IMMEDIATE transaction (all or nothing; a process that
 * opens the file meanwhile waits up to its busy timeout, then finds it done).
 */
function dropStoreWideIdIndex(db: Database.Database): void {
  const declared = db
    .prepare<[], string>("SELECT sql FROM sqlite_master WHERE type = 'table' AND name = 'events'")
    .pluck();
  if (!STORE_WIDE_ID_INDEX.test(declared.get() ?? '')) return;
  db.transaction(() => {
    if (!STORE_WIDE_ID_INDEX.test(declared.get() ?? '')) return;
    db.exec(eventsTable('events_rebuilt'));
    db.exec(
      `INSERT INTO events_rebuilt (${COLUMNS}) SELECT ${COLUMNS} FROM events ORDER BY position`,
    );
    db.exec('DROP TABLE events');
    db.exec('ALTER TABLE events_rebuilt RENAME TO events');
  }).immediate();
}

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

const SLEEP = new Int32Array(new SharedArrayBuffer(4));

const isBusy = (error: unknown): boolean =>
  typeof (error as { code?: unknown } | null)?.code === 'string' &&
  (error as { code: string }).code.startsWith('SQLITE_BUSY');

/**
 * Puts a connection in WAL mode. While another connection is creating the same new file, or
 * switching it to WAL, SQLite may answer this pragma with SQLITE_BUSY at once, without waiting
 * on the busy timeout (seen with two processes opening a new database together); so it is
 * retried, with short synchronous waits, until `timeoutMs` has passed.
 *
 * @example
 * enableWal(new Database('./data/analytics.db', { timeout: 5000 }), 5000);
 */
export function enableWal(db: Database.Database, timeoutMs: number): void {
  const deadline = Date.now() + timeoutMs;
  for (let waitMs = 1; ; waitMs = Math.min(waitMs * 2, 50)) {
    try {
      db.pragma('journal_mode = WAL');
      return;
    } catch (error: unknown) {
      if (!isBusy(error) || Date.now() >= deadline) throw error;
      Atomics.wait(SLEEP, 0, 0, waitMs);
    }
  }
}

/**
 * Opens (creating the folder, file and schema when missing) a database in WAL mode. A file
 * created before ADR 0013 loses its store-wide index on event ids, once.
 *
 * @example
 * const db = openEventDatabase('./data/arbiter.db', { durability: 'FULL', busyTimeoutMs: 5000 });
 */
export function openEventDatabase(path: string, options: OpenOptions): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path, { timeout: options.busyTimeoutMs });
  try {
    enableWal(db, options.busyTimeoutMs);
    db.pragma(`synchronous = ${options.durability}`);
    db.exec(eventsTable('events'));
    dropStoreWideIdIndex(db);
    return db;
  } catch (error: unknown) {
    db.close();
    throw error;
  }
}

import Database from 'better-sqlite3';
import { enableWal } from '@arbiter/event-store-sqlite';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The projector's own tables, beside the read models: one checkpoint row per projection and the
 * single-consumer lock (docs/adr/0007-projector-exactly-once.md).
 * - `position` is the global position of the last event the projection has handled (NULL: none
 *   yet); it is written in the same transaction as the rows that event produced.
 * - `generation` grows on every reset (version change, `projections rebuild`), so a runner that
 *   loaded the checkpoint before a reset cannot commit on top of it.
 */
const META_SCHEMA = `
CREATE TABLE IF NOT EXISTS projection_checkpoints (
  name       TEXT    PRIMARY KEY,
  version    INTEGER NOT NULL,
  generation INTEGER NOT NULL,
  position   INTEGER,
  handled    INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
) STRICT;
CREATE TABLE IF NOT EXISTS projector_lock (
  id          INTEGER PRIMARY KEY CHECK (id = 1),
  owner       TEXT    NOT NULL,
  host        TEXT    NOT NULL,
  pid         INTEGER NOT NULL,
  acquired_at INTEGER NOT NULL,
  expires_at  INTEGER NOT NULL
) STRICT;
`;

/** Tables that are the projector's bookkeeping rather than read models. */
export const META_TABLES: readonly string[] = ['projection_checkpoints', 'projector_lock'];

/**
 * `$ARBITER_DATA_DIR/analytics.db` (`./data/analytics.db` without it).
 *
 * @example
 * analyticsPath('/var/lib/arbiter'); // '/var/lib/arbiter/analytics.db'
 */
export function analyticsPath(dataDir: string): string {
  return join(dataDir, 'analytics.db');
}

/** Connection settings of {@link openAnalyticsDatabase}. */
export interface AnalyticsDatabaseOptions {
  /** Read-only connections (the API's queries) never write, not even the schema. */
  readonly readonly?: boolean;
  /** How long a writer waits for another connection's write lock. Default 5000 ms. */
  readonly busyTimeoutMs?: number;
}

/**
 * Opens the analytics database (creating folder, file and bookkeeping tables when writable) in
 * WAL mode, so queries read the last committed batch while the projector writes the next.
 * `synchronous = NORMAL`: a power cut may lose the last batches, but read models and checkpoint
 * live in the same file and roll back together, so the projector simply handles them again.
 *
 * @example
 * const db = openAnalyticsDatabase('./data/analytics.db');
 */
export function openAnalyticsDatabase(
  path: string,
  options: AnalyticsDatabaseOptions = {},
): Database.Database {
  const readonly = options.readonly === true;
  if (!readonly && path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const busyTimeoutMs = options.busyTimeoutMs ?? 5000;
  const db = new Database(path, { readonly, fileMustExist: readonly, timeout: busyTimeoutMs });
  try {
    if (!readonly) {
      enableWal(db, busyTimeoutMs);
      db.pragma('synchronous = NORMAL');
      db.exec(META_SCHEMA);
    }
    return db;
  } catch (error: unknown) {
    db.close();
    throw error;
  }
}

import type Database from 'better-sqlite3';

/** Columns of a read, in this order (raw rows are arrays: no per-row object with named keys). */
export type EventRow = [
  position: bigint,
  id: string,
  streamId: string,
  revision: bigint,
  type: string,
  data: string,
  metadata: string,
  created: bigint,
];

const COLUMNS = 'position, id, stream_id, revision, type, data, metadata, created';

/** Every statement the adapter runs, prepared once per connection. */
export interface EventStatements {
  readonly lastOfStream: Database.Statement<[string], [bigint, string]>;
  readonly idsFrom: Database.Statement<[string, bigint, number], [string, bigint]>;
  /** The latest revision at which a stream holds an event id (a scan of that stream: no id index). */
  readonly revisionOfId: Database.Statement<[string, string], [bigint]>;
  readonly insert: Database.Statement<
    [string, string, bigint, string, string, string, string, number]
  >;
  readonly streamForwards: Database.Statement<[string, bigint, number], EventRow>;
  readonly streamBackwards: Database.Statement<[string, bigint, number], EventRow>;
  readonly streamExists: Database.Statement<[string], [bigint]>;
  readonly allFrom: Database.Statement<[bigint, number], EventRow>;
  readonly maxPosition: Database.Statement<[], [bigint | null]>;
}

/**
 * Prepares the statements. Integers come back as `bigint` (revisions and positions are bigint
 * in the port, and 64-bit values must not lose precision); rows come back as arrays.
 */
export function prepareStatements(db: Database.Database): EventStatements {
  const rows = <P extends unknown[], R>(sql: string): Database.Statement<P, R> =>
    db.prepare<P, R>(sql).raw(true).safeIntegers(true);
  return {
    lastOfStream: rows(
      'SELECT revision, hash FROM events WHERE stream_id = ? ORDER BY revision DESC LIMIT 1',
    ),
    idsFrom: rows(
      'SELECT id, position FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?',
    ),
    revisionOfId: rows(
      'SELECT revision FROM events WHERE stream_id = ? AND id = ? ORDER BY revision DESC LIMIT 1',
    ),
    insert: db
      .prepare<[string, string, bigint, string, string, string, string, number]>(
        'INSERT INTO events (id, stream_id, revision, type, data, metadata, hash, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      )
      .safeIntegers(true),
    streamForwards: rows(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision >= ? ORDER BY revision LIMIT ?`,
    ),
    streamBackwards: rows(
      `SELECT ${COLUMNS} FROM events WHERE stream_id = ? AND revision <= ? ORDER BY revision DESC LIMIT ?`,
    ),
    streamExists: rows('SELECT 1 FROM events WHERE stream_id = ? LIMIT 1'),
    allFrom: rows(`SELECT ${COLUMNS} FROM events WHERE position >= ? ORDER BY position LIMIT ?`),
    maxPosition: rows('SELECT MAX(position) FROM events'),
  };
}

/**
 * Comparing read models: every table of an analytics database, rows sorted, and a from-scratch
 * rebuild (a fresh database, one runner, caught up) to compare against.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { EventStore } from '@arbiter/event-store';
import {
  ANALYTICS_PROJECTIONS,
  openAnalyticsDatabase,
  ProjectionRunner,
  type Projection,
} from '@arbiter/projections';

export type TableDump = Record<string, unknown[][]>;

/**
 * Every table's rows, sorted by all columns. Checkpoints keep name, version, position and the
 * count of events handled (equal counts are the exactly-once evidence); the lock row and the
 * generation/timestamps (which depend on how many restarts it took) are left out.
 */
export function dumpReadModels(path: string): TableDump {
  const db = new Database(path, { readonly: true });
  try {
    const tables = db
      .prepare<[], [string]>(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> 'projector_lock' ORDER BY name",
      )
      .raw(true)
      .all()
      .map(([name]) => name);
    const dump: TableDump = {};
    for (const table of tables) {
      const columns =
        table === 'projection_checkpoints'
          ? ['name', 'version', 'position', 'handled']
          : db
              .prepare<[], [number, string]>(`PRAGMA table_info(${table})`)
              .raw(true)
              .all()
              .map((c) => c[1]);
      const list = columns.join(', ');
      dump[table] = db
        .prepare<[], unknown[]>(`SELECT ${list} FROM ${table} ORDER BY ${list}`)
        .raw(true)
        .all();
    }
    return dump;
  } finally {
    db.close();
  }
}

/** Builds the read models from position 0 into `dir/<name>` with one runner; returns the path. */
export async function rebuildFromScratch(
  store: EventStore,
  dir: string,
  name = 'scratch.db',
  projections: readonly Projection[] = ANALYTICS_PROJECTIONS,
): Promise<string> {
  const path = join(dir, name);
  const database = openAnalyticsDatabase(path);
  const runner = new ProjectionRunner({ store, database, projections });
  try {
    runner.start();
    await runner.whenIdle();
  } finally {
    await runner.stop();
    database.close();
  }
  return path;
}

/** Row counts per table, to show a dump is not trivially empty. */
export function rowCounts(dump: TableDump): Record<string, number> {
  return Object.fromEntries(Object.entries(dump).map(([t, rows]) => [t, rows.length]));
}

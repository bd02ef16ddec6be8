import type Database from 'better-sqlite3';
import type { Projection } from './projection';

/** A projection's stored checkpoint. */
export interface Checkpoint {
  readonly name: string;
  readonly version: number;
  readonly generation: number;
  /** Global position of the last event handled; null before the first. */
  readonly position: bigint | null;
  /** Events handled since the last reset (progress of a rebuild). */
  readonly handled: number;
}

type CheckpointRow = [string, bigint, bigint, bigint | null, bigint];

/** Every stored checkpoint, by projection name. */
export function readCheckpoints(db: Database.Database): Map<string, Checkpoint> {
  const rows = db
    .prepare<[], CheckpointRow>(
      'SELECT name, version, generation, position, handled FROM projection_checkpoints',
    )
    .raw(true)
    .safeIntegers(true)
    .all();
  return new Map(
    rows.map(([name, version, generation, position, handled]) => [
      name,
      {
        name,
        version: Number(version),
        generation: Number(generation),
        position,
        handled: Number(handled),
      },
    ]),
  );
}

/**
 * Drops a projection's tables, creates them again empty and moves its checkpoint back to "nothing
 * handled" under a new generation. Call it inside a write transaction.
 */
export function resetProjection(db: Database.Database, projection: Projection, now: number): void {
  for (const table of projection.tables) db.exec(`DROP TABLE IF EXISTS ${table}`);
  for (const statement of projection.schema) db.exec(statement);
  db.prepare(
    `INSERT INTO projection_checkpoints (name, version, generation, position, handled, updated_at)
     VALUES (@name, @version, 1, NULL, 0, @now)
     ON CONFLICT (name) DO UPDATE SET version = excluded.version, generation = generation + 1,
       position = NULL, handled = 0, updated_at = excluded.updated_at`,
  ).run({ name: projection.name, version: projection.version, now });
}

/**
 * Makes the stored read model match the code: a projection never built, or built by another
 * version, is reset (and so rebuilt from position 0). Call it inside a write transaction.
 * Returns the names of the projections it reset.
 */
export function alignVersions(
  db: Database.Database,
  projections: readonly Projection[],
  now: number,
): string[] {
  const stored = readCheckpoints(db);
  const reset: string[] = [];
  for (const projection of projections) {
    if (stored.get(projection.name)?.version === projection.version) continue;
    resetProjection(db, projection, now);
    reset.push(projection.name);
  }
  return reset;
}

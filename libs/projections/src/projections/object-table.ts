import { sql, type SqlStatement } from '../projection';
import type { ProjectedEvent } from '../projected-event';

/** What a projection remembers per object of a game: its card name, or its controller. */
export interface ObjectTable {
  readonly schema: string;
  readonly remember: SqlStatement<{ game: string; object: string; value: string }>;
  readonly lookup: SqlStatement<{ game: string; object: string }, { value: string }>;
}

/**
 * A per-game `object id → value` table. Events name permanents by id (docs/scenario-format.md); a projection
 * that reports by card or by controller keeps its own table, filled from the setup's battlefield
 * and from `PermanentEntered`, so that each projection can be rebuilt on its own.
 *
 * @example
 * const cards = objectTable('mana_objects', 'card');
 */
export function objectTable(table: string, column: 'card' | 'controller'): ObjectTable {
  return {
    schema: `CREATE TABLE ${table} (
      game_id   TEXT NOT NULL,
      object_id TEXT NOT NULL,
      ${column} TEXT NOT NULL,
      PRIMARY KEY (game_id, object_id)
    ) STRICT, WITHOUT ROWID`,
    remember: sql(
      `INSERT INTO ${table} (game_id, object_id, ${column}) VALUES (@game, @object, @value)
       ON CONFLICT (game_id, object_id) DO UPDATE SET ${column} = excluded.${column}`,
    ),
    lookup: sql(
      `SELECT ${column} AS value FROM ${table} WHERE game_id = @game AND object_id = @object`,
    ),
  };
}

/** The permanents an event puts on the battlefield with the value the table keeps for them. */
export function enteringObjects(
  event: ProjectedEvent,
  column: 'card' | 'controller',
): { object: string; value: string }[] {
  switch (event.type) {
    case 'GameStarted':
      return event.data.setup.battlefield.map((p) => ({ object: p.id, value: p[column] }));
    case 'PermanentEntered':
      return [{ object: event.data.permanent, value: event.data[column] }];
    default:
      return [];
  }
}

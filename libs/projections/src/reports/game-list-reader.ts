import type Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { openAnalyticsDatabase } from '../analytics-database';
import { gamesProjection } from '../projections/games.projection';

/** One game as the games read model lists it. */
export interface GameListEntry {
  readonly id: string;
  /** In the order the game was set up with. */
  readonly players: readonly string[];
  /** The revision of the last event the read model has handled for the game. */
  readonly revision: number;
  /** When `GameStarted` was stored (ISO 8601). */
  readonly createdAt: string;
  /** The global position of `GameStarted`: the order of the list. */
  readonly position: bigint;
}

/** A page of the games read model and the checkpoint it is consistent with. */
export interface GameListPage {
  /** The last global position the games projection has handled; null before its first event. */
  readonly checkpoint: bigint | null;
  readonly games: readonly GameListEntry[];
}

type GameRow = [id: string, position: bigint, startedAt: bigint, events: bigint];

const PAGE_SQL = `SELECT game_id, started_position, started_at, events FROM games
  WHERE started_position > @after ORDER BY started_position LIMIT @limit`;

const isMissingSchema = (error: unknown): boolean =>
  error instanceof Error && /no such (table|column)/i.test(error.message);

/**
 * Pages through the `games` read model on a read-only connection to the analytics database,
 * opened on first use. There is no page (null) before the projector has created the database and
 * the table, or while the table is of another version than this code's `gamesProjection`.
 *
 * @example
 * const reader = new GameListReader('./data/analytics.db');
 * reader.page(null, 50); // { checkpoint: 1234n, games: [{ id, players, revision, createdAt, position }, ...] }
 */
export class GameListReader {
  private db: Database.Database | undefined;

  constructor(readonly path: string) {}

  /** Up to `limit` games started after the global position `after` (null: from the first), oldest first. */
  page(after: bigint | null, limit: number): GameListPage | null {
    const db = this.connection();
    if (db === undefined) return null;
    try {
      // One read transaction: the rows and the checkpoint come from the same snapshot.
      return db.transaction(() => {
        const checkpoint = db
          .prepare<[string], [bigint, bigint | null]>('SELECT version, position FROM projection_checkpoints WHERE name = ?')
          .raw(true)
          .safeIntegers(true)
          .get(gamesProjection.name);
        if (checkpoint === undefined || Number(checkpoint[0]) !== gamesProjection.version) return null;
        const rows = db
          .prepare<[{ after: bigint; limit: number }], GameRow>(PAGE_SQL)
          .raw(true)
          .safeIntegers(true)
          .all({ after: after ?? -1n, limit });
        return { checkpoint: checkpoint[1], games: this.withPlayers(db, rows) };
      })();
    } catch (error: unknown) {
      if (isMissingSchema(error)) return null;
      throw error;
    }
  }

  close(): void {
    this.db?.close();
    this.db = undefined;
  }

  private withPlayers(db: Database.Database, rows: readonly GameRow[]): GameListEntry[] {
    if (rows.length === 0) return [];
    const players = new Map<string, string[]>(rows.map(([id]) => [id, []]));
    const seats = db
      .prepare<string[], [string, string]>(
        `SELECT game_id, player FROM game_players WHERE game_id IN (${rows.map(() => '?').join(', ')})
         ORDER BY game_id, setup_index`,
      )
      .raw(true)
      .all(...rows.map(([id]) => id));
    for (const [id, player] of seats) players.get(id)?.push(player);
    return rows.map(([id, position, startedAt, events]) => ({
      id,
      players: players.get(id) ?? [],
      revision: Number(events) - 1,
      createdAt: new Date(Number(startedAt)).toISOString(),
      position,
    }));
  }

  private connection(): Database.Database | undefined {
    if (this.db === undefined && existsSync(this.path)) {
      this.db = openAnalyticsDatabase(this.path, { readonly: true });
    }
    return this.db;
  }
}

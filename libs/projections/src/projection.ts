/**
 * A read model as a pure evolver over recorded game events: a name, a version, its SQL schema,
 * the SQL statements it may run, and `project(event, sql)`, which turns one event into row
 * changes through those statements only. The runner owns the connection, the transaction and
 * the checkpoint; a projection never sees any of them.
 */
import type { ProjectedEvent } from './projected-event';

/** Values SQLite binds: no booleans (use 0/1) and no dates (use epoch milliseconds). */
export type SqlValue = string | number | bigint | null;
export type SqlParams = Readonly<Record<string, SqlValue>>;

/**
 * One SQL statement with named `@param`s, typed by the parameters it binds and the row it returns.
 * The types are phantoms: only `sql` exists at run time.
 */
export interface SqlStatement<P extends SqlParams, R = never> {
  readonly sql: string;
  readonly params?: P;
  readonly row?: R;
}

/**
 * Declares a statement.
 *
 * @example
 * const addMana = sql<{ game: string; amount: number }>('UPDATE mana SET amount = amount + @amount WHERE game_id = @game');
 */
export function sql<P extends SqlParams, R = never>(text: string): SqlStatement<P, R> {
  return { sql: text };
}

export type StatementMap = Readonly<Record<string, SqlStatement<SqlParams, unknown>>>;
type ParamsOf<S> = S extends SqlStatement<infer P, unknown> ? P : never;
type RowOf<S> = S extends SqlStatement<SqlParams, infer R> ? R : never;

/** What a projection's handler may do: run its own statements, nothing else. */
export interface ProjectionSql<S extends StatementMap> {
  /** Runs a write. */
  run<K extends keyof S & string>(name: K, params: ParamsOf<S[K]>): void;
  /** Reads one row of the projection's own tables (e.g. which card an object id is). */
  get<K extends keyof S & string>(name: K, params: ParamsOf<S[K]>): RowOf<S[K]> | undefined;
  /**
   * Runs a write once, at the end of the batch (same transaction), with the last `params` given
   * for `key`: for statements that set a latest absolute value (a game's event count from the
   * revision, its last event's time), where only the last of a batch matters. Deferred writes
   * run in the order their keys were first given.
   */
  runLatest<K extends keyof S & string>(name: K, key: string, params: ParamsOf<S[K]>): void;
}

/** A read model. */
export interface Projection<S extends StatementMap = StatementMap> {
  /** Unique, kebab-case; names the projection in checkpoints and on the command line. */
  readonly name: string;
  /** Bump it when the schema or the meaning of the rows changes: the runner rebuilds from 0. */
  readonly version: number;
  readonly description: string;
  /** `CREATE TABLE` / `CREATE INDEX` statements. Table names are derived from them. */
  readonly schema: readonly string[];
  /** The tables `schema` creates, dropped on a version change or a rebuild. */
  readonly tables: readonly string[];
  readonly statements: S;
  /**
   * Event types `project` looks at; the runner skips the others without calling it. `'all'`
   * for projections that count every event, including types this engine does not know.
   */
  readonly eventTypes: ReadonlySet<string> | 'all';
  project(event: ProjectedEvent, sql: ProjectionSql<S>): void;
}

/** What `defineProjection` takes: everything but the derived table list. */
export type ProjectionDefinition<S extends StatementMap> = Omit<Projection<S>, 'tables'>;

const CREATE_TABLE = /^\s*CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?([A-Za-z_][A-Za-z0-9_]*)/i;
const NAME = /^[a-z][a-z0-9-]*$/;

/**
 * Checks a definition and derives its table list.
 *
 * @example
 * export const turnsProjection = defineProjection({
 *   name: 'turns', version: 1, description: 'Turns per game',
 *   schema: ['CREATE TABLE turns (game_id TEXT PRIMARY KEY, turns INTEGER NOT NULL) STRICT'],
 *   statements: { add: sql<{ game: string }>('INSERT INTO turns VALUES (@game, 1) ON CONFLICT DO UPDATE SET turns = turns + 1') },
 *   eventTypes: new Set(['TurnBegan']),
 *   project: (event, db) => { db.run('add', { game: event.gameId }); },
 * });
 */
export function defineProjection<S extends StatementMap>(
  definition: ProjectionDefinition<S>,
): Projection<S> {
  if (!NAME.test(definition.name)) {
    throw new Error(`projection name "${definition.name}" must be kebab-case`);
  }
  if (!Number.isSafeInteger(definition.version) || definition.version < 1) {
    throw new Error(`projection ${definition.name}: version must be a whole number ≥ 1`);
  }
  const tables = definition.schema.flatMap((statement) => {
    const match = CREATE_TABLE.exec(statement);
    return match?.[1] === undefined ? [] : [match[1]];
  });
  if (tables.length === 0) throw new Error(`projection ${definition.name} creates no table`);
  return { ...definition, tables };
}

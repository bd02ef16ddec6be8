import type Database from 'better-sqlite3';
import type { Projection, ProjectionSql, SqlParams, StatementMap } from './projection';

/**
 * `@name` parameters rewritten as anonymous `?`s, with the name of each in order (a name used
 * twice is bound twice): binding an array is about a third faster than binding an object, and
 * the runner binds a few statements per event.
 *
 * @example
 * positionalParameters('UPDATE t SET a = @x WHERE b = @y OR c = @x'); // { sql: 'UPDATE t SET a = ? WHERE b = ? OR c = ?', names: ['x', 'y', 'x'] }
 */
export function positionalParameters(text: string): { sql: string; names: string[] } {
  const names: string[] = [];
  const sql = text.replace(/@([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    names.push(name);
    return '?';
  });
  return { sql, names };
}

interface Prepared {
  readonly statement: Database.Statement;
  readonly names: readonly string[];
}

/** A projection's statements prepared on one connection, and its writes deferred to batch end. */
export interface PreparedProjection {
  readonly sql: ProjectionSql<StatementMap>;
  /** Runs the deferred writes (`runLatest`) and forgets them. */
  readonly endBatch: () => void;
  /** Forgets deferred writes of a batch that was not committed. */
  readonly discard: () => void;
}

/** Prepares a projection's statements on the runner's connection. */
export function prepareSql(db: Database.Database, projection: Projection): PreparedProjection {
  const prepared = new Map<string, Prepared>();
  for (const [name, statement] of Object.entries(projection.statements)) {
    const { sql, names } = positionalParameters(statement.sql);
    prepared.set(name, { statement: db.prepare(sql), names });
  }
  const bound = (name: string, params: SqlParams): [Database.Statement, unknown[]] => {
    const entry = prepared.get(name);
    if (entry === undefined) throw new Error(`${projection.name} has no statement ${name}`);
    const values = entry.names.map((param) => {
      const value = params[param];
      if (value === undefined)
        throw new Error(`${projection.name}.${name}: no value for @${param}`);
      return value;
    });
    return [entry.statement, values];
  };
  const deferred = new Map<string, { name: string; params: SqlParams }>();
  return {
    sql: {
      run: (name, params) => {
        const [statement, values] = bound(name, params);
        statement.run(...values);
      },
      get: (name, params) => {
        const [statement, values] = bound(name, params);
        return statement.get(...values);
      },
      runLatest: (name, key, params) => {
        deferred.set(`${name}\u0000${key}`, { name, params });
      },
    },
    endBatch: () => {
      for (const { name, params } of deferred.values()) {
        const [statement, values] = bound(name, params);
        statement.run(...values);
      }
      deferred.clear();
    },
    discard: () => {
      deferred.clear();
    },
  };
}

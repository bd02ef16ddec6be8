import Database from 'better-sqlite3';
import { defineProjection, sql } from './projection';
import { positionalParameters, prepareSql } from './projection-sql';

describe('projection statements', () => {
  it('bind @names positionally, a repeated name twice', () => {
    expect(positionalParameters('UPDATE t SET a = @x WHERE b = @y OR c = @x')).toEqual({
      sql: 'UPDATE t SET a = ? WHERE b = ? OR c = ?',
      names: ['x', 'y', 'x'],
    });
  });

  it('run, read, and defer the latest write per key to the end of the batch', () => {
    const db = new Database(':memory:');
    const projection = defineProjection({
      name: 'latest',
      version: 1,
      description: 'test',
      schema: ['CREATE TABLE t (k TEXT PRIMARY KEY, v INTEGER NOT NULL)'],
      statements: {
        put: sql<{ k: string; v: number }>(
          'INSERT INTO t VALUES (@k, @v) ON CONFLICT DO UPDATE SET v = @v',
        ),
        get: sql<{ k: string }, { v: number }>('SELECT v FROM t WHERE k = @k'),
      },
      eventTypes: 'all',
      project: () => undefined,
    });
    db.exec(projection.schema[0] ?? '');
    const { sql: statements, endBatch, discard } = prepareSql(db, projection);
    statements.run('put', { k: 'a', v: 1 });
    statements.runLatest('put', 'a', { k: 'a', v: 2 });
    statements.runLatest('put', 'a', { k: 'a', v: 3 });
    statements.runLatest('put', 'b', { k: 'b', v: 9 });
    expect(statements.get('get', { k: 'a' })).toEqual({ v: 1 });
    endBatch();
    expect(db.prepare('SELECT k, v FROM t ORDER BY k').all()).toEqual([
      { k: 'a', v: 3 },
      { k: 'b', v: 9 },
    ]);
    statements.runLatest('put', 'a', { k: 'a', v: 7 });
    discard();
    endBatch();
    expect(statements.get('get', { k: 'a' })).toEqual({ v: 3 });
    expect(() => {
      statements.run('put', { k: 'c' });
    }).toThrow('latest.put: no value for @v');
    db.close();
  });
});

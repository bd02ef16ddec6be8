import { MessageChannel } from 'node:worker_threads';
import Database from 'better-sqlite3';
import { fromWireStatus, toWireStatus } from './projector.protocol';
import type { RunnerStatus } from '@arbiter/projections';

function sqliteError(): Error {
  const db = new Database(':memory:');
  try {
    db.prepare('SELEC 1');
  } catch (err) {
    return err as Error;
  } finally {
    db.close();
  }
  throw new Error('no error');
}

function across(message: unknown): Promise<unknown> {
  const { port1, port2 } = new MessageChannel();
  return new Promise((ok) => {
    port2.once('message', (m: unknown) => {
      port1.close();
      ok(m);
    });
    port1.postMessage(message);
  });
}

describe("a failure's message crosses the projector thread", () => {
  it('keeps the message, name and code of a driver error that a structured clone would lose', async () => {
    const error = sqliteError();
    const raw = (await across({ kind: 'failed', error })) as { error: { message?: string } };
    expect(raw.error.message).toBeUndefined(); // what the API logged as "failed: undefined"
    const status = fromWireStatus((await across(toWireStatus({ kind: 'failed', error }))) as ReturnType<typeof toWireStatus>);
    expect(status.kind).toBe('failed');
    const failed = status as Extract<RunnerStatus, { kind: 'failed' }>;
    expect(failed.error.message).toBe(error.message);
    expect(failed.error.message).toMatch(/syntax error/);
    expect(failed.error.name).toBe('SqliteError');
    expect((failed.error as Error & { code?: string }).code).toBe('SQLITE_ERROR');
  });

  it('passes every other status as it is', () => {
    const idle: RunnerStatus = { kind: 'idle', position: 7n };
    expect(fromWireStatus(toWireStatus(idle))).toEqual(idle);
  });
});

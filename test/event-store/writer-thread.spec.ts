/**
 * The SQLite store's writer thread seen from outside: a process that forgets to close the store
 * still ends, and the thread's refusals reach the caller as the port's own errors.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { InvalidAppendError } from '@arbiter/event-store';
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import { exited } from './support/child-process';
import { temporaryDir } from './support/temp-dir';

const root = join(__dirname, '..', '..');

describe('SQLite writer thread', () => {
  let dir: ReturnType<typeof temporaryDir>;
  beforeEach(() => {
    dir = temporaryDir('writer-thread');
  });
  afterEach(() => {
    dir.remove();
  });

  it('does not keep a process alive once its appends are committed, even unclosed', async () => {
    const path = dir.file('forgotten.db');
    const child = spawn(
      process.execPath,
      [
        '-r',
        '@swc-node/register',
        '-r',
        'tsconfig-paths/register',
        join(__dirname, 'workers', 'append-and-forget.worker.ts'),
        path,
      ],
      {
        cwd: root,
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    // Failure guard only: a child kept alive by the thread would never exit.
    const guard = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const { code, signal } = await exited(child);
    clearTimeout(guard);
    expect({ code, signal, out }).toEqual({ code: 0, signal: null, out: 'appended 0\n' });
    const store = new SqliteEventStore({ path });
    const events = [];
    for await (const e of store.readStream('forgotten')) events.push(e.data);
    await store.close();
    expect(events).toEqual([{ open: true }]);
  });

  it.each(['inline', 'thread'] as const)(
    'refuses an event id stored in another stream (%s writer) as an invalid append',
    async (writer) => {
      const store = new SqliteEventStore({ path: dir.file(`ids-${writer}.db`), writer });
      const id = '6f1f7a3e-4a4b-4c1d-9a59-0e2b7c1d2e3f';
      await store.appendToStream('a', [{ id, type: 'X', data: {} }]);
      const refusal = await store
        .appendToStream('b', [{ id, type: 'X', data: {} }])
        .catch((err: unknown) => err);
      await store.close();
        // Name and message first: a refusal of another kind then says what it was.
      expect({ name: (refusal as Error).name, message: (refusal as Error).message }).toEqual({
        name: 'InvalidAppendError',
        message: 'Invalid append to b (duplicate_event_id): an event id is already stored',
      });
      expect(refusal).toBeInstanceOf(InvalidAppendError);
      expect(refusal).toMatchObject({ streamId: 'b', reason: 'duplicate_event_id' });
    },
  );

  it('refuses appends after close, and close is idempotent', async () => {
    const store = new SqliteEventStore({ path: dir.file('closed.db'), writer: 'thread' });
    await store.close();
    await store.close();
    await expect(store.appendToStream('s', [{ type: 'X', data: {} }])).rejects.toThrow('closed');
  });
});

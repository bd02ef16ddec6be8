/**
 * The SQLite store's writer thread seen from outside: a process that forgets to close the store
 * still ends, and a closed store refuses appends. (Its refusals crossing back as the port's own
 * errors are covered by the contract suite, which runs on the writer thread too.)
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
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

  /** Runs a script of `workers/` on a database file; a child kept alive is killed after 20 s. */
  async function runToExit(
    script: string,
    path: string,
  ): Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string }> {
    const child = spawn(
      process.execPath,
      [
        '-r',
        '@swc-node/register',
        '-r',
        'tsconfig-paths/register',
        join(__dirname, 'workers', script),
        path,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
    });
    // Failure guard only: a child kept alive by the thread would never exit.
    const guard = setTimeout(() => child.kill('SIGKILL'), 20_000);
    const { code, signal } = await exited(child);
    clearTimeout(guard);
    return { code, signal, out };
  }

  it('does not keep a process alive once its appends are committed, even unclosed', async () => {
    const path = dir.file('forgotten.db');
    expect(await runToExit('append-and-forget.worker.ts', path)).toEqual({
      code: 0,
      signal: null,
      out: 'appended 0\n',
    });
    const store = new SqliteEventStore({ path });
    const events = [];
    for await (const e of store.readStream('forgotten')) events.push(e.data);
    await store.close();
    expect(events).toEqual([{ open: true }]);
  });

  it('does not keep a process alive when nothing was appended, unclosed', async () => {
    expect(await runToExit('open-and-forget.worker.ts', dir.file('idle.db'))).toEqual({
      code: 0,
      signal: null,
      out: 'opened\n',
    });
  });

  it('refuses appends after close, and close is idempotent', async () => {
    const store = new SqliteEventStore({ path: dir.file('closed.db'), writer: 'thread' });
    await store.close();
    await store.close();
    await expect(store.appendToStream('s', [{ type: 'X', data: {} }])).rejects.toThrow('closed');
  });
});

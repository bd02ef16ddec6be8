import Database from 'better-sqlite3';
import { statSync } from 'node:fs';
import { verifyStream } from '@arbiter/event-store';
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import { exited, forkWorker, lineOnStdout } from './support/child-process';
import { temporaryDir } from './support/temp-dir';

const STREAM = 'game-bulk';

async function streamLength(path: string): Promise<number> {
  const store = new SqliteEventStore({ path });
  try {
    let count = 0;
    for await (const event of store.readStream(STREAM)) {
      expect(event.revision).toBe(BigInt(count));
      count++;
    }
    expect(await verifyStream(store, STREAM)).toEqual({ ok: true, firstBrokenRevision: null });
    return count;
  } finally {
    await store.close();
  }
}

async function seed(path: string): Promise<void> {
  const store = new SqliteEventStore({ path });
  await store.appendToStream(STREAM, [{ type: 'GameStarted', data: {} }], {
    expectedRevision: 'no_stream',
  });
  await store.close();
}

function integrity(path: string): unknown {
  const db = new Database(path, { readonly: true });
  try {
    return db.pragma('integrity_check', { simple: true });
  } finally {
    db.close();
  }
}

describe('a process killed in the middle of a 10,000-event append', () => {
  it('leaves none of the batch after SIGKILL inside the transaction', async () => {
    const tmp = temporaryDir('kill');
    const path = tmp.file('arbiter.db');
    try {
      await seed(path);
      const child = forkWorker('killed-append.worker.ts', [path, STREAM, 'pause']);
      await lineOnStdout(child, 'inside');
      // Half the batch is inserted and partly spilled to the WAL, uncommitted.
      expect(statSync(`${path}-wal`).size).toBeGreaterThan(0);
      child.kill('SIGKILL');
      expect((await exited(child)).signal).toBe('SIGKILL');

      expect(await streamLength(path)).toBe(1);
      expect(integrity(path)).toBe('ok');
    } finally {
      tmp.remove();
    }
  }, 60_000);

  it('holds all of it when the process is not killed', async () => {
    const tmp = temporaryDir('kill');
    const path = tmp.file('arbiter.db');
    try {
      await seed(path);
      const child = forkWorker('killed-append.worker.ts', [path, STREAM]);
      await lineOnStdout(child, 'committed');
      expect((await exited(child)).code).toBe(0);

      expect(await streamLength(path)).toBe(10_001);
    } finally {
      tmp.remove();
    }
  }, 60_000);
});

/**
 * The SQLite store's writer thread (`writer: 'thread'`): its own connection to the database file,
 * committing the appends the store posts. Appends that arrive while a commit (and its fsync) is
 * under way wait and share the next one, so the commit never blocks the store's event loop and
 * group commit grows with the load. Each reply lists the outcome of every append of one commit.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import { openEventDatabase, type SqliteDurability } from './sqlite.schema';
import { prepareStatements } from './sqlite.statements';
import {
  createBatchWriter,
  toWireError,
  type BatchOutcome,
  type PendingWrite,
} from './sqlite-writer';
import type { WriterReply, WriterRequest } from './sqlite-writer.protocol';

export interface WriterThreadData {
  readonly path: string;
  readonly durability: SqliteDurability;
  readonly busyTimeoutMs: number;
}

function parent(): MessagePort {
  if (parentPort === null) throw new Error('sqlite-writer.worker runs as a worker thread');
  return parentPort;
}
const port = parent();
const settings = workerData as WriterThreadData;
const db = openEventDatabase(settings.path, {
  durability: settings.durability,
  busyTimeoutMs: settings.busyTimeoutMs,
});
const writeBatch = createBatchWriter(db, prepareStatements(db));

let pending: (PendingWrite & { readonly seq: number })[] = [];
let scheduled = false;

function flush(): void {
  scheduled = false;
  const items = pending;
  pending = [];
  if (items.length === 0) return;
  let outcomes: BatchOutcome[];
  try {
    outcomes = writeBatch(items);
  } catch (error: unknown) {
    // The commit itself failed: nothing of the batch was written.
    outcomes = items.map(() => ({ error }));
  }
  const reply: WriterReply = {
    kind: 'written',
    outcomes: items.map((item, i) => {
      const outcome = outcomes[i];
      if (outcome === undefined || 'error' in outcome)
        return { seq: item.seq, error: toWireError(outcome?.error) };
      return { seq: item.seq, ok: outcome.ok };
    }),
  };
  port.postMessage(reply);
}

port.on('message', (request: WriterRequest) => {
  if (request.kind === 'close') {
    flush(); // appends already posted are committed, not dropped
    db.close();
    port.postMessage({ kind: 'closed' } satisfies WriterReply);
    port.close();
    return;
  }
  for (const append of request.appends) pending.push(append);
  if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
});

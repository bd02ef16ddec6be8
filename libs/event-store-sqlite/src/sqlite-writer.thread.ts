/**
 * The store's side of the writer thread: posts prepared appends to `sqlite-writer.worker`, and
 * hands each commit's outcomes back to the store.
 */
import { Worker } from 'node:worker_threads';
import type { AppendResult } from '@arbiter/event-store';
import { fromWireError, type BatchOutcome, type PendingWrite } from './sqlite-writer';
import type { PostedAppend, WriterReply, WriterRequest } from './sqlite-writer.protocol';
import type { WriterThreadData } from './sqlite-writer.worker';
import { workerScript } from './worker-script';

/**
 * An append waiting for its commit, with its caller: the prepared append also serves to build the
 * events it reports once committed.
 */
export interface WaitingAppend extends PendingWrite {
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: Error) => void;
}

export type Written = readonly {
  readonly waiting: WaitingAppend;
  readonly outcome: BatchOutcome;
}[];

const YOUNG_GENERATION_MB = 8;

export class WriterThread {
  private readonly worker: Worker;
  private readonly waiting = new Map<number, WaitingAppend>();
  private seq = 0;
  /** Appends not yet posted: those of one event-loop turn go in one message. */
  private outbox: PostedAppend[] = [];
  private failure: Error | undefined;
  private readonly closed: Promise<void>;

  constructor(
    data: WriterThreadData,
    private readonly onWritten: (written: Written) => void,
  ) {
    const { file, execArgv } = workerScript(__filename, 'sqlite-writer.worker');
    this.worker = new Worker(file, {
      workerData: data,
      execArgv,
      // The thread keeps nothing between commits: a small young generation keeps its memory small
      // (V8's default lets each thread's young generation grow to ~48 MB).
      resourceLimits: { maxYoungGenerationSizeMb: YOUNG_GENERATION_MB },
    });
    let markClosed: () => void = () => undefined;
    this.closed = new Promise<void>((resolve) => {
      markClosed = resolve;
    });
    this.worker.on('message', (reply: WriterReply) => {
      if (reply.kind === 'closed') markClosed();
      else this.receive(reply);
    });
    this.worker.on('error', (error: Error) => {
      this.fail(error);
    });
    this.worker.on('exit', (code: number) => {
      this.fail(new Error(`the SQLite writer thread has stopped (exit code ${code})`));
      markClosed();
    });
    // An idle writer doesn't keep the process alive; an append in flight does (see `post`).
    // After the listeners: adding a 'message' listener refs a worker again.
    this.worker.unref();
  }

  post(waiting: WaitingAppend): void {
    if (this.failure !== undefined) {
      waiting.reject(this.failure);
      return;
    }
    const seq = ++this.seq;
    this.waiting.set(seq, waiting);
    if (this.waiting.size === 1) this.worker.ref();
    // Each message wakes the writer (and may take the CPU from this thread on a busy machine):
    // the appends of one turn of the event loop travel together.
    this.outbox.push({ seq, prepared: waiting.prepared, created: waiting.created });
    if (this.outbox.length === 1)
      setImmediate(() => {
        this.send();
      });
  }

  private send(): void {
    const appends = this.outbox;
    this.outbox = [];
    if (appends.length > 0 && this.failure === undefined)
      this.worker.postMessage({ kind: 'append', appends } satisfies WriterRequest);
  }

  /** Commits what was posted, then stops the thread (its connection closed). */
  async close(): Promise<void> {
    if (this.failure === undefined) {
      this.worker.ref();
      this.send(); // posted appends are committed, not dropped
      this.worker.postMessage({ kind: 'close' } satisfies WriterRequest);
    }
    await this.closed;
    await this.worker.terminate();
  }

  private receive(reply: Extract<WriterReply, { kind: 'written' }>): void {
    const written: { waiting: WaitingAppend; outcome: BatchOutcome }[] = [];
    for (const item of reply.outcomes) {
      const waiting = this.waiting.get(item.seq);
      if (waiting === undefined) continue;
      this.waiting.delete(item.seq);
      written.push({
        waiting,
        outcome: 'error' in item ? { error: fromWireError(item.error) } : { ok: item.ok },
      });
    }
    if (this.waiting.size === 0) this.worker.unref();
    this.onWritten(written);
  }

  /** The thread is gone: every waiting append fails, and so will any later one. */
  private fail(error: Error): void {
    this.failure ??= error;
    for (const waiting of this.waiting.values()) waiting.reject(error);
    this.waiting.clear();
  }
}

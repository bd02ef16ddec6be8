import type Database from 'better-sqlite3';
import { defer, finalize, Subject, type Observable } from 'rxjs';
import {
  catchUp,
  checkAllFilter,
  checkSubscriptionStart,
  matchesFilter,
  planAllRead,
  planStreamRead,
  prepareAppend,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type AppendOptions,
  type AppendResult,
  type CatchUpPage,
  type EventData,
  type EventStore,
  type PreparedAppend,
  type ReadAllOptions,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeToAllOptions,
  type SubscribeToStreamOptions,
  type SubscriptionMessage,
} from '@arbiter/event-store';
import { defaultDatabasePath, openEventDatabase, type SqliteDurability } from './sqlite.schema';
import { betweenPages, isUniqueViolation, toRecordedEvent } from './sqlite-row.mapper';
import { prepareStatements, type EventRow, type EventStatements } from './sqlite.statements';
import {
  createBatchWriter,
  writtenRows,
  type BatchOutcome,
  type PendingWrite,
} from './sqlite-writer';
import { WriterThread, type WaitingAppend } from './sqlite-writer.thread';

/**
 * The result with the events as a read would return them, built when first asked for: parsing
 * them back is a good part of an append's cost, and most callers never look.
 */
function reporting(result: AppendResult, rows: () => readonly EventRow[]): AppendResult {
  let events: readonly RecordedEvent[] | undefined;
  return Object.defineProperty({ ...result }, 'events', {
    enumerable: true,
    get: () => (events ??= rows().map(toRecordedEvent)),
  });
}

/** Options of {@link SqliteEventStore}. */
export interface SqliteEventStoreOptions {
  /** Database file; defaults to `$ARBITER_DATA_DIR/arbiter.db` (`./data/arbiter.db`). */
  readonly path?: string;
  /**
   * An already open connection (from `openEventDatabase`) instead of `path`, for callers that
   * configure the connection further (functions, pragmas). The store owns it from then on and
   * closes it in `close()`.
   */
  readonly database?: Database.Database;
  /** `synchronous` pragma; defaults to `FULL` (ADR 0004). */
  readonly durability?: SqliteDurability;
  /** How often subscriptions look for appends made by other processes. Default 200 ms. */
  readonly pollIntervalMs?: number;
  /** Rows per page when reading and catching up. Default 500. */
  readonly pageSize?: number;
  /** How long an append waits for another process's write lock. Default 5000 ms. */
  readonly busyTimeoutMs?: number;
  /** Clock for `created` (tests pin it). */
  readonly now?: () => Date;
  /**
   * Where appends are committed. `inline` (default): on this connection, in this thread; a
   * commit (and its fsync) blocks the event loop while it runs. `thread`: on a writer thread
   * with its own connection, so the event loop goes on serving while a commit is under way and
   * appends arriving meanwhile share the next commit; it costs a thread and a second connection
   * (the platform's default, ADR 0010). Reads stay on this connection either way.
   */
  readonly writer?: 'inline' | 'thread';
}

/**
 * The embedded event store: one SQLite file in WAL mode through better-sqlite3. Each append is
 * one transaction (all events or none; appends committed together share one IMMEDIATE
 * transaction, see `sqlite-writer.ts`) that reads the stream's last revision and hash, checks
 * the expected revision, chains the hashes and inserts, in this thread or on a writer thread
 * (`writer`). Reads go page by page. Catch-up subscriptions are woken by this process's appends
 * and by a poll that notices other processes'.
 *
 * @example
 * const store = new SqliteEventStore({ path: './data/arbiter.db' });
 * await store.appendToStream('game-1', [{ type: 'GameStarted', data: {} }], { expectedRevision: 'no_stream' });
 * await store.close();
 */
export class SqliteEventStore implements EventStore {
  /** The database file in use. */
  readonly path: string;
  private readonly db: Database.Database;
  private readonly statements: EventStatements;
  /** The inline writer (`writer: 'inline'`), on this connection. */
  private readonly writeBatch: ((batch: readonly PendingWrite[]) => BatchOutcome[]) | undefined;
  /** The writer thread (`writer: 'thread'`), with its own connection. */
  private readonly writer: WriterThread | undefined;
  /** Appends waiting for the next group commit (see `appendToStream`). */
  private pending: WaitingAppend[] = [];
  private flushScheduled = false;
  private readonly changes$ = new Subject<void>();
  private readonly pollIntervalMs: number;
  private readonly pageSize: number;
  private readonly now: () => Date;
  private poller: NodeJS.Timeout | undefined;
  private subscribers = 0;
  private lastSeenPosition: bigint | null = null;
  private closed = false;

  constructor(options: SqliteEventStoreOptions = {}) {
    this.path = options.database?.name ?? options.path ?? defaultDatabasePath();
    this.pollIntervalMs = options.pollIntervalMs ?? 200;
    this.pageSize = options.pageSize ?? 500;
    this.now = options.now ?? (() => new Date());
    this.db =
      options.database ??
      openEventDatabase(this.path, {
        durability: options.durability ?? 'FULL',
        busyTimeoutMs: options.busyTimeoutMs ?? 5000,
      });
    this.statements = prepareStatements(this.db);
    if ((options.writer ?? 'inline') === 'thread') {
      if (this.path === ':memory:')
        throw new Error('a writer thread needs a database file, not :memory:');
      this.writer = new WriterThread(
        {
          path: this.path,
          durability: options.durability ?? 'FULL',
          busyTimeoutMs: options.busyTimeoutMs ?? 5000,
        },
        (outcomes) => {
          this.settle(outcomes);
        },
      );
    } else {
      this.writeBatch = createBatchWriter(this.db, this.statements);
    }
  }

  appendToStream(
    streamId: string,
    events: readonly EventData[],
    options?: AppendOptions,
  ): Promise<AppendResult> {
    let prepared: PreparedAppend;
    try {
      this.assertOpen();
      prepared = prepareAppend(streamId, events, options);
    } catch (error: unknown) {
      return Promise.reject(this.translate(error, streamId));
    }
    const created = this.now().getTime();
    return new Promise<AppendResult>((resolve, reject) => {
      const waiting: WaitingAppend = { prepared, created, resolve, reject };
      if (this.writer !== undefined) {
        this.writer.post(waiting);
        return;
      }
      this.pending.push(waiting);
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => {
          this.flush();
        });
      }
    });
  }

  /** Inline writer: commits every waiting append in one transaction, then settles each one. */
  private flush(): void {
    this.flushScheduled = false;
    const items = this.pending;
    this.pending = [];
    if (items.length === 0 || this.writeBatch === undefined) return;
    let outcomes: BatchOutcome[];
    try {
      this.assertOpen();
      outcomes = this.writeBatch(items);
    } catch (error: unknown) {
      // The commit itself failed (e.g. the write lock wasn't granted in time): nothing was written.
      outcomes = items.map(() => ({ error }));
    }
    this.settle(
      items.map((item, i) => ({
        waiting: item,
        outcome: outcomes[i] ?? { error: new Error('no outcome') },
      })),
    );
  }

  /** Settles appends once their commit is over, and wakes subscriptions when anything landed. */
  private settle(outcomes: readonly { waiting: WaitingAppend; outcome: BatchOutcome }[]): void {
    let wrote = false;
    for (const { waiting, outcome } of outcomes) {
      if ('error' in outcome) {
        waiting.reject(this.translate(outcome.error, waiting.prepared.streamId));
        continue;
      }
      const { result, written } = outcome.ok;
      if (outcome.ok.wrote) {
        wrote = true;
        if (this.lastSeenPosition === null || result.position > this.lastSeenPosition)
          this.lastSeenPosition = result.position;
      }
      waiting.resolve(
        written === undefined
          ? result
          : reporting(result, () =>
              writtenRows(waiting.prepared, waiting.created, result.nextExpectedRevision, written),
            ),
      );
    }
    if (wrote && !this.closed) this.changes$.next();
  }

  /** Maps SQLite constraint failures onto the port's errors. */
  private translate(error: unknown, streamId: string): Error {
    if (isUniqueViolation(error, 'events.stream_id')) {
      // Unreachable with IMMEDIATE transactions; kept so a broken lock still reads as a conflict.
      const head = this.statements.lastOfStream.get(streamId);
      return new WrongExpectedVersionError(streamId, 'any', head?.[0] ?? 'no_stream');
    }
    return error instanceof Error ? error : new Error(String(error));
  }

  async *readStream(streamId: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent> {
    const plan = planStreamRead(options);
    this.assertOpen();
    const forwards = plan.direction === 'forwards';
    const statement = forwards ? this.statements.streamForwards : this.statements.streamBackwards;
    let remaining = plan.maxCount;
    let from = plan.from;
    let first = true;
    for (;;) {
      const limit = Math.min(this.pageSize, remaining);
      const rows = limit > 0 ? statement.all(streamId, from, limit) : [];
      if (first && rows.length === 0 && this.statements.streamExists.get(streamId) === undefined) {
        throw new StreamNotFoundError(streamId);
      }
      first = false;
      for (const row of rows) yield toRecordedEvent(row);
      remaining -= rows.length;
      const last = rows[rows.length - 1];
      if (last === undefined || rows.length < limit || remaining <= 0) return;
      from = forwards ? last[3] + 1n : last[3] - 1n;
      if (from < 0n) return;
      await betweenPages();
    }
  }

  async *readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent> {
    const plan = planAllRead(options);
    this.assertOpen();
    let remaining = plan.maxCount;
    let from = plan.from;
    while (remaining > 0) {
      const rows = this.statements.allFrom.all(from, this.pageSize);
      for (const row of rows) {
        if (!matchesFilter(plan.filter, row[4], row[2])) continue;
        yield toRecordedEvent(row);
        if (--remaining <= 0) return;
      }
      const last = rows[rows.length - 1];
      if (last === undefined || rows.length < this.pageSize) return;
      from = last[0] + 1n;
      await betweenPages();
    }
  }

  subscribeToStream(
    streamId: string,
    options: SubscribeToStreamOptions = {},
  ): Observable<SubscriptionMessage> {
    return this.subscription(() => {
      checkSubscriptionStart(options.afterRevision, 'afterRevision');
      const readPage = (after: bigint): CatchUpPage<bigint> => {
        const rows = this.statements.streamForwards.all(streamId, after + 1n, this.pageSize);
        return {
          events: rows.map(toRecordedEvent),
          cursor: rows[rows.length - 1]?.[3] ?? after,
          done: rows.length < this.pageSize,
        };
      };
      return catchUp(options.afterRevision ?? -1n, readPage, this.changes$);
    });
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): Observable<SubscriptionMessage> {
    return this.subscription(() => {
      checkSubscriptionStart(options.afterPosition, 'afterPosition');
      const filter = checkAllFilter(options.filter);
      const readPage = (after: bigint): CatchUpPage<bigint> => {
        const rows = this.statements.allFrom.all(after + 1n, this.pageSize);
        return {
          events: rows.filter((row) => matchesFilter(filter, row[4], row[2])).map(toRecordedEvent),
          cursor: rows[rows.length - 1]?.[0] ?? after,
          done: rows.length < this.pageSize,
        };
      };
      return catchUp(options.afterPosition ?? 0n, readPage, this.changes$);
    });
  }

  /** Counts live subscriptions, so the poll runs only while someone listens. */
  private subscription(
    open: () => Observable<SubscriptionMessage>,
  ): Observable<SubscriptionMessage> {
    return defer(() => {
      const source = open();
      this.subscribers++;
      this.startPolling();
      return source.pipe(
        finalize(() => {
          this.subscribers--;
          if (this.subscribers === 0) this.stopPolling();
        }),
      );
    });
  }

  /** Appends from other processes reach no Subject here: poll the highest position instead. */
  private startPolling(): void {
    if (this.poller !== undefined || this.closed) return;
    this.lastSeenPosition = this.statements.maxPosition.get()?.[0] ?? null;
    this.poller = setInterval(() => {
      if (this.closed) return;
      const latest = this.statements.maxPosition.get()?.[0] ?? null;
      if (latest !== this.lastSeenPosition) {
        this.lastSeenPosition = latest;
        this.changes$.next();
      }
    }, this.pollIntervalMs);
    // A subscription alone must not keep the process (or jest) alive.
    this.poller.unref();
  }

  private stopPolling(): void {
    if (this.poller !== undefined) clearInterval(this.poller);
    this.poller = undefined;
  }

  /** Ends every subscription, stops polling and closes the database. Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    // Appends already accepted are committed, not dropped.
    if (this.writer === undefined) this.flush();
    this.closed = true;
    if (this.writer !== undefined) await this.writer.close();
    this.stopPolling();
    this.changes$.complete();
    this.db.close();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event store is closed');
  }
}

import type Database from 'better-sqlite3';
import { defer, finalize, Subject, type Observable } from 'rxjs';
import {
  catchUp,
  chainHash,
  checkAllFilter,
  checkSubscriptionStart,
  decideAppend,
  GENESIS_HASH,
  InvalidAppendError,
  matchesFilter,
  metadataJsonWithHash,
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
}

/**
 * The embedded event store: one SQLite file in WAL mode through better-sqlite3. Each append is
 * one IMMEDIATE transaction (all events or none) that reads the stream's last revision and hash,
 * checks the expected revision, chains the hashes and inserts. Reads go page by page. Catch-up
 * subscriptions are woken by this process's appends and by a poll that notices other processes'.
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
  private readonly writeBatch: (batch: readonly PendingAppend[]) => BatchOutcome[];
  /** Appends waiting for the next group commit (see `appendToStream`). */
  private pending: PendingAppend[] = [];
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
    // One append = one nested transaction (a SAVEPOINT): all its events or none, and a refused
    // append (wrong expected revision, duplicate id) rolls back alone. Appends made in the same
    // tick share one outer IMMEDIATE transaction, so one commit (one fsync at FULL) serves them
    // all — group commit. IMMEDIATE takes the write lock before reading any stream's head, so
    // two processes can't both read revision n and then race.
    const single = this.db.transaction((prepared: PreparedAppend) => this.write(prepared));
    const batch = this.db.transaction((items: readonly PendingAppend[]): BatchOutcome[] =>
      items.map((item) => {
        try {
          return { ok: single(item.prepared) };
        } catch (error: unknown) {
          return { error };
        }
      }),
    );
    // A lone append needs no savepoint: its own transaction is cheaper (measured: ~25% on
    // 100-event appends), and a refusal rolls back the same.
    this.writeBatch = (items) => {
      const [only] = items;
      if (items.length > 1 || only === undefined) return batch.immediate(items);
      try {
        return [{ ok: single.immediate(only.prepared) }];
      } catch (error: unknown) {
        return [{ error }];
      }
    };
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
    return new Promise<AppendResult>((resolve, reject) => {
      this.pending.push({ prepared, resolve, reject });
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => {
          this.flush();
        });
      }
    });
  }

  /** Commits every waiting append in one transaction, then settles each one's promise. */
  private flush(): void {
    this.flushScheduled = false;
    const items = this.pending;
    this.pending = [];
    if (items.length === 0) return;
    let outcomes: BatchOutcome[];
    try {
      this.assertOpen();
      outcomes = this.writeBatch(items);
    } catch (error: unknown) {
      // The commit itself failed (e.g. the write lock wasn't granted in time): nothing was written.
      for (const item of items) item.reject(this.translate(error, item.prepared.streamId));
      return;
    }
    let wrote = false;
    for (const [i, item] of items.entries()) {
      const outcome = outcomes[i];
      if (outcome === undefined || 'error' in outcome) {
        item.reject(this.translate(outcome?.error, item.prepared.streamId));
        continue;
      }
      if (outcome.ok.wrote) {
        wrote = true;
        if (this.lastSeenPosition === null || outcome.ok.result.position > this.lastSeenPosition)
          this.lastSeenPosition = outcome.ok.result.position;
      }
      // The events as a read would return them, built only once their commit has succeeded.
      const { rows } = outcome.ok;
      item.resolve(
        rows === undefined
          ? outcome.ok.result
          : { ...outcome.ok.result, events: rows.map(toRecordedEvent) },
      );
    }
    if (wrote) this.changes$.next();
  }

  /** The body of the write transaction: check, chain, insert. */
  private write(prepared: PreparedAppend): WriteOutcome {
    const { streamId, events } = prepared;
    const { statements } = this;
    const head = statements.lastOfStream.get(streamId);
    const decision = decideAppend(
      streamId,
      prepared.expectedRevision,
      events.map((e) => e.id),
      {
        currentRevision: head?.[0] ?? -1n,
        eventsFrom: (revision, count) =>
          statements.idsFrom
            .all(streamId, revision, count)
            .map(([id, position]) => ({ id, position })),
        revisionOf: (id) => {
          const found = statements.revisionOfId.get(id);
          return found?.[0] === streamId ? found[1] : undefined;
        },
      },
    );
    if (decision.kind === 'idempotent') return { result: decision.result, wrote: false };

    let previous = head?.[1] ?? GENESIS_HASH;
    let revision = (head?.[0] ?? -1n) + 1n;
    let position = 0n;
    const created = this.now().getTime();
    const rows: EventRow[] = [];
    for (const event of events) {
      previous = chainHash(previous, event.canonical);
      const metadataJson = metadataJsonWithHash(event.metadataJson, previous);
      const info = statements.insert.run(
        event.id,
        streamId,
        revision,
        event.type,
        event.dataJson,
        metadataJson,
        previous,
        created,
      );
      position = BigInt(info.lastInsertRowid);
      rows.push([
        position,
        event.id,
        streamId,
        revision,
        event.type,
        event.dataJson,
        metadataJson,
        BigInt(created),
      ]);
      revision++;
    }
    return { result: { nextExpectedRevision: revision - 1n, position }, wrote: true, rows };
  }

  /** Maps SQLite constraint failures onto the port's errors. */
  private translate(error: unknown, streamId: string): Error {
    if (isUniqueViolation(error, 'events.id')) {
      return new InvalidAppendError(
        streamId,
        'duplicate_event_id',
        'an event id is already stored',
      );
    }
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
  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    this.flush(); // appends already accepted are committed, not dropped
    this.closed = true;
    this.stopPolling();
    this.changes$.complete();
    this.db.close();
    return Promise.resolve();
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event store is closed');
  }
}

interface PendingAppend {
  readonly prepared: PreparedAppend;
  readonly resolve: (result: AppendResult) => void;
  readonly reject: (error: Error) => void;
}

interface WriteOutcome {
  readonly result: AppendResult;
  readonly wrote: boolean;
  /** The rows written (absent for an idempotent repeat). */
  readonly rows?: readonly EventRow[];
}

type BatchOutcome = { readonly ok: WriteOutcome } | { readonly error: unknown };

import { defer, Subject, type Observable } from 'rxjs';
import { decideAppend, type StoredEventRef } from './append-decision';
import { chainHashes, metadataJsonWithHash, prepareAppend } from './append-preparation';
import { catchUp, type CatchUpPage } from './catch-up.subscription';
import { GENESIS_HASH } from './event-hash';
import { StreamNotFoundError } from './event-store.errors';
import type { EventStore } from './event-store.port';
import type {
  AppendOptions,
  AppendResult,
  EventData,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  RecordedMetadata,
  SubscribeToAllOptions,
  SubscribeToStreamOptions,
  SubscriptionMessage,
} from './event-store.types';
import {
  checkAllFilter,
  checkSubscriptionStart,
  matchesFilter,
  planAllRead,
  planStreamRead,
} from './read-options';

/** One stored event, kept serialised (as a real store would) so readers never share objects. */
interface StoredRow {
  readonly id: string;
  readonly streamId: string;
  readonly revision: bigint;
  readonly position: bigint;
  readonly type: string;
  readonly dataJson: string;
  readonly metadataJson: string;
  readonly hash: string;
  readonly created: number;
}

interface StoredStream {
  readonly rows: StoredRow[];
  /** Event id → revision, for idempotency checks. */
  readonly revisions: Map<string, bigint>;
}

/** Options of {@link InMemoryEventStore}. */
export interface InMemoryEventStoreOptions {
  /** Clock for `created` (tests pin it). */
  readonly now?: () => Date;
  /** Events per page when reading and catching up. */
  readonly pageSize?: number;
}

function toRecorded(row: StoredRow): RecordedEvent {
  return {
    id: row.id,
    type: row.type,
    data: JSON.parse(row.dataJson) as unknown,
    metadata: JSON.parse(row.metadataJson) as RecordedMetadata,
    streamId: row.streamId,
    revision: row.revision,
    position: row.position,
    created: new Date(row.created),
  };
}

/**
 * The event store in memory: the reference semantics of the port, and the store of unit tests.
 * Positions start at 1n and are contiguous (the contract promises only that they increase).
 *
 * @example
 * const store = new InMemoryEventStore();
 * await store.appendToStream('game-1', [{ type: 'GameStarted', data: {} }], { expectedRevision: 'no_stream' });
 * await store.close();
 */
export class InMemoryEventStore implements EventStore {
  private readonly all: StoredRow[] = [];
  private readonly streams = new Map<string, StoredStream>();
  private readonly appended$ = new Subject<void>();
  private readonly now: () => Date;
  private readonly pageSize: number;
  private closed = false;

  constructor(options: InMemoryEventStoreOptions = {}) {
    this.now = options.now ?? (() => new Date());
    this.pageSize = options.pageSize ?? 500;
  }

  appendToStream(
    streamId: string,
    events: readonly EventData[],
    options?: AppendOptions,
  ): Promise<AppendResult> {
    try {
      return Promise.resolve(this.appendNow(streamId, events, options));
    } catch (error: unknown) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }

  private appendNow(
    streamId: string,
    events: readonly EventData[],
    options?: AppendOptions,
  ): AppendResult {
    this.assertOpen();
    const prepared = prepareAppend(streamId, events, options);
    const ids = prepared.events.map((e) => e.id);
    const stream = this.streams.get(streamId);
    const rows = stream?.rows ?? [];
    const decision = decideAppend(streamId, prepared.expectedRevision, ids, {
      currentRevision: BigInt(rows.length) - 1n,
      eventsFrom: (revision, count): StoredEventRef[] =>
        rows
          .slice(Number(revision), Number(revision) + count)
          .map((r) => ({ id: r.id, position: r.position })),
      revisionOf: (id) => stream?.revisions.get(id),
    });
    if (decision.kind === 'idempotent') return decision.result;

    const target = stream ?? { rows: [], revisions: new Map<string, bigint>() };
    const hashes = chainHashes(
      target.rows[target.rows.length - 1]?.hash ?? GENESIS_HASH,
      prepared.events,
    );
    const created = this.now().getTime();
    const written = prepared.events.map((event, i): StoredRow => {
      const hash = hashes[i] ?? '';
      const row: StoredRow = {
        id: event.id,
        streamId,
        revision: BigInt(target.rows.length),
        position: BigInt(this.all.length + 1),
        type: event.type,
        dataJson: event.dataJson,
        metadataJson: metadataJsonWithHash(event.metadataJson, hash),
        hash,
        created,
      };
      target.rows.push(row);
      target.revisions.set(row.id, row.revision);
      this.all.push(row);
      return row;
    });
    this.streams.set(streamId, target);
    this.appended$.next();
    const last = written[written.length - 1];
    if (last === undefined) throw new Error('unreachable: prepared appends are never empty');
    return {
      nextExpectedRevision: last.revision,
      position: last.position,
      events: written.map(toRecorded),
    };
  }

  async *readStream(streamId: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent> {
    const plan = planStreamRead(options);
    this.assertOpen();
    const rows = this.streams.get(streamId)?.rows;
    if (rows === undefined) throw new StreamNotFoundError(streamId);
    const forwards = plan.direction === 'forwards';
    let index = forwards
      ? Number(plan.from < BigInt(rows.length) ? plan.from : BigInt(rows.length))
      : Number(plan.from < BigInt(rows.length) ? plan.from : BigInt(rows.length - 1));
    for (let emitted = 0; emitted < plan.maxCount; emitted++) {
      const row = rows[index];
      if (row === undefined) return;
      yield await Promise.resolve(toRecorded(row));
      index += forwards ? 1 : -1;
    }
  }

  async *readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent> {
    const plan = planAllRead(options);
    this.assertOpen();
    let index = plan.from > 0n ? Number(plan.from) - 1 : 0;
    for (let emitted = 0; emitted < plan.maxCount; index++) {
      const row = this.all[index];
      if (row === undefined) return;
      if (!matchesFilter(plan.filter, row.type, row.streamId)) continue;
      emitted++;
      yield await Promise.resolve(toRecorded(row));
    }
  }

  subscribeToStream(
    streamId: string,
    options: SubscribeToStreamOptions = {},
  ): Observable<SubscriptionMessage> {
    return defer(() => {
      checkSubscriptionStart(options.afterRevision, 'afterRevision');
      const readPage = (after: bigint): CatchUpPage<bigint> => {
        const rows = this.streams.get(streamId)?.rows ?? [];
        const page = rows.slice(Number(after + 1n), Number(after + 1n) + this.pageSize);
        return {
          events: page.map(toRecorded),
          cursor: page[page.length - 1]?.revision ?? after,
          done: page.length < this.pageSize,
        };
      };
      return catchUp(options.afterRevision ?? -1n, readPage, this.appended$);
    });
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): Observable<SubscriptionMessage> {
    return defer(() => {
      checkSubscriptionStart(options.afterPosition, 'afterPosition');
      const filter = checkAllFilter(options.filter);
      const readPage = (after: bigint): CatchUpPage<bigint> => {
        // Position p lives at index p - 1, so the rows after `after` start at index `after`.
        const page = this.all.slice(Number(after), Number(after) + this.pageSize);
        return {
          events: page.filter((r) => matchesFilter(filter, r.type, r.streamId)).map(toRecorded),
          cursor: page[page.length - 1]?.position ?? after,
          done: page.length < this.pageSize,
        };
      };
      return catchUp(options.afterPosition ?? 0n, readPage, this.appended$);
    });
  }

  close(): Promise<void> {
    this.closed = true;
    this.appended$.complete();
    return Promise.resolve();
  }

  /**
   * Rewrites a stored event's data behind the hash chain's back, as an attacker editing the
   * storage would: for tests of tamper evidence only.
   */
  tamper(streamId: string, revision: bigint, edit: (dataJson: string) => string): void {
    const rows = this.streams.get(streamId)?.rows;
    const index = rows?.findIndex((r) => r.revision === revision) ?? -1;
    const row = rows?.[index];
    if (rows === undefined || row === undefined) throw new StreamNotFoundError(streamId);
    const edited = { ...row, dataJson: edit(row.dataJson) };
    rows[index] = edited;
    this.all[Number(row.position) - 1] = edited;
  }

  private assertOpen(): void {
    if (this.closed) throw new Error('The event store is closed');
  }
}

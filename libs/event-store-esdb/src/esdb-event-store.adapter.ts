import {
  EventStoreDBClient,
  START,
  eventTypeFilter,
  excludeSystemEvents,
  streamNameFilter,
} from '@eventstore/db-client';
import type { Filter, Position } from '@eventstore/db-client';
import { defer } from 'rxjs';
import type { Observable } from 'rxjs';
import { checkAllFilter, checkSubscriptionStart, matchesFilter } from '@arbiter/event-store';
import type {
  AllFilter,
  AppendOptions,
  AppendResult,
  EventData,
  EventStore,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
  SubscribeToStreamOptions,
  SubscriptionMessage,
} from '@arbiter/event-store';
import { EsdbAppender } from './esdb-appender';
import { catchUpSubscription } from './esdb-catch-up.subscription';
import type { SubscriptionTarget } from './esdb-catch-up.subscription';
import { resolveEsdbOptions } from './esdb-event-store.options';
import type { EsdbEventStoreOptions, ResolvedEsdbOptions } from './esdb-event-store.options';
import { esdbPosition, portPosition } from './esdb-position.mapping';
import { readAllEvents, readStreamEvents } from './esdb-reader';
import { isUserEvent } from './esdb-recorded-event.mapper';
import { StreamHashCache } from './stream-hash.cache';

/**
 * The event-store port on EventStoreDB (gRPC, `@eventstore/db-client` 6.x).
 *
 * Mapping, in short (details beside each part):
 * - revisions are the client's bigints as they are; global positions are `$all` commit
 *   positions (`esdb-position.mapping.ts`);
 * - the client's `WrongExpectedVersionError` / `StreamNotFoundError` become the port's;
 * - appends fill the hash chain race-free (`EsdbAppender`);
 * - reads are the client's streamed reads as async iterables (`esdb-reader.ts`);
 * - subscriptions are `subscribeToStream` / `subscribeToAll` with server-side filters as
 *   Observables (`esdb-catch-up.subscription.ts`), resuming after the last handled event;
 * - `close()` completes the subscriptions and disposes the client (open gRPC calls would
 *   otherwise keep the process, and jest, alive).
 *
 * @example
 * const store = EsdbEventStore.connect('esdb://localhost:2113?tls=false');
 * await store.appendToStream('game-1', [{ type: 'GameStarted', data: {} }], { expectedRevision: 'no_stream' });
 * await store.close();
 */
export class EsdbEventStore implements EventStore {
  private readonly options: ResolvedEsdbOptions;
  private readonly appender: EsdbAppender;
  private readonly openSubscriptions = new Set<() => void>();
  private closing: Promise<void> | undefined;

  constructor(
    private readonly client: EventStoreDBClient,
    options: EsdbEventStoreOptions = {},
  ) {
    this.options = resolveEsdbOptions(options);
    this.appender = new EsdbAppender(
      client,
      new StreamHashCache(this.options.hashCacheSize),
      this.options,
    );
  }

  /**
   * A store on a new client for `connectionString` (e.g. `esdb://host:2113?tls=false`); the store
   * owns the client and disposes it on `close()`.
   */
  static connect(connectionString: string, options?: EsdbEventStoreOptions): EsdbEventStore {
    return new EsdbEventStore(EventStoreDBClient.connectionString(connectionString), options);
  }

  appendToStream(
    streamId: string,
    events: readonly EventData[],
    options?: AppendOptions,
  ): Promise<AppendResult> {
    return this.whenOpen(() => this.appender.append(streamId, events, options));
  }

  async *readStream(streamId: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent> {
    this.assertOpen();
    yield* readStreamEvents(this.client, streamId, options);
  }

  async *readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent> {
    this.assertOpen();
    yield* readAllEvents(this.client, options);
  }

  subscribeToStream(
    streamId: string,
    options: SubscribeToStreamOptions = {},
  ): Observable<SubscriptionMessage> {
    return defer(() => {
      this.assertOpen();
      checkSubscriptionStart(options.afterRevision, 'afterRevision');
      const target: SubscriptionTarget = {
        open: (after) => this.client.subscribeToStream(streamId, { fromRevision: after ?? START }),
        cursorOf: (event) => event.revision,
        accepts: () => true,
      };
      return catchUpSubscription(
        target,
        options.afterRevision,
        this.resubscribePolicy(),
        this.openSubscriptions,
      );
    });
  }

  subscribeToAll(options: SubscribeToAllOptions = {}): Observable<SubscriptionMessage> {
    return defer(() => {
      this.assertOpen();
      checkSubscriptionStart(options.afterPosition, 'afterPosition');
      const filter = checkAllFilter(options.filter);
      const accepts = (event: { streamId: string; type: string }): boolean =>
        isUserEvent(event.streamId, event.type) &&
        matchesFilter(filter, event.type, event.streamId);
      const target: SubscriptionTarget = {
        open: (after, onCheckpoint) =>
          this.client.subscribeToAll({
            fromPosition: after === undefined ? START : esdbPosition(after),
            filter: serverFilter(filter, (subscription, position) => {
              onCheckpoint(subscription, portPosition(position));
            }),
          }),
        cursorOf: (event) => event.position,
        accepts,
        checkpointIsSafe: (checkpoint) => this.nothingWantedAt(checkpoint, accepts),
      };
      return catchUpSubscription(
        target,
        options.afterPosition,
        this.resubscribePolicy(),
        this.openSubscriptions,
      );
    });
  }

  /** Completes open subscriptions, then disposes the client. Idempotent. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      for (const complete of [...this.openSubscriptions]) complete();
      this.openSubscriptions.clear();
      await this.client.dispose();
    })();
    return this.closing;
  }

  /**
   * KurrentDB#4970 guard: a server checkpoint is safe to resume after only if the record at
   * exactly that position exists and is one this subscription does not want. A checkpoint that
   * names the end of the log, or a wanted event, is ignored (the subscription then resumes after
   * its last handled event and re-reads the gap instead of skipping into it).
   */
  private async nothingWantedAt(
    checkpoint: bigint,
    accepts: (event: { streamId: string; type: string }) => boolean,
  ): Promise<boolean> {
    let safe = false;
    // One record, read to the end: leaving the loop early would leave the call open.
    for await (const resolved of this.client.readAll({
      fromPosition: esdbPosition(checkpoint),
      maxCount: 1,
    })) {
      const event = resolved.event;
      safe = event !== undefined && portPosition(event.position) === checkpoint && !accepts(event);
    }
    return safe;
  }

  private resubscribePolicy(): { maxAttempts: number; delayMs: number } {
    return {
      maxAttempts: this.options.maxResubscribeAttempts,
      delayMs: this.options.resubscribeDelayMs,
    };
  }

  private whenOpen<T>(work: () => Promise<T>): Promise<T> {
    try {
      this.assertOpen();
    } catch (error: unknown) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    return work();
  }

  private assertOpen(): void {
    if (this.closing !== undefined) throw new Error('The event store is closed');
  }
}

/**
 * The port's `$all` filter as a server-side filter. Without one, system events are excluded on
 * the server (`excludeSystemEvents`); with one, the prefixes do it (user prefixes never start with
 * `$`), and `accepts` re-checks on the client anyway.
 */
function serverFilter(
  filter: AllFilter | undefined,
  checkpointReached: (
    subscription: Parameters<NonNullable<Filter['checkpointReached']>>[0],
    position: Position,
  ) => void,
): Filter {
  if (filter === undefined) return excludeSystemEvents({ checkpointReached });
  const prefixes = [...filter.prefixes];
  return filter.by === 'eventType'
    ? eventTypeFilter({ prefixes, checkpointReached })
    : streamNameFilter({ prefixes, checkpointReached });
}

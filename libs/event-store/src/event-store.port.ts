import type { Observable } from 'rxjs';
import type {
  AppendOptions,
  AppendResult,
  EventData,
  ReadAllOptions,
  ReadStreamOptions,
  RecordedEvent,
  SubscribeToAllOptions,
  SubscribeToStreamOptions,
  SubscriptionMessage,
} from './event-store.types';

/**
 * The event store, as the rest of Arbiter sees it. Semantics follow EventStoreDB; every adapter
 * (memory, SQLite, EventStoreDB) must pass `describeEventStoreContract`.
 *
 * @example
 * const { nextExpectedRevision } = await store.appendToStream(
 *   'game-42',
 *   [{ type: 'GameStarted', data: { players: ['alice', 'bob'] } }],
 *   { expectedRevision: 'no_stream' },
 * );
 * for await (const event of store.readStream('game-42')) console.log(event.type);
 */
export interface EventStore {
  /**
   * Appends all the events or none. Computes each event's `metadata.hash` (the chain) and fills
   * `$correlationId` / `$causationId` defaults. Re-appending the same event ids at the same
   * expected revision is idempotent: it writes nothing and returns the original result.
   *
   * @throws WrongExpectedVersionError when the stream is not at `expectedRevision`, or when the
   *   ids only partly match events already stored there.
   * @throws InvalidAppendError for bad input (nothing is written).
   */
  appendToStream(
    streamId: string,
    events: readonly EventData[],
    options?: AppendOptions,
  ): Promise<AppendResult>;

  /**
   * Reads a stream lazily, page by page (never the whole stream in memory).
   *
   * @throws StreamNotFoundError (on iteration) when the stream does not exist.
   * @throws InvalidReadError (on iteration) for a negative revision or a bad `maxCount`.
   */
  readStream(streamId: string, options?: ReadStreamOptions): AsyncIterable<RecordedEvent>;

  /** Reads `$all` forwards from a global position, optionally filtered, lazily. */
  readAll(options?: ReadAllOptions): AsyncIterable<RecordedEvent>;

  /**
   * Catch-up subscription to one stream: history, then `caughtUp`, then live events. A stream
   * that does not exist yet is waited for (history is empty). Cold: each subscriber gets its own.
   */
  subscribeToStream(
    streamId: string,
    options?: SubscribeToStreamOptions,
  ): Observable<SubscriptionMessage>;

  /** Catch-up subscription to `$all` (user events only), optionally filtered. */
  subscribeToAll(options?: SubscribeToAllOptions): Observable<SubscriptionMessage>;

  /** Completes every open subscription and releases the adapter's resources. Idempotent. */
  close(): Promise<void>;
}

/**
 * The shapes that cross the event-store port. They mirror EventStoreDB's client (revisions and
 * positions are `bigint`, expected revisions are `any` / `no_stream` / `stream_exists` / exact) so
 * that the EventStoreDB adapter is a thin mapping and the embedded adapters behave the same way.
 */

/**
 * The revision the caller expects the stream to be at before its append (optimistic concurrency).
 * - `'any'`: no check.
 * - `'no_stream'`: the stream must not exist yet.
 * - `'stream_exists'`: the stream must hold at least one event.
 * - a `bigint`: the revision of the stream's last event must be exactly this one.
 *
 * @example
 * await store.appendToStream('game-1', [started], { expectedRevision: 'no_stream' });
 * await store.appendToStream('game-1', [drawn], { expectedRevision: 0n });
 */
export type ExpectedRevision = 'any' | 'no_stream' | 'stream_exists' | bigint;

/** What a stream actually was at when an append was refused (`'no_stream'` when it did not exist). */
export type ActualRevision = 'no_stream' | bigint;

/**
 * Caller-supplied metadata. Any JSON object; the port reserves three keys:
 * `$correlationId` and `$causationId` (EventStoreDB conventions; defaulted when absent, see
 * {@link AppendOptions}) and `hash` (always computed by the adapter; a caller's value is replaced).
 */
export type EventMetadataInput = Readonly<Record<string, unknown>>;

/**
 * An event to append. `data` must be JSON (plain objects, arrays, strings, finite numbers,
 * booleans, null); anything else is refused with `InvalidAppendError`.
 *
 * @example
 * const event: EventData = { type: 'GameStarted', data: { players: ['alice', 'bob'] } };
 */
export interface EventData<TType extends string = string, TData = unknown> {
  /** A UUID (any version). Omit it to get a random one; pass a deterministic one to retry safely. */
  readonly id?: string;
  /** PascalCase, past tense; must not be empty or start with `$` (reserved for system events). */
  readonly type: TType;
  readonly data: TData;
  readonly metadata?: EventMetadataInput;
}

/** Metadata as stored: the caller's keys plus the reserved ones, always present. */
export interface RecordedMetadata {
  readonly $correlationId: string;
  readonly $causationId: string;
  /** Lowercase hex SHA-256 chaining this event to the previous one (see `computeEventHash`). */
  readonly hash: string;
  readonly [key: string]: unknown;
}

/**
 * An event as stored.
 *
 * @example
 * for await (const e of store.readStream('game-1')) console.log(e.revision, e.type, e.metadata.hash);
 */
export interface RecordedEvent<TType extends string = string, TData = unknown> {
  readonly id: string;
  readonly type: TType;
  readonly data: TData;
  readonly metadata: RecordedMetadata;
  readonly streamId: string;
  /** Place in its stream, from 0n. */
  readonly revision: bigint;
  /** Place in the whole store (`$all`): strictly increasing, not necessarily contiguous. */
  readonly position: bigint;
  readonly created: Date;
}

/** Options of `appendToStream`. */
export interface AppendOptions {
  /** Defaults to `'any'`. */
  readonly expectedRevision?: ExpectedRevision;
  /**
   * `$correlationId` for events whose metadata lacks one. When neither is given, it defaults to
   * the id of the first event of the append: the batch is treated as one command's outcome.
   */
  readonly correlationId?: string;
  /** `$causationId` for events whose metadata lacks one. Defaults to the event's `$correlationId`. */
  readonly causationId?: string;
}

/** What a successful (or idempotently repeated) append returns. */
export interface AppendResult {
  /** The stream's revision after the append: pass it as the next `expectedRevision`. */
  readonly nextExpectedRevision: bigint;
  /** Global position of the last event the append wrote (or originally wrote, when repeated). */
  readonly position: bigint;
  /**
   * The events this append wrote, exactly as `readStream` returns them (hash, position, created),
   * when the adapter has them at hand: memory and SQLite do, EventStoreDB does not (read them
   * back). Absent when the append was an idempotent repeat.
   */
  readonly events?: readonly RecordedEvent[];
}

export type ReadDirection = 'forwards' | 'backwards';

/** Options of `readStream`. */
export interface ReadStreamOptions {
  /** Defaults to `'forwards'`. */
  readonly direction?: ReadDirection;
  /**
   * First revision to return (inclusive). Defaults to `'start'` forwards and `'end'` backwards.
   * A revision past the end yields nothing.
   */
  readonly fromRevision?: bigint | 'start' | 'end';
  /** Most events to return; unlimited by default. */
  readonly maxCount?: number;
}

/**
 * A server-side filter on `$all`, as EventStoreDB offers it: by event type prefix or by stream
 * name prefix (one kind per read, as in EventStoreDB). An event matches when any prefix matches.
 */
export type AllFilter =
  | { readonly by: 'eventType'; readonly prefixes: readonly string[] }
  | { readonly by: 'streamName'; readonly prefixes: readonly string[] };

/** Options of `readAll`. `$all` holds user events only (system events are never returned). */
export interface ReadAllOptions {
  /** First global position to return (inclusive); defaults to `'start'`. */
  readonly fromPosition?: bigint | 'start';
  readonly maxCount?: number;
  readonly filter?: AllFilter;
}

/** Options of `subscribeToStream`. */
export interface SubscribeToStreamOptions {
  /** Start after this revision (exclusive, as EventStoreDB); from the stream's start by default. */
  readonly afterRevision?: bigint;
}

/** Options of `subscribeToAll`. */
export interface SubscribeToAllOptions {
  /** Start after this global position (exclusive, as EventStoreDB); from the start by default. */
  readonly afterPosition?: bigint;
  readonly filter?: AllFilter;
}

/**
 * What a catch-up subscription emits: every stored event after the starting point, then one
 * `caughtUp`, then live events as they are appended.
 */
export type SubscriptionMessage =
  { readonly kind: 'event'; readonly event: RecordedEvent } | { readonly kind: 'caughtUp' };

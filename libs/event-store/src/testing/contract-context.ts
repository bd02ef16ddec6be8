import { randomUUID } from 'node:crypto';
import { firstValueFrom, ReplaySubject, skip, filter, timeout, type Observable } from 'rxjs';
import type { EventStore } from '../event-store.port';
import type { EventData, RecordedEvent, SubscriptionMessage } from '../event-store.types';

/** What a contract factory returns: a store to test and how to release it. */
export interface EventStoreUnderTest {
  readonly store: EventStore;
  /** Closes the store and removes whatever the factory created (files, servers...). */
  dispose(): Promise<void>;
}

/** Makes a fresh store for one test. Called before every test; `dispose` after it. */
export type EventStoreFactory = () => Promise<EventStoreUnderTest> | EventStoreUnderTest;

/** Tuning for slow adapters; the defaults suit memory and SQLite. */
export interface EventStoreContractOptions {
  /** Failure guard for awaited subscription messages (never a wait for success). Default 10 s. */
  readonly timeoutMs?: number;
  /** How many streams "many streams" writes. Default 300. */
  readonly manyStreams?: number;
  /** The adapter returns the events an append wrote (`AppendResult.events`). Default false. */
  readonly reportsAppendedEvents?: boolean;
}

/** Per-test helpers handed to each part of the contract. */
export interface ContractContext {
  /** The store of the running test. */
  store(): EventStore;
  /** A stream name unique to this test run (stores may be shared, as a real EventStoreDB is). */
  stream(label: string): string;
  /** An event type unique to this test run, so `$all` filters see only this run's events. */
  type(label: string): string;
  /** The prefix of every stream name and event type of this run. */
  readonly prefix: string;
  readonly timeoutMs: number;
  readonly manyStreams: number;
  readonly reportsAppendedEvents: boolean;
}

/** Builds the context; names get a fresh prefix per test so reruns never collide. */
export function contractContext(
  getStore: () => EventStore,
  options: EventStoreContractOptions,
): ContractContext & { renew(): void } {
  let prefix = '';
  const context = {
    store: getStore,
    stream: (label: string): string => `${prefix}-${label}`,
    type: (label: string): string => `${prefix}${label}`,
    get prefix(): string {
      return prefix;
    },
    timeoutMs: options.timeoutMs ?? 10_000,
    manyStreams: options.manyStreams ?? 300,
    reportsAppendedEvents: options.reportsAppendedEvents ?? false,
    renew(): void {
      prefix = `C${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    },
  };
  context.renew();
  return context;
}

/** Reads a whole async iterable into an array (tests only: streams are small there). */
export async function collect<T>(source: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const item of source) out.push(item);
  return out;
}

/** Awaits a promise expected to reject, returning the rejection for assertions. */
export async function rejectionOf(
  work: Promise<unknown> | (() => Promise<unknown>),
): Promise<unknown> {
  try {
    await (typeof work === 'function' ? work() : work);
  } catch (error: unknown) {
    return error;
  }
  throw new Error('expected a rejection, got a result');
}

/** `count` simple events of one type, data `{ n: i }`. */
export function events(type: string, count: number, from = 0): EventData[] {
  return Array.from({ length: count }, (_, i) => ({ type, data: { n: from + i } }));
}

/** Types and data of recorded events, for compact comparisons. */
export function shapes(recorded: readonly RecordedEvent[]): { type: string; data: unknown }[] {
  return recorded.map((e) => ({ type: e.type, data: e.data }));
}

/** A subscription being recorded: every message kept, with awaitable milestones. */
export interface RecordedSubscription {
  readonly messages: SubscriptionMessage[];
  /** Events received so far (messages of kind `event`). */
  events(): RecordedEvent[];
  /** Resolves when the `caughtUp` signal has arrived. */
  caughtUp(): Promise<void>;
  /** Resolves once `count` messages in all have arrived. */
  messageCount(count: number): Promise<void>;
  /** Resolves when the subscription has ended (completed or failed). */
  ended(): Promise<void>;
  stop(): void;
}

/**
 * Subscribes and records. Waits resolve on emissions (never on timers); the timeout only turns
 * a hang into a failure.
 */
export function recordSubscription(
  source: Observable<SubscriptionMessage>,
  timeoutMs: number,
): RecordedSubscription {
  const messages: SubscriptionMessage[] = [];
  const replay = new ReplaySubject<SubscriptionMessage>();
  let settled: (() => void) | undefined;
  const end = new Promise<void>((resolve) => (settled = resolve));
  const subscription = source.subscribe({
    next: (message) => {
      messages.push(message);
      replay.next(message);
    },
    error: (error: unknown) => {
      replay.error(error);
      settled?.();
    },
    complete: () => {
      replay.complete();
      settled?.();
    },
  });
  const guard = <T>(o: Observable<T>, what: string): Promise<T> =>
    firstValueFrom(
      o.pipe(
        timeout({
          first: timeoutMs,
          with: () => {
            throw new Error(`timed out waiting for ${what}`);
          },
        }),
      ),
    );
  return {
    messages,
    events: () => messages.flatMap((m) => (m.kind === 'event' ? [m.event] : [])),
    caughtUp: async () => {
      await guard(replay.pipe(filter((m) => m.kind === 'caughtUp')), 'caughtUp');
    },
    messageCount: async (count) => {
      await guard(replay.pipe(skip(count - 1)), `${count} messages`);
    },
    ended: () =>
      Promise.race([
        end,
        new Promise<void>((_, reject) => {
          const timer = setTimeout(() => {
            reject(new Error('timed out waiting for the end'));
          }, timeoutMs);
          void end.then(() => {
            clearTimeout(timer);
          });
        }),
      ]),
    stop: () => {
      subscription.unsubscribe();
    },
  };
}

/** The value, or a failed test when it is missing (instead of a non-null assertion). */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`expected ${what}`);
  return value;
}

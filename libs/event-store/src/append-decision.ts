import { WrongExpectedVersionError } from './event-store.errors';
import type { AppendResult, ExpectedRevision } from './event-store.types';

/** A stored event as the concurrency check needs it. */
export interface StoredEventRef {
  readonly id: string;
  readonly position: bigint;
}

/** What an adapter tells `decideAppend` about the stream, inside its write transaction. */
export interface StreamLookup {
  /** Revision of the stream's last event, or `-1n` when the stream does not exist. */
  readonly currentRevision: bigint;
  /** Up to `count` events of this stream from `revision` on, in revision order. */
  eventsFrom(revision: bigint, count: number): readonly StoredEventRef[];
  /** Revision of the event with this id in this stream, if it is stored there. */
  revisionOf(id: string): bigint | undefined;
}

/** Write the events, or answer with the result of the identical earlier append. */
export type AppendDecision =
  { readonly kind: 'write' } | { readonly kind: 'idempotent'; readonly result: AppendResult };

function sameIds(stored: readonly StoredEventRef[], ids: readonly string[]): boolean {
  return stored.length === ids.length && stored.every((event, i) => event.id === ids[i]);
}

function repeated(stored: readonly StoredEventRef[], lastRevision: bigint): AppendDecision {
  const last = stored[stored.length - 1];
  if (last === undefined) throw new Error('repeated() needs the stored events');
  return {
    kind: 'idempotent',
    result: { nextExpectedRevision: lastRevision, position: last.position },
  };
}

/**
 * EventStoreDB's optimistic concurrency and idempotency rules, shared by the adapters that
 * implement them themselves (memory, SQLite):
 * - exact revision E (`no_stream` is E = -1): writes when the stream is at E. When it is past
 *   E and its events at E+1.. carry exactly the batch's ids, the append is a repeat: nothing is
 *   written and the original result returned. Anything else (including a partial match) is a
 *   `WrongExpectedVersionError`.
 * - `any` / `stream_exists` (once the stream exists): when the batch's first id is already in
 *   the stream, the batch must match the stored events from there on (a repeat) or it is a
 *   conflict; otherwise it is written.
 *
 * @throws WrongExpectedVersionError
 * @example
 * const decision = decideAppend(streamId, expected, prepared.events.map((e) => e.id), lookup);
 * if (decision.kind === 'idempotent') return decision.result;
 */
export function decideAppend(
  streamId: string,
  expected: ExpectedRevision,
  ids: readonly string[],
  lookup: StreamLookup,
): AppendDecision {
  const current = lookup.currentRevision;
  const actual = current < 0n ? 'no_stream' : current;
  const count = ids.length;
  if (expected === 'no_stream' || typeof expected === 'bigint') {
    const at = expected === 'no_stream' ? -1n : expected;
    if (current === at) return { kind: 'write' };
    if (current > at) {
      const stored = lookup.eventsFrom(at + 1n, count);
      if (sameIds(stored, ids)) return repeated(stored, at + BigInt(count));
    }
    throw new WrongExpectedVersionError(streamId, expected, actual);
  }
  if (expected === 'stream_exists' && current < 0n) {
    throw new WrongExpectedVersionError(streamId, expected, actual);
  }
  const first = ids[0];
  const from = first === undefined ? undefined : lookup.revisionOf(first);
  if (from === undefined) return { kind: 'write' };
  const stored = lookup.eventsFrom(from, count);
  if (sameIds(stored, ids)) return repeated(stored, from + BigInt(count) - 1n);
  throw new WrongExpectedVersionError(streamId, expected, actual);
}

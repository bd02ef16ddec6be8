import { BACKWARDS, END, FORWARDS } from '@eventstore/db-client';
import type { EventStoreDBClient, StreamingRead } from '@eventstore/db-client';
import { MAX_REVISION, matchesFilter, planAllRead, planStreamRead } from '@arbiter/event-store';
import type { ReadAllOptions, ReadStreamOptions, RecordedEvent } from '@arbiter/event-store';
import { iterateRead } from './client-read.iteration';
import { toPortReadError } from './esdb-error.mapping';
import { esdbReadPosition } from './esdb-position.mapping';
import { isUserEvent, toRecordedEvent } from './esdb-recorded-event.mapper';

/**
 * Reads a stream as an async iterable. The client streams the gRPC call (HTTP/2 flow control
 * plus the iterator's backpressure), so a long stream is never held in memory; a reader that
 * stops early cancels the call. Options are checked on the first iteration, as the port says.
 *
 * @example
 * for await (const event of readStreamEvents(client, 'game-1', { direction: 'backwards', maxCount: 1 })) ...
 */
export async function* readStreamEvents(
  client: EventStoreDBClient,
  streamId: string,
  options?: ReadStreamOptions,
): AsyncGenerator<RecordedEvent> {
  const plan = planStreamRead(options);
  const read = client.readStream(streamId, {
    direction: plan.direction === 'forwards' ? FORWARDS : BACKWARDS,
    // The port's "end" is MAX_REVISION; the client wants its END marker for that.
    fromRevision: plan.from === MAX_REVISION ? END : plan.from,
    ...(plan.maxCount === Infinity ? {} : { maxCount: plan.maxCount }),
  });
  yield* mapped(read, { streamId, userOnly: false, keep: () => true, maxCount: Infinity });
}

/**
 * Reads `$all` forwards from a position (inclusive) as an async iterable of user events.
 *
 * The 6.x client's `readAll` sends no server-side filter (only its subscriptions do), so the
 * port's filter and the removal of system events happen here, on the streamed events, and
 * `maxCount` counts the events that pass. A sparse filter over a large `$all` therefore reads
 * (streams, never buffers) the records in between.
 */
export async function* readAllEvents(
  client: EventStoreDBClient,
  options?: ReadAllOptions,
): AsyncGenerator<RecordedEvent> {
  const plan = planAllRead(options);
  if (plan.maxCount === 0) return;
  const read = client.readAll({ direction: FORWARDS, fromPosition: esdbReadPosition(plan.from) });
  yield* mapped(read, {
    streamId: '$all',
    userOnly: true,
    keep: (event) => matchesFilter(plan.filter, event.type, event.streamId),
    maxCount: plan.maxCount,
  });
}

interface MappedRead {
  /** Named in errors. */
  readonly streamId: string;
  /** Drop system records (for `$all`). */
  readonly userOnly: boolean;
  readonly keep: (event: RecordedEvent) => boolean;
  readonly maxCount: number;
}

async function* mapped(
  read: StreamingRead<Parameters<typeof toRecordedEvent>[0]>,
  { streamId, userOnly, keep, maxCount }: MappedRead,
): AsyncGenerator<RecordedEvent> {
  let emitted = 0;
  try {
    for await (const resolved of iterateRead(read)) {
      // System records may be binary with non-JSON metadata: look at names before converting.
      const raw = resolved.event;
      if (raw === undefined || (userOnly && !isUserEvent(raw.streamId, raw.type))) continue;
      const event = toRecordedEvent(resolved);
      if (event === undefined || !keep(event)) continue;
      yield event;
      if (++emitted >= maxCount) break;
    }
  } catch (error: unknown) {
    throw toPortReadError(error, streamId);
  }
}

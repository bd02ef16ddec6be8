import { BACKWARDS, END, jsonEvent } from '@eventstore/db-client';
import type { AppendExpectedRevision, EventStoreDBClient, JSONType } from '@eventstore/db-client';
import {
  GENESIS_HASH,
  chainHashes,
  decideAppend,
  metadataJsonWithHash,
  prepareAppend,
} from '@arbiter/event-store';
import type {
  AppendOptions,
  AppendResult,
  EventData,
  PreparedAppend,
  RecordedEvent,
  StoredEventRef,
} from '@arbiter/event-store';
import { isWrongExpectedVersion, toPortAppendError, toPortReadError } from './esdb-error.mapping';
import type { ResolvedEsdbOptions } from './esdb-event-store.options';
import { portPosition } from './esdb-position.mapping';
import { toRecordedEvent } from './esdb-recorded-event.mapper';
import type { StreamHashCache } from './stream-hash.cache';
import { StreamAppendQueue } from './stream-append.queue';

/**
 * Appends with the port's hash chain. Each event's `metadata.hash` needs the hash of the event
 * before it, which lives on the server, so every append first learns the stream's last hash and
 * then writes with an expected revision that makes that knowledge safe:
 *
 * - **exact revision E / `no_stream`**: the previous event is the one at E (none for
 *   `no_stream`), read once (or found in the cache) and sent with expected revision E. If anyone
 *   appended after E in between, the server refuses the append, so a stale hash can never be
 *   written: race-free. A repeated batch (same ids after E) gets the server's idempotent answer.
 * - **`any` / `stream_exists`**: there is no revision to pin, and sending `any` would let a
 *   concurrent writer slip in between our read and our write, leaving an event chained to the
 *   wrong predecessor. So the adapter reads the stream's tail, applies the port's `any` rules to
 *   it (`decideAppend`: a repeated batch returns its original result, a partial repeat is a
 *   conflict), and writes with the tail's last revision as an *exact* expectation. When another
 *   writer wins the race, it reads again and retries (up to `maxAppendAttempts`, after a short
 *   random pause); each lost race is another writer's success, so the store always progresses.
 *   Appends of this process to one stream queue up instead of racing (`StreamAppendQueue`).
 *   The chain stays intact; the cost is one read per append, retries under contention between
 *   processes, and repeats recognised only within the last `idempotencyWindow` events
 *   (EventStoreDB's own `any` idempotence is best effort too).
 */
export class EsdbAppender {
  private readonly queue = new StreamAppendQueue();

  constructor(
    private readonly client: EventStoreDBClient,
    private readonly hashes: StreamHashCache,
    private readonly options: ResolvedEsdbOptions,
  ) {}

  async append(
    streamId: string,
    events: readonly EventData[],
    options?: AppendOptions,
  ): Promise<AppendResult> {
    const prepared = prepareAppend(streamId, events, options);
    // Ids the caller chose may repeat an earlier batch (that is their purpose); generated ones never do.
    const freshIds = events.every((event) => event.id === undefined);
    const expected = prepared.expectedRevision;
    if (expected === 'any' || expected === 'stream_exists') {
      return this.queue.run(streamId, () => this.appendAtTail(prepared, expected, freshIds));
    }
    const previous =
      expected === 'no_stream' ? GENESIS_HASH : await this.hashAt(streamId, expected);
    try {
      return await this.write(prepared, expected, previous, freshIds);
    } catch (error: unknown) {
      throw toPortAppendError(error, streamId, expected);
    }
  }

  private async appendAtTail(
    prepared: PreparedAppend,
    expected: 'any' | 'stream_exists',
    freshIds: boolean,
  ): Promise<AppendResult> {
    const { streamId } = prepared;
    const ids = prepared.events.map((event) => event.id);
    for (let attempt = 1; ; attempt++) {
      const tail = await this.readTail(
        streamId,
        Math.max(this.options.idempotencyWindow, ids.length),
      );
      const last = tail[tail.length - 1];
      const current = last?.revision ?? -1n;
      const decision = decideAppend(streamId, expected, ids, {
        currentRevision: current,
        eventsFrom: (revision, count) => refsFrom(tail, revision, count),
        revisionOf: (id) => tail.find((event) => event.id === id)?.revision,
      });
      if (decision.kind === 'idempotent') return decision.result;
      try {
        return await this.write(
          prepared,
          last === undefined ? 'no_stream' : current,
          hashOf(last),
          freshIds,
        );
      } catch (error: unknown) {
        if (!isWrongExpectedVersion(error) || attempt >= this.options.maxAppendAttempts) {
          throw toPortAppendError(error, streamId, expected);
        }
      }
      // Another writer won the race. Retry at once but for a few random milliseconds, so racers
      // spread out without the losers falling behind whoever keeps winning.
      await pause(Math.random() * Math.min(10, attempt));
    }
  }

  private async write(
    prepared: PreparedAppend,
    expectedRevision: AppendExpectedRevision,
    previousHash: string,
    freshIds: boolean,
  ): Promise<AppendResult> {
    const hashes = chainHashes(previousHash, prepared.events);
    const events = prepared.events.map((event, i) =>
      jsonEvent({
        id: event.id,
        type: event.type,
        data: JSON.parse(event.dataJson) as JSONType,
        metadata: JSON.parse(metadataJsonWithHash(event.metadataJson, hashes[i] ?? '')) as JSONType,
      }),
    );
    const result = await this.client.appendToStream(prepared.streamId, events, {
      expectedRevision,
    });
    if (result.position === undefined) {
      throw new Error(
        `EventStoreDB acknowledged the append to ${prepared.streamId} without a position`,
      );
    }
    if (freshIds) {
      // With ids nobody used before, the server cannot have answered idempotently: these exact
      // hashes are now stored at these revisions.
      const first = result.nextExpectedRevision - BigInt(hashes.length) + 1n;
      hashes.forEach((hash, i) => {
        this.hashes.set(prepared.streamId, first + BigInt(i), hash);
      });
    }
    return {
      nextExpectedRevision: result.nextExpectedRevision,
      position: portPosition(result.position),
    };
  }

  /** Hash of the event at `revision`, or the genesis hash when there is none (the append will then be refused). */
  private async hashAt(streamId: string, revision: bigint): Promise<string> {
    const cached = this.hashes.get(streamId, revision);
    if (cached !== undefined) return cached;
    let found: RecordedEvent | undefined;
    try {
      // Read to the end (one event): leaving the loop early would leave the call open.
      for await (const resolved of this.client.readStream(streamId, {
        fromRevision: revision,
        maxCount: 1,
      })) {
        found = toRecordedEvent(resolved);
      }
    } catch (error: unknown) {
      const mapped = toPortReadError(error, streamId);
      if (mapped === error) throw error;
    }
    if (found?.revision !== revision) return GENESIS_HASH;
    this.hashes.set(streamId, revision, hashOf(found));
    return hashOf(found);
  }

  /** The stream's last `count` events, oldest first (empty when the stream does not exist). */
  private async readTail(streamId: string, count: number): Promise<RecordedEvent[]> {
    const tail: RecordedEvent[] = [];
    try {
      const read = this.client.readStream(streamId, {
        direction: BACKWARDS,
        fromRevision: END,
        maxCount: count,
      });
      for await (const resolved of read) {
        const event = toRecordedEvent(resolved);
        if (event !== undefined) tail.unshift(event);
      }
    } catch (error: unknown) {
      const mapped = toPortReadError(error, streamId);
      if (mapped === error) throw error;
      return [];
    }
    const last = tail[tail.length - 1];
    if (last !== undefined) this.hashes.set(streamId, last.revision, hashOf(last));
    return tail;
  }
}

function pause(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function hashOf(event: RecordedEvent | undefined): string {
  const hash: unknown = event?.metadata.hash;
  return typeof hash === 'string' ? hash : GENESIS_HASH;
}

function refsFrom(
  tail: readonly RecordedEvent[],
  revision: bigint,
  count: number,
): StoredEventRef[] {
  return tail
    .filter((event) => event.revision >= revision)
    .slice(0, count)
    .map((event) => ({ id: event.id, position: event.position }));
}

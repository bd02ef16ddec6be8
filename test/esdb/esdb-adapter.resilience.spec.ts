import { EventStoreDBClient, jsonEvent } from '@eventstore/db-client';
import { randomUUID } from 'node:crypto';
import { firstValueFrom, filter, take, toArray } from 'rxjs';
import type { Observable } from 'rxjs';
import { verifyStream } from '@arbiter/event-store';
import type { RecordedEvent, SubscriptionMessage } from '@arbiter/event-store';
import { EsdbEventStore } from '@arbiter/event-store-esdb';
import { startEsdbStandIn } from '../support/esdb-stand-in';
import type { EsdbStandIn } from '../support/esdb-stand-in';

/**
 * What the contract cannot show: the adapter under races, dropped subscriptions, the
 * KurrentDB#4970 checkpoint, and a `$all` that holds system events, all on the stand-in.
 */
let standIn: EsdbStandIn;
let store: EsdbEventStore;
let prefix: string;

beforeEach(async () => {
  standIn = await startEsdbStandIn();
  store = EsdbEventStore.connect(standIn.connectionString, { resubscribeDelayMs: 5 });
  prefix = `R${randomUUID().slice(0, 8)}`;
});

afterEach(async () => {
  await store.close();
  await standIn.stop();
});

/** Collects the next `count` messages of a subscription (history, caughtUp and live alike). */
function nextMessages(
  source: Observable<SubscriptionMessage>,
  count: number,
): Promise<SubscriptionMessage[]> {
  return firstValueFrom(source.pipe(take(count), toArray()));
}

function label(message: SubscriptionMessage): string {
  return message.kind === 'caughtUp' ? 'caughtUp' : JSON.stringify(message.event.data);
}

/** A subscription recorded into an array, with a way to wait for a number of messages. */
function record(source: Observable<SubscriptionMessage>) {
  const messages: SubscriptionMessage[] = [];
  const waiters: { count: number; resolve: () => void }[] = [];
  const subscription = source.subscribe((message) => {
    messages.push(message);
    for (const waiter of waiters.filter((w) => messages.length >= w.count)) waiter.resolve();
  });
  return {
    messages,
    labels: () => messages.map(label),
    reach: (count: number) =>
      new Promise<void>((resolve) => {
        if (messages.length >= count) resolve();
        else waiters.push({ count, resolve });
      }),
    stop: () => {
      subscription.unsubscribe();
    },
  };
}

describe('EsdbEventStore on the stand-in, beyond the contract', () => {
  it('keeps the hash chain whole when 8 writers on 4 connections append with expectedRevision any', async () => {
    const stream = `${prefix}-race`;
    // Separate clients race at the server; writers sharing a client queue up in it.
    const stores = [
      store,
      ...Array.from({ length: 3 }, () => EsdbEventStore.connect(standIn.connectionString)),
    ];
    try {
      await Promise.all(
        Array.from({ length: 8 }, (_, writer) =>
          (async () => {
            const mine = stores[writer % stores.length]!;
            for (let round = 0; round < 5; round++) {
              await mine.appendToStream(stream, [{ type: 'Raced', data: { writer, round } }]);
            }
          })(),
        ),
      );
    } finally {
      await Promise.all(stores.slice(1).map((other) => other.close()));
    }
    const read: RecordedEvent[] = [];
    for await (const event of store.readStream(stream)) read.push(event);
    expect(read.map((e) => e.revision)).toEqual(Array.from({ length: 40 }, (_, i) => BigInt(i)));
    expect(new Set(read.map((e) => JSON.stringify(e.data))).size).toBe(40);
    expect(await verifyStream(store, stream)).toEqual({ ok: true, firstBrokenRevision: null });
  });

  it('resumes a stream subscription after a drop from the last handled event: nothing lost, nothing twice', async () => {
    const stream = `${prefix}-drop`;
    await store.appendToStream(stream, [{ type: 'Old', data: { n: 0 } }]);
    const sub = record(store.subscribeToStream(stream));
    try {
      await sub.reach(2);
      await store.appendToStream(stream, [{ type: 'New', data: { n: 1 } }]);
      await sub.reach(3);
      standIn.dropSubscriptions();
      await store.appendToStream(stream, [{ type: 'New', data: { n: 2 } }]);
      await store.appendToStream(stream, [{ type: 'New', data: { n: 3 } }]);
      await sub.reach(5);
      expect(sub.labels()).toEqual(['{"n":0}', 'caughtUp', '{"n":1}', '{"n":2}', '{"n":3}']);
      const resumed = standIn.reads.filter((r) => r.count === undefined).map((r) => r.source.from);
      expect(resumed).toEqual(['start', 1n]);
    } finally {
      sub.stop();
    }
  });

  it('resumes a filtered $all subscription after a drop without skipping an event (KurrentDB#4970)', async () => {
    const buggy = await startEsdbStandIn({ checkpointBeyondLastEvent: true });
    const buggyStore = EsdbEventStore.connect(buggy.connectionString, { resubscribeDelayMs: 5 });
    const stream = `${prefix}-4970`;
    try {
      await buggyStore.appendToStream(stream, [{ type: 'Miss', data: { n: 0 } }]);
      const sub = record(
        buggyStore.subscribeToAll({ filter: { by: 'eventType', prefixes: ['Hit'] } }),
      );
      await sub.reach(1);
      // The server's going-live checkpoint named the end of the log: where the next event lands.
      const checkpoint = buggy.log.endPosition;
      buggy.dropSubscriptions();
      await buggyStore.appendToStream(stream, [{ type: 'Hit', data: { n: 1 } }]);
      expect(buggy.log.stream(stream)[1]?.position).toBe(checkpoint);
      await sub.reach(2);
      expect(sub.labels()).toEqual(['caughtUp', '{"n":1}']);
      // Resubscribed from the start (nothing handled yet), not after the bogus checkpoint.
      const starts = buggy.reads.filter((r) => r.count === undefined).map((r) => r.source.from);
      expect(starts).not.toContain(checkpoint);
      sub.stop();
    } finally {
      await buggyStore.close();
      await buggy.stop();
    }
  });

  it('resumes after a server checkpoint once it is proven safe, skipping records already scanned', async () => {
    const stream = `${prefix}-skip`;
    const misses = Array.from({ length: 40 }, (_, n) => ({ type: 'Miss', data: { n } }));
    await store.appendToStream(stream, misses);
    const sub = record(store.subscribeToAll({ filter: { by: 'eventType', prefixes: ['Hit'] } }));
    try {
      await sub.reach(1);
      standIn.dropSubscriptions();
      await store.appendToStream(stream, [{ type: 'Hit', data: { n: 40 } }]);
      await sub.reach(2);
      expect(sub.labels()).toEqual(['caughtUp', '{"n":40}']);
      const starts = standIn.reads.filter((r) => r.count === undefined).map((r) => r.source.from);
      // The last scanned record (a Miss) was checkpointed; the resubscription starts after it.
      expect(starts).toEqual(['start', standIn.log.stream(stream)[39]?.position]);
    } finally {
      sub.stop();
    }
  });

  it('keeps system events out of $all reads and unfiltered subscriptions', async () => {
    const raw = EventStoreDBClient.connectionString(standIn.connectionString);
    try {
      await store.appendToStream(`${prefix}-user`, [{ type: 'Seen', data: { n: 0 } }]);
      await raw.appendToStream(
        '$stats-127.0.0.1:2113',
        jsonEvent({ type: '$statsCollected', data: {} }),
      );
      await raw.appendToStream(`${prefix}-user`, jsonEvent({ type: '$metadata', data: {} }));
      await store.appendToStream(`${prefix}-user`, [{ type: 'Seen', data: { n: 1 } }]);
      const read: unknown[] = [];
      for await (const event of store.readAll()) read.push(event.data);
      expect(read).toEqual([{ n: 0 }, { n: 1 }]);
      const messages = await nextMessages(store.subscribeToAll(), 3);
      expect(messages.map(label)).toEqual(['{"n":0}', '{"n":1}', 'caughtUp']);
    } finally {
      await raw.dispose();
    }
  });

  it('completes live subscriptions on close, refuses work afterwards, and closes twice safely', async () => {
    const stream = `${prefix}-close`;
    await store.appendToStream(stream, [{ type: 'Old', data: {} }]);
    const done = firstValueFrom(store.subscribeToStream(stream).pipe(filter(() => false)), {
      defaultValue: 'completed',
    });
    await firstValueFrom(
      store.subscribeToStream(stream).pipe(filter((m) => m.kind === 'caughtUp')),
    );
    await store.close();
    expect(await done).toBe('completed');
    await expect(store.appendToStream(stream, [{ type: 'Late', data: {} }])).rejects.toThrow(
      'closed',
    );
    await store.close();
  });
});

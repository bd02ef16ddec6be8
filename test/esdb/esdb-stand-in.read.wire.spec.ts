import {
  BACKWARDS,
  END,
  EventStoreDBClient,
  START,
  StreamNotFoundError,
  UnavailableError,
  eventTypeFilter,
  jsonEvent,
  streamNameFilter,
} from '@eventstore/db-client';
import type { AllStreamResolvedEvent, Position } from '@eventstore/db-client';
import { randomUUID } from 'node:crypto';
import { startEsdbStandIn } from '../support/esdb-stand-in';
import type { EsdbStandIn } from '../support/esdb-stand-in';
import { Empty, ReadReq, StreamIdentifier } from '../support/esdb-stand-in/proto';
import { collectRead, failureOf } from './client-read.helpers';
import { allReadRequest, describeResponses, rawRead } from './raw-read.client';

/**
 * The stand-in's reads and subscriptions on the wire: the real client, and raw gRPC where the
 * client cannot say it (filtered plain reads) or hides the order of responses (subscriptions).
 */
const event = (type: string, n = 0, id?: string) =>
  jsonEvent({ type, data: { n }, ...(id === undefined ? {} : { id }) });

describe('stand-in reads and subscriptions', () => {
  let standIn: EsdbStandIn;
  let client: EventStoreDBClient;
  let prefix: string;

  beforeAll(async () => {
    standIn = await startEsdbStandIn();
    client = EventStoreDBClient.connectionString(standIn.connectionString);
  });
  afterAll(async () => {
    await client.dispose();
    await standIn.stop();
  });
  beforeEach(() => {
    prefix = `r${randomUUID().slice(0, 8)}`;
  });

  it('reads a stream forwards and backwards, from a revision, with a count', async () => {
    const stream = `${prefix}-s`;
    await client.appendToStream(
      stream,
      [0, 1, 2, 3, 4].map((n) => event('N', n)),
    );
    const revisions = async (options: Parameters<EventStoreDBClient['readStream']>[1]) =>
      (await collectRead(client.readStream(stream, options))).map((e) => e.event?.revision);
    expect(await revisions({})).toEqual([0n, 1n, 2n, 3n, 4n]);
    expect(await revisions({ fromRevision: 2n, maxCount: 2 })).toEqual([2n, 3n]);
    expect(await revisions({ direction: BACKWARDS, fromRevision: END, maxCount: 2 })).toEqual([
      4n,
      3n,
    ]);
    expect(await revisions({ direction: BACKWARDS, fromRevision: 1n })).toEqual([1n, 0n]);
    expect(await revisions({ fromRevision: 9n })).toEqual([]);
  });

  it('answers stream_not_found for a missing stream', async () => {
    expect(await failureOf(collectRead(client.readStream(`${prefix}-none`)))).toBeInstanceOf(
      StreamNotFoundError,
    );
    const raw = await rawRead(standIn.port, streamRequest(`${prefix}-none`, { count: 10 }));
    expect(describeResponses(raw)).toEqual(['streamNotFound']);
  });

  it('reads $all forwards from a position (inclusive) and backwards from the end, positions sparse', async () => {
    await client.appendToStream(`${prefix}-a`, [event('A', 0), event('A', 1)]);
    await client.appendToStream(`${prefix}-b`, [event('B', 2)]);
    const all = (await collectRead(client.readAll())).filter((e) =>
      e.event?.streamId.startsWith(prefix),
    );
    const positions = all.map((e) => e.event!.position.commit);
    expect(positions[1]! - positions[0]!).toBeGreaterThan(1n);
    const from = await collectRead(client.readAll({ fromPosition: all[1]!.event!.position }));
    expect(from.map((e) => e.event?.id)).toEqual(all.slice(1).map((e) => e.event?.id));
    const back = await collectRead(
      client.readAll({ direction: BACKWARDS, fromPosition: END, maxCount: 2 }),
    );
    expect(back.map((e) => e.event?.data)).toEqual([{ n: 2 }, { n: 1 }]);
  });

  it('refuses a $all read from a position that is not a record boundary', async () => {
    await client.appendToStream(`${prefix}-a`, [event('A')]);
    const [first] = await collectRead(client.readAll({ maxCount: 1 }));
    const inside: Position = {
      commit: first!.event!.position.commit + 1n,
      prepare: first!.event!.position.commit + 1n,
    };
    expect(await failureOf(collectRead(client.readAll({ fromPosition: inside })))).toBeInstanceOf(
      Error,
    );
  });

  it('filters a plain $all read on the server by event type prefix or stream regex (raw gRPC)', async () => {
    await client.appendToStream(`${prefix}-x`, [
      event(`${prefix}Kept`, 0),
      event(`${prefix}Dropped`, 1),
    ]);
    await client.appendToStream(`${prefix}-y`, [event(`${prefix}Kept`, 2)]);
    const byType = await rawRead(
      standIn.port,
      allReadRequest({ count: 10, filter: { on: 'eventType', prefixes: [`${prefix}Ke`] } }),
    );
    expect(describeResponses(byType)).toEqual([`event ${prefix}-x@0`, `event ${prefix}-y@0`]);
    const byStream = await rawRead(
      standIn.port,
      allReadRequest({ count: 10, filter: { on: 'streamName', regex: `^${prefix}-x$` } }),
    );
    expect(describeResponses(byStream)).toEqual([`event ${prefix}-x@0`, `event ${prefix}-x@1`]);
  });

  it('subscribes to a stream: confirmation, history after the revision, caught_up, live', async () => {
    const stream = `${prefix}-sub`;
    await client.appendToStream(stream, [event('A', 0), event('A', 1), event('A', 2)]);
    const responses = await rawRead(standIn.port, streamRequest(stream, { after: 0n }), (seen) => {
      if (seen[seen.length - 1]?.hasCaughtUp() === true)
        void client.appendToStream(stream, [event('A', 3)]);
      return seen.length === 5;
    });
    expect(describeResponses(responses)).toEqual([
      'confirmation',
      `event ${stream}@1`,
      `event ${stream}@2`,
      'caughtUp',
      `event ${stream}@3`,
    ]);
  });

  it('filtered $all subscription: checkpoints every multiplier × window considered records, one at the end, then caught_up', async () => {
    const fresh = await startEsdbStandIn();
    const freshClient = EventStoreDBClient.connectionString(fresh.connectionString);
    try {
      const types = ['Miss', 'Miss', 'Miss', 'Hit', 'Miss'];
      await freshClient.appendToStream(
        'c',
        types.map((type, n) => event(type, n)),
      );
      const records = fresh.log.stream('c');
      const responses = await rawRead(
        fresh.port,
        allReadRequest({
          filter: {
            on: 'eventType',
            prefixes: ['Hit'],
            maxSearchWindow: 2,
            checkpointIntervalMultiplier: 1,
          },
        }),
        (seen) => seen.some((r) => r.hasCaughtUp()),
      );
      expect(describeResponses(responses)).toEqual([
        'confirmation',
        `checkpoint ${records[1]!.position}`,
        'event c@3',
        `checkpoint ${records[3]!.position}`,
        `checkpoint ${records[4]!.position}`,
        'caughtUp',
      ]);
    } finally {
      await freshClient.dispose();
      await fresh.stop();
    }
  });

  it('reproduces KurrentDB#4970 on request: a going-live checkpoint at the next event position', async () => {
    const buggy = await startEsdbStandIn({ checkpointBeyondLastEvent: true });
    const buggyClient = EventStoreDBClient.connectionString(buggy.connectionString);
    try {
      await buggyClient.appendToStream(`${prefix}-bug`, [event('Miss')]);
      const responses = await rawRead(
        buggy.port,
        allReadRequest({ filter: { on: 'eventType', prefixes: ['Hit'] } }),
        (seen) => seen.some((r) => r.hasCaughtUp()),
      );
      const checkpoint = describeResponses(responses).find((line) => line.startsWith('checkpoint'));
      await buggyClient.appendToStream(`${prefix}-bug`, [event('Hit')]);
      const next = buggy.log.stream(`${prefix}-bug`)[1]!;
      expect(checkpoint).toBe(`checkpoint ${next.position}`);
    } finally {
      await buggyClient.dispose();
      await buggy.stop();
    }
  });

  it('client subscribeToAll with prefix and regex filters, and caughtUp', async () => {
    await client.appendToStream(`${prefix}-p`, [event(`${prefix}T`, 0)]);
    await client.appendToStream(`other-${prefix}`, [event(`${prefix}T`, 1)]);
    const byStream = client.subscribeToAll({
      fromPosition: START,
      filter: streamNameFilter({ regex: `^${prefix}-` }),
    });
    const byType = client.subscribeToAll({
      fromPosition: START,
      filter: eventTypeFilter({ prefixes: [`${prefix}T`] }),
    });
    try {
      expect(await untilCaughtUp(byStream, 1)).toEqual([{ n: 0 }]);
      expect(await untilCaughtUp(byType, 2)).toEqual([{ n: 0 }, { n: 1 }]);
    } finally {
      await byStream.unsubscribe();
      await byType.unsubscribe();
    }
  });

  it('dropSubscriptions fails open subscriptions with UNAVAILABLE', async () => {
    const subscription = client.subscribeToStream(`${prefix}-drop`);
    const failed = new Promise<unknown>((resolve) => subscription.once('error', resolve));
    await new Promise<void>((resolve) => subscription.once('caughtUp', resolve));
    standIn.dropSubscriptions();
    expect(await failed).toBeInstanceOf(UnavailableError);
  });
});

/** A stream read (`count`) or subscription (`after`), through the raw request builder. */
function streamRequest(stream: string, read: { count?: number; after?: bigint }): ReadReq {
  const request = allReadRequest(read.count === undefined ? {} : { count: read.count });
  const identifier = new StreamIdentifier();
  identifier.setStreamName(Uint8Array.from(Buffer.from(stream, 'utf8')));
  const options = new ReadReq.Options.StreamOptions();
  options.setStreamIdentifier(identifier);
  if (read.after === undefined) options.setStart(new Empty());
  else options.setRevision(read.after.toString());
  request.getOptions()!.setStream(options);
  return request;
}

/**
 * Data of a client subscription up to `caughtUp`. The client may emit `caughtUp` while earlier
 * events still sit in its buffer, so this waits for both the signal and the expected count.
 */
async function untilCaughtUp(
  subscription: ReturnType<EventStoreDBClient['subscribeToAll']>,
  expected: number,
): Promise<unknown[]> {
  const data: unknown[] = [];
  let caughtUp = false;
  await new Promise<void>((resolve) => {
    const check = (): void => {
      if (caughtUp && data.length >= expected) resolve();
    };
    subscription.on('data', (resolved: AllStreamResolvedEvent) => {
      data.push(resolved.event?.data);
      check();
    });
    subscription.once('caughtUp', () => {
      caughtUp = true;
      check();
    });
  });
  return data;
}

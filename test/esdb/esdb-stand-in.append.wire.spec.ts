import {
  EventStoreDBClient,
  MaxAppendSizeExceededError,
  WrongExpectedVersionError,
  jsonEvent,
} from '@eventstore/db-client';
import type { AppendExpectedRevision, EventData } from '@eventstore/db-client';
import { randomUUID } from 'node:crypto';
import { startEsdbStandIn } from '../support/esdb-stand-in';
import type { EsdbStandIn } from '../support/esdb-stand-in';
import { failureOf } from './client-read.helpers';

/**
 * The stand-in's appends on the wire, through the real client over both RPCs it uses (BatchAppend
 * when the server lists it, Append otherwise), checked against EventStoreDB's documented
 * expected-revision and idempotence rules. The adapter's contract run is in
 * esdb-adapter.stand-in.spec.ts.
 */
const event = (type: string, n = 0, id?: string) =>
  jsonEvent({ type, data: { n }, ...(id === undefined ? {} : { id }) });

function wrongVersion(error: unknown): { expected: unknown; actual: unknown } {
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  const wrong = error as WrongExpectedVersionError;
  return { expected: wrong.expectedVersion, actual: wrong.actualVersion };
}

describe.each([
  ['BatchAppend', true],
  ['Append', false],
])('stand-in appends over %s', (_, batchAppend) => {
  let standIn: EsdbStandIn;
  let client: EventStoreDBClient;
  let stream: string;
  const append = (events: EventData[], expectedRevision: AppendExpectedRevision) =>
    client.appendToStream(stream, events, { expectedRevision });
  const stored = (): number => standIn.log.stream(stream).length;

  beforeAll(async () => {
    standIn = await startEsdbStandIn({ batchAppend });
    client = EventStoreDBClient.connectionString(standIn.connectionString);
  });
  afterAll(async () => {
    await client.dispose();
    await standIn.stop();
  });
  beforeEach(() => {
    stream = `wire-${randomUUID()}`;
  });

  it('no_stream creates the stream and reports the last revision and its position', async () => {
    const result = await append([event('A'), event('B')], 'no_stream');
    expect(result.success).toBe(true);
    expect(result.nextExpectedRevision).toBe(1n);
    const last = standIn.log.stream(stream)[1]!;
    expect(result.position).toEqual({ commit: last.position, prepare: last.position });
  });

  it('no_stream on an existing stream answers WrongExpectedVersion with the current revision', async () => {
    await append([event('A'), event('B')], 'any');
    expect(wrongVersion(await failureOf(append([event('C')], 'no_stream')))).toEqual({
      expected: 'no_stream',
      actual: 1n,
    });
  });

  it('stream_exists fails on a missing stream and appends to an existing one', async () => {
    expect(wrongVersion(await failureOf(append([event('A')], 'stream_exists')))).toEqual({
      expected: 'stream_exists',
      actual: 'no_stream',
    });
    await append([event('A')], 'any');
    expect((await append([event('B')], 'stream_exists')).nextExpectedRevision).toBe(1n);
  });

  it('an exact revision appends when current, and is refused when stale or ahead', async () => {
    await append([event('A'), event('B'), event('C')], 'no_stream');
    expect((await append([event('D')], 2n)).nextExpectedRevision).toBe(3n);
    expect(wrongVersion(await failureOf(append([event('E')], 1n)))).toEqual({
      expected: 1n,
      actual: 3n,
    });
    expect(wrongVersion(await failureOf(append([event('E')], 9n)))).toEqual({
      expected: 9n,
      actual: 3n,
    });
    expect(stored()).toBe(4);
  });

  it('same ids at the same expected revision: the original result, nothing written', async () => {
    await append([event('A')], 'no_stream');
    const batch = [event('B', 1, randomUUID()), event('C', 2, randomUUID())];
    const first = await append(batch, 0n);
    const again = await append(batch, 0n);
    expect(again).toEqual(first);
    expect(stored()).toBe(3);
  });

  it('a partial repeat is WrongExpectedVersion and writes nothing', async () => {
    const batch = [event('A', 0, randomUUID()), event('B', 1, randomUUID())];
    await append(batch, 'no_stream');
    const error = await failureOf(append([batch[0]!, event('X')], 'no_stream'));
    expect(wrongVersion(error)).toEqual({ expected: 'no_stream', actual: 1n });
    expect(stored()).toBe(2);
  });

  it('refuses an append larger than the maximum append size', async () => {
    const huge = jsonEvent({ type: 'Huge', data: { text: 'x'.repeat(1024 * 1024 + 1) } });
    expect(await failureOf(append([huge], 'any'))).toBeInstanceOf(MaxAppendSizeExceededError);
    expect(stored()).toBe(0);
  });
});

import { credentials } from '@grpc/grpc-js';
import type { ServiceError } from '@grpc/grpc-js';
import { Empty, ReadReq, ReadResp, StreamsClient } from '../support/esdb-stand-in/proto';

/** A server-side `$all` filter as the wire carries it. */
export interface WireFilter {
  readonly on: 'eventType' | 'streamName';
  readonly prefixes?: readonly string[];
  readonly regex?: string;
  /** `max` search window; the `count` window (server default) when absent. */
  readonly maxSearchWindow?: number;
  readonly checkpointIntervalMultiplier?: number;
}

/** A `Streams.Read` on `$all`: a plain read (`count`) or a subscription. */
export interface AllReadRequest {
  readonly from?: 'start' | 'end' | bigint;
  readonly direction?: 'forwards' | 'backwards';
  /** Plain read of at most `count` events; a subscription when absent. */
  readonly count?: number;
  readonly filter?: WireFilter;
}

/** Builds the `ReadReq` the way the client does, but with any filter and count combination. */
export function allReadRequest(read: AllReadRequest): ReadReq {
  const all = new ReadReq.Options.AllOptions();
  const from = read.from ?? 'start';
  if (from === 'start') all.setStart(new Empty());
  else if (from === 'end') all.setEnd(new Empty());
  else {
    const position = new ReadReq.Options.Position();
    position.setCommitPosition(from.toString());
    position.setPreparePosition(from.toString());
    all.setPosition(position);
  }
  const uuid = new ReadReq.Options.UUIDOption();
  uuid.setString(new Empty());
  const options = new ReadReq.Options();
  options.setAll(all);
  options.setReadDirection(
    read.direction === 'backwards'
      ? ReadReq.Options.ReadDirection.BACKWARDS
      : ReadReq.Options.ReadDirection.FORWARDS,
  );
  if (read.count === undefined) options.setSubscription(new ReadReq.Options.SubscriptionOptions());
  else options.setCount(String(read.count));
  if (read.filter === undefined) options.setNoFilter(new Empty());
  else options.setFilter(wireFilter(read.filter));
  options.setUuidOption(uuid);
  const request = new ReadReq();
  request.setOptions(options);
  return request;
}

function wireFilter(filter: WireFilter): ReadReq.Options.FilterOptions {
  const expression = new ReadReq.Options.FilterOptions.Expression();
  if (filter.prefixes !== undefined) expression.setPrefixList([...filter.prefixes]);
  if (filter.regex !== undefined) expression.setRegex(filter.regex);
  const options = new ReadReq.Options.FilterOptions();
  if (filter.on === 'eventType') options.setEventType(expression);
  else options.setStreamIdentifier(expression);
  if (filter.maxSearchWindow === undefined) options.setCount(new Empty());
  else options.setMax(filter.maxSearchWindow);
  options.setCheckpointintervalmultiplier(filter.checkpointIntervalMultiplier ?? 1);
  return options;
}

/**
 * Runs one raw `Streams.Read` and returns every response, in wire order: until the server ends
 * the call (plain reads), or until `until` says enough (subscriptions; the call is then cancelled).
 */
export async function rawRead(
  port: number,
  request: ReadReq,
  until?: (responses: readonly ReadResp[]) => boolean,
): Promise<ReadResp[]> {
  const client = new StreamsClient(`127.0.0.1:${port}`, credentials.createInsecure());
  const responses: ReadResp[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const call = client.read(request);
      call.on('data', (response: ReadResp) => {
        responses.push(response);
        if (until?.(responses) === true) {
          call.cancel();
          resolve();
        }
      });
      call.on('end', resolve);
      // After our own cancel the promise is already settled, so this only reports real failures.
      call.on('error', (error: ServiceError) => {
        reject(error);
      });
    });
    return responses;
  } finally {
    client.close();
  }
}

/** One line per response, for order assertions: `confirmation`, `event <stream>@<rev>`, ... */
export function describeResponses(responses: readonly ReadResp[]): string[] {
  return responses.map((response) => {
    if (response.hasConfirmation()) return 'confirmation';
    if (response.hasCaughtUp()) return 'caughtUp';
    if (response.hasCheckpoint())
      return `checkpoint ${response.getCheckpoint()?.getCommitPosition() ?? ''}`;
    if (response.hasStreamNotFound()) return 'streamNotFound';
    const recorded = response.getEvent()?.getEvent();
    if (recorded !== undefined) {
      const stream = Buffer.from(
        recorded.getStreamIdentifier()?.getStreamName_asU8() ?? [],
      ).toString('utf8');
      return `event ${stream}@${recorded.getStreamRevision()}`;
    }
    return 'other';
  });
}

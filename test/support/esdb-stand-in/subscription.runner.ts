import { randomUUID } from 'node:crypto';
import { ReadResp } from './proto';
import type { ReadReq } from './proto';
import type { CallWriter } from './call-writer';
import type { EventLog } from './event-log.store';
import type { StoredRecord } from './event-log.types';
import type { ResolvedStandInOptions } from './esdb-stand-in.options';
import { eventResponse } from './read-response.mapper';
import type { ReadRequest } from './read-request.parser';

/**
 * A catch-up subscription, in the order a 24.10 server sends things:
 *
 * 1. `confirmation` with a subscription id;
 * 2. history after the start point (exclusive: a subscription starts *after* a revision or
 *    position), filtered server-side for `$all`;
 * 3. for a filtered `$all` subscription, a `checkpoint` every `checkpointInterval` considered
 *    records and one more on reaching the end of the log;
 * 4. `caught_up`;
 * 5. live events (and live checkpoints), until the client cancels or the server stops.
 *
 * History and live are one loop over the log with a cursor, so nothing appended while catching
 * up can fall between the two. The stand-in never sends `fell_behind`: it waits for the client
 * (gRPC backpressure) instead of dropping live events.
 */
export async function runSubscription(
  writer: CallWriter<ReadReq, ReadResp>,
  log: EventLog,
  request: ReadRequest,
  options: ResolvedStandInOptions,
): Promise<void> {
  const source = request.source;
  const filter = source.kind === 'all' ? request.filter : undefined;
  const records = (): readonly StoredRecord[] =>
    source.kind === 'stream' ? log.stream(source.name) : log.records;
  const closed = new Promise<void>((resolve) => {
    writer.onClose(resolve);
  });

  let cursor = startIndex(log, request);
  let lastConsidered: bigint | undefined =
    typeof source.from === 'bigint' && source.kind === 'all' ? source.from : undefined;
  let consideredSinceCheckpoint = 0;
  let caughtUp = false;

  if (!(await writer.write(confirmation()))) return;
  while (writer.isOpen()) {
    const current = records();
    while (cursor < current.length && writer.isOpen()) {
      const record = current[cursor++]!;
      if (filter === undefined) {
        await writer.write(eventResponse(record, request.uuidFormat));
        continue;
      }
      lastConsidered = record.position;
      consideredSinceCheckpoint++;
      if (filter.matches(record)) await writer.write(eventResponse(record, request.uuidFormat));
      if (consideredSinceCheckpoint >= filter.checkpointInterval) {
        consideredSinceCheckpoint = 0;
        await writer.write(checkpoint(record.position));
      }
    }
    if (!caughtUp) {
      caughtUp = true;
      const goingLiveCheckpoint = options.checkpointBeyondLastEvent
        ? log.endPosition
        : lastConsidered;
      if (filter !== undefined && source.from !== 'end' && goingLiveCheckpoint !== undefined) {
        await writer.write(checkpoint(goingLiveCheckpoint));
      }
      await writer.write(new ReadResp().setCaughtUp(new ReadResp.CaughtUp()));
    }
    await Promise.race([log.nextAppend(), closed]);
  }
}

/** Index of the first record after the start point (subscriptions are exclusive of it). */
function startIndex(log: EventLog, request: ReadRequest): number {
  const source = request.source;
  if (source.from === 'start') return 0;
  if (source.kind === 'stream') {
    return source.from === 'end' ? log.stream(source.name).length : Number(source.from) + 1;
  }
  return source.from === 'end' ? log.records.length : log.indexAtOrAfter(source.from + 1n);
}

function confirmation(): ReadResp {
  const confirmed = new ReadResp.SubscriptionConfirmation();
  confirmed.setSubscriptionId(randomUUID());
  return new ReadResp().setConfirmation(confirmed);
}

function checkpoint(position: bigint): ReadResp {
  const reached = new ReadResp.Checkpoint();
  reached.setCommitPosition(position.toString());
  reached.setPreparePosition(position.toString());
  return new ReadResp().setCheckpoint(reached);
}

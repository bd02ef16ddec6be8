import { status } from '@grpc/grpc-js';
import type { ServerWritableStream } from '@grpc/grpc-js';
import { ReadResp } from './proto';
import type { ReadReq } from './proto';
import { CallWriter } from './call-writer';
import type { EventLog } from './event-log.store';
import type { StoredRecord } from './event-log.types';
import type { ResolvedStandInOptions } from './esdb-stand-in.options';
import type { OpenCall } from './open-call';
import { eventResponse, streamIdentifier } from './read-response.mapper';
import { parseReadRequest } from './read-request.parser';
import type { ReadRequest } from './read-request.parser';
import { invalidArgument } from './rpc-errors';
import { runSubscription } from './subscription.runner';

/**
 * `Streams.Read` (server streaming) covers four things on the wire: reading a stream, reading
 * `$all`, and subscribing to either (count option `subscription`). Subscriptions live in
 * {@link runSubscription}; plain reads are answered here and end the call.
 */
export function readHandler(
  log: EventLog,
  options: ResolvedStandInOptions,
  open: Set<OpenCall>,
  received: ReadRequest[],
) {
  return (call: ServerWritableStream<ReadReq, ReadResp>): void => {
    const writer = new CallWriter(call);
    open.add(writer);
    writer.onClose(() => open.delete(writer));
    const request = parseReadRequest(call.request);
    received.push(request);
    if (
      request.source.kind === 'all' &&
      typeof request.source.from === 'bigint' &&
      !isRecordBoundary(log, request.source.from)
    ) {
      writer.fail(invalidArgument('Invalid position.'));
      return;
    }
    const work =
      request.count === undefined
        ? runSubscription(writer, log, request, options)
        : read(writer, log, request);
    work.then(
      () => {
        writer.end();
      },
      (error: unknown) => {
        writer.fail({ code: status.INTERNAL, details: String(error) });
      },
    );
  };
}

/** A real log only accepts positions where a record starts (or the end of the log). */
function isRecordBoundary(log: EventLog, position: bigint): boolean {
  if (position >= log.endPosition) return true;
  return log.records[log.indexAtOrAfter(position)]?.position === position;
}

async function read(
  writer: CallWriter<ReadReq, ReadResp>,
  log: EventLog,
  request: ReadRequest,
): Promise<void> {
  const source = request.source;
  if (source.kind === 'stream' && log.stream(source.name).length === 0) {
    const notFound = new ReadResp.StreamNotFound();
    notFound.setStreamIdentifier(streamIdentifier(source.name));
    const response = new ReadResp();
    response.setStreamNotFound(notFound);
    await writer.write(response);
    return;
  }
  let remaining = request.count ?? 0n;
  for (const record of candidates(log, request)) {
    if (remaining <= 0n || !writer.isOpen()) return;
    if (request.filter !== undefined && !request.filter.matches(record)) continue;
    remaining -= 1n;
    await writer.write(eventResponse(record, request.uuidFormat));
  }
}

/**
 * The records a plain read walks, in order. Stream reads are inclusive of the start revision in
 * both directions; `$all` reads are inclusive of the start position forwards and exclusive of it
 * backwards (the server reads the records that end before it). The read covers the log as it was
 * when the call arrived.
 */
function* candidates(log: EventLog, request: ReadRequest): Generator<StoredRecord> {
  const source = request.source;
  const records = source.kind === 'stream' ? log.stream(source.name) : log.records;
  const length = records.length;
  const from = source.from;
  if (request.direction === 'forwards') {
    const start =
      from === 'start'
        ? 0
        : from === 'end'
          ? length
          : source.kind === 'stream'
            ? Number(from)
            : log.indexAtOrAfter(from);
    for (let index = start; index < length; index++) yield records[index]!;
    return;
  }
  const start =
    from === 'end'
      ? length - 1
      : from === 'start'
        ? -1
        : source.kind === 'stream'
          ? Math.min(Number(from), length - 1)
          : log.indexAtOrAfter(from) - 1;
  for (let index = start; index >= 0; index--) yield records[index]!;
}

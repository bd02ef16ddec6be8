import type { ServerDuplexStream } from '@grpc/grpc-js';
import {
  AllStreamPosition,
  Any,
  BatchAppendReq,
  BatchAppendResp,
  Code,
  GoogleEmpty,
  MaximumAppendSizeExceeded,
  Status,
  Unknown,
  WrongExpectedVersion,
} from './proto';
import type { EventLog } from './event-log.store';
import type { AppendOutcome, ExpectedRevision, ProposedRecord } from './event-log.types';
import type { ResolvedStandInOptions } from './esdb-stand-in.options';
import type { OpenCall } from './open-call';
import { parseProposal } from './proposed-record.parser';
import { streamName } from './read-response.mapper';

interface PendingBatch {
  readonly options: BatchAppendReq.Options;
  readonly proposed: ProposedRecord[];
  size: number;
  failure: Status | undefined;
}

/**
 * `Streams.BatchAppend` (bidirectional): the client keeps one call open and multiplexes appends
 * on it by correlation id. A batch may span several requests (options on the first, `is_final`
 * on the last); each finished batch gets one response carrying the same correlation id.
 * Failures travel as a `google.rpc.Status` whose `details` pack the server's error message.
 */
export function batchAppendHandler(
  log: EventLog,
  options: ResolvedStandInOptions,
  open: Set<OpenCall>,
) {
  return (call: ServerDuplexStream<BatchAppendReq, BatchAppendResp>): void => {
    const pending = new Map<string, PendingBatch>();
    const handle: OpenCall = { end: () => call.end() };
    open.add(handle);
    call.on('close', () => open.delete(handle));
    call.on('cancelled', () => open.delete(handle));

    call.on('data', (request: BatchAppendReq) => {
      const correlationId = request.getCorrelationId();
      const key = correlationId?.getString() ?? '';
      let batch = pending.get(key);
      if (batch === undefined) {
        const batchOptions = request.getOptions();
        if (batchOptions === undefined) return; // a continuation of a batch we never saw: drop it
        batch = { options: batchOptions, proposed: [], size: 0, failure: undefined };
        pending.set(key, batch);
      }
      for (const message of request.getProposedMessagesList())
        addProposal(batch, message, options.maxAppendSize);
      if (!request.getIsFinal()) return;
      pending.delete(key);

      const response = new BatchAppendResp();
      response.setCorrelationId(correlationId);
      response.setStreamIdentifier(batch.options.getStreamIdentifier());
      const expected = expectedOf(batch.options);
      echoExpected(response, expected);
      if (batch.failure !== undefined) response.setError(batch.failure);
      else {
        const outcome = log.append(
          streamName(batch.options.getStreamIdentifier()),
          expected,
          batch.proposed,
        );
        fillOutcome(response, outcome);
      }
      call.write(response);
    });
    call.on('end', () => call.end());
  };
}

function addProposal(
  batch: PendingBatch,
  message: BatchAppendReq.ProposedMessage,
  maxAppendSize: number,
): void {
  if (batch.failure !== undefined) return;
  const parsed = parseProposal(message);
  if (!parsed.ok) {
    // The client unpacks `details` unconditionally, so even plain failures carry one.
    const message =
      parsed.reason === 'invalid-id'
        ? 'Invalid event id.'
        : 'Required metadata properties missing.';
    batch.failure = status(
      Code.INVALID_ARGUMENT,
      message,
      new Unknown().serializeBinary(),
      'event_store.client.Unknown',
    );
    return;
  }
  batch.size += parsed.size;
  if (batch.size > maxAppendSize) {
    const details = new MaximumAppendSizeExceeded();
    details.setMaxappendsize(maxAppendSize);
    batch.failure = status(
      Code.INVALID_ARGUMENT,
      `Maximum Append Size of ${maxAppendSize} Exceeded.`,
      details.serializeBinary(),
      'event_store.client.MaximumAppendSizeExceeded',
    );
    return;
  }
  batch.proposed.push(parsed.record);
}

function expectedOf(options: BatchAppendReq.Options): ExpectedRevision {
  const Case = BatchAppendReq.Options.ExpectedStreamPositionCase;
  switch (options.getExpectedStreamPositionCase()) {
    case Case.STREAM_POSITION:
      return { kind: 'revision', revision: BigInt(options.getStreamPosition()) };
    case Case.NO_STREAM:
      return { kind: 'no_stream' };
    case Case.STREAM_EXISTS:
      return { kind: 'stream_exists' };
    case Case.ANY:
    case Case.EXPECTED_STREAM_POSITION_NOT_SET:
      return { kind: 'any' };
  }
}

function echoExpected(response: BatchAppendResp, expected: ExpectedRevision): void {
  switch (expected.kind) {
    case 'revision':
      response.setStreamPosition(expected.revision.toString());
      break;
    case 'no_stream':
      response.setNoStream(new GoogleEmpty());
      break;
    case 'stream_exists':
      response.setStreamExists(new GoogleEmpty());
      break;
    case 'any':
      response.setAny(new GoogleEmpty());
      break;
  }
}

function fillOutcome(response: BatchAppendResp, outcome: AppendOutcome): void {
  if (outcome.kind === 'success') {
    const success = new BatchAppendResp.Success();
    if (outcome.currentRevision === undefined) success.setNoStream(new GoogleEmpty());
    else success.setCurrentRevision(outcome.currentRevision.toString());
    if (outcome.position === undefined) success.setNoPosition(new GoogleEmpty());
    else {
      const position = new AllStreamPosition();
      position.setCommitPosition(outcome.position.toString());
      position.setPreparePosition(outcome.position.toString());
      success.setPosition(position);
    }
    response.setSuccess(success);
    return;
  }
  const details = new WrongExpectedVersion();
  if (outcome.currentRevision === undefined) details.setCurrentNoStream(new GoogleEmpty());
  else details.setCurrentStreamRevision(outcome.currentRevision.toString());
  const expected = outcome.expected;
  switch (expected.kind) {
    case 'revision':
      details.setExpectedStreamPosition(expected.revision.toString());
      break;
    case 'no_stream':
      details.setExpectedNoStream(new GoogleEmpty());
      break;
    case 'stream_exists':
      details.setExpectedStreamExists(new GoogleEmpty());
      break;
    case 'any':
      details.setExpectedAny(new GoogleEmpty());
      break;
  }
  response.setError(
    status(
      Code.FAILED_PRECONDITION,
      'WrongExpectedVersion',
      details.serializeBinary(),
      'event_store.client.WrongExpectedVersion',
    ),
  );
}

function status(code: Code, message: string, details?: Uint8Array, typeName?: string): Status {
  const result = new Status();
  result.setCode(code);
  result.setMessage(message);
  if (details !== undefined && typeName !== undefined) {
    const packed = new Any();
    packed.pack(details, typeName);
    result.setDetails(packed);
  }
  return result;
}

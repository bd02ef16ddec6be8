import type { sendUnaryData, ServerErrorResponse, ServerReadableStream } from '@grpc/grpc-js';
import { AppendReq, AppendResp, Empty } from './proto';
import type { EventLog } from './event-log.store';
import type { AppendOutcome, ExpectedRevision, ProposedRecord } from './event-log.types';
import type { ResolvedStandInOptions } from './esdb-stand-in.options';
import { parseProposal } from './proposed-record.parser';
import { streamName } from './read-response.mapper';
import { invalidArgument, maximumAppendSizeExceeded, requiredMetadataMissing } from './rpc-errors';

/**
 * `Streams.Append` (client streaming): one `options` message, then one `proposed_message` per
 * event; the answer comes once the client half-closes. Used by the client when the server does
 * not list BatchAppend.
 */
export function appendHandler(log: EventLog, options: ResolvedStandInOptions) {
  return (
    call: ServerReadableStream<AppendReq, AppendResp>,
    callback: sendUnaryData<AppendResp>,
  ): void => {
    let header: AppendReq.Options | undefined;
    const proposed: ProposedRecord[] = [];
    let size = 0;
    let failure: ServerErrorResponse | undefined;

    call.on('data', (request: AppendReq) => {
      if (failure !== undefined) return;
      if (header === undefined) {
        if (!request.hasOptions())
          failure = invalidArgument('The first Append message must carry options.');
        else header = request.getOptions();
        return;
      }
      const parsed = parseProposal(request.getProposedMessage() ?? new AppendReq.ProposedMessage());
      if (!parsed.ok) {
        failure =
          parsed.reason === 'missing-metadata'
            ? requiredMetadataMissing()
            : invalidArgument('Invalid event id.');
        return;
      }
      size += parsed.size;
      if (size > options.maxAppendSize) failure = maximumAppendSizeExceeded(options.maxAppendSize);
      proposed.push(parsed.record);
    });
    call.on('end', () => {
      if (failure !== undefined || header === undefined) {
        callback(failure ?? invalidArgument('Append without options.'));
        return;
      }
      const outcome = log.append(
        streamName(header.getStreamIdentifier()),
        expectedOf(header),
        proposed,
      );
      callback(null, appendResponse(outcome));
    });
  };
}

function expectedOf(options: AppendReq.Options): ExpectedRevision {
  const Case = AppendReq.Options.ExpectedStreamRevisionCase;
  switch (options.getExpectedStreamRevisionCase()) {
    case Case.REVISION:
      return { kind: 'revision', revision: BigInt(options.getRevision()) };
    case Case.NO_STREAM:
      return { kind: 'no_stream' };
    case Case.STREAM_EXISTS:
      return { kind: 'stream_exists' };
    case Case.ANY:
    case Case.EXPECTED_STREAM_REVISION_NOT_SET:
      return { kind: 'any' };
  }
}

/** Fills both the current fields and the deprecated 20.6.0 ones, as the server does. */
function appendResponse(outcome: AppendOutcome): AppendResp {
  const response = new AppendResp();
  if (outcome.kind === 'success') {
    const success = new AppendResp.Success();
    if (outcome.currentRevision === undefined) success.setNoStream(new Empty());
    else success.setCurrentRevision(outcome.currentRevision.toString());
    if (outcome.position === undefined) success.setNoPosition(new Empty());
    else {
      const position = new AppendResp.Position();
      position.setCommitPosition(outcome.position.toString());
      position.setPreparePosition(outcome.position.toString());
      success.setPosition(position);
    }
    response.setSuccess(success);
    return response;
  }
  const wrong = new AppendResp.WrongExpectedVersion();
  if (outcome.currentRevision === undefined) {
    wrong.setCurrentNoStream(new Empty());
    wrong.setNoStream2060(new Empty());
  } else {
    wrong.setCurrentRevision(outcome.currentRevision.toString());
    wrong.setCurrentRevision2060(Number(outcome.currentRevision));
  }
  const expected = outcome.expected;
  switch (expected.kind) {
    case 'revision':
      wrong.setExpectedRevision(expected.revision.toString());
      wrong.setExpectedRevision2060(Number(expected.revision));
      break;
    case 'no_stream':
      wrong.setExpectedNoStream(new Empty());
      break;
    case 'stream_exists':
      wrong.setExpectedStreamExists(new Empty());
      wrong.setStreamExists2060(new Empty());
      break;
    case 'any':
      wrong.setExpectedAny(new Empty());
      wrong.setAny2060(new Empty());
      break;
  }
  response.setWrongExpectedVersion(wrong);
  return response;
}

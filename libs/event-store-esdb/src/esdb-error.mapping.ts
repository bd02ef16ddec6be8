import {
  StreamNotFoundError as EsdbStreamNotFoundError,
  WrongExpectedVersionError as EsdbWrongExpectedVersionError,
} from '@eventstore/db-client';
import { StreamNotFoundError, WrongExpectedVersionError } from '@arbiter/event-store';
import type { ExpectedRevision } from '@arbiter/event-store';

/**
 * The client's `WrongExpectedVersionError` as the port's, keeping the revision the caller asked
 * for (the adapter may have sent an exact revision in its place, see `EsdbAppender`) and the
 * stream's actual revision as the server reported it.
 */
export function toPortAppendError(
  error: unknown,
  streamId: string,
  expected: ExpectedRevision,
): unknown {
  if (error instanceof EsdbWrongExpectedVersionError) {
    return new WrongExpectedVersionError(streamId, expected, error.actualVersion);
  }
  return error;
}

/** The client's `StreamNotFoundError` as the port's; anything else unchanged. */
export function toPortReadError(error: unknown, streamId: string): unknown {
  return error instanceof EsdbStreamNotFoundError ? new StreamNotFoundError(streamId) : error;
}

export function isWrongExpectedVersion(error: unknown): error is EsdbWrongExpectedVersionError {
  return error instanceof EsdbWrongExpectedVersionError;
}

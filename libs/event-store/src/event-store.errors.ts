import type { ActualRevision, ExpectedRevision } from './event-store.types';

/** Base of the port's typed errors; `code` is stable for mapping (e.g. to HTTP statuses). */
export abstract class EventStoreError extends Error {
  abstract readonly code: string;
}

function describeRevision(revision: ExpectedRevision | ActualRevision): string {
  return typeof revision === 'bigint' ? revision.toString() : revision;
}

/**
 * The stream was not at the expected revision (or an append's ids only partly matched events
 * already stored there). Nothing was written.
 *
 * @example
 * try { await store.appendToStream(id, events, { expectedRevision: 3n }); }
 * catch (e) { if (e instanceof WrongExpectedVersionError) console.log(e.actual); }
 */
export class WrongExpectedVersionError extends EventStoreError {
  readonly code = 'wrong_expected_version';
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedRevision,
    readonly actual: ActualRevision,
  ) {
    super(
      `Stream ${streamId}: expected revision ${describeRevision(expected)}, actual ${describeRevision(actual)}`,
    );
    this.name = 'WrongExpectedVersionError';
  }
}

/**
 * The stream read does not exist.
 *
 * @example
 * if (e instanceof StreamNotFoundError) return notFound(e.streamId);
 */
export class StreamNotFoundError extends EventStoreError {
  readonly code = 'stream_not_found';
  constructor(readonly streamId: string) {
    super(`Stream ${streamId} not found`);
    this.name = 'StreamNotFoundError';
  }
}

/** Why an append was refused as bad input. */
export type InvalidAppendReason =
  | 'empty_event_list'
  | 'invalid_stream_name'
  | 'invalid_revision'
  | 'invalid_event_type'
  | 'invalid_event_id'
  | 'duplicate_event_id'
  | 'non_json_data'
  | 'non_json_metadata';

/**
 * An append with bad input (no events, a `$` stream name, a revision out of range, data that is
 * not JSON...). Nothing was written.
 *
 * @example
 * if (e instanceof InvalidAppendError && e.reason === 'non_json_data') return badRequest(e.message);
 */
export class InvalidAppendError extends EventStoreError {
  readonly code = 'invalid_append';
  constructor(
    readonly streamId: string,
    readonly reason: InvalidAppendReason,
    detail: string,
  ) {
    super(`Invalid append to ${streamId} (${reason}): ${detail}`);
    this.name = 'InvalidAppendError';
  }
}

/**
 * A read with bad options (negative revision or position, `maxCount` not a positive integer).
 *
 * @example
 * store.readStream('game-1', { fromRevision: -1n }); // iteration throws InvalidReadError
 */
export class InvalidReadError extends EventStoreError {
  readonly code = 'invalid_read';
  constructor(detail: string) {
    super(`Invalid read: ${detail}`);
    this.name = 'InvalidReadError';
  }
}

/**
 * A stored event could not be decoded (its data or metadata is no longer JSON): the storage was
 * damaged or edited. `verifyStream` reports it as a broken chain at `revision`.
 *
 * @example
 * if (e instanceof CorruptEventError) console.log(`damaged at ${e.revision}`);
 */
export class CorruptEventError extends EventStoreError {
  readonly code = 'corrupt_event';
  constructor(
    readonly streamId: string,
    readonly revision: bigint,
    detail: string,
  ) {
    super(`Stream ${streamId} revision ${revision.toString()} cannot be decoded: ${detail}`);
    this.name = 'CorruptEventError';
  }
}

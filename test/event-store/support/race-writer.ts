import {
  StreamNotFoundError,
  WrongExpectedVersionError,
  type EventStore,
  type ExpectedRevision,
} from '@arbiter/event-store';

/** Revision of the stream's last event, or `no_stream`. */
export async function headOf(store: EventStore, streamId: string): Promise<ExpectedRevision> {
  try {
    for await (const last of store.readStream(streamId, { direction: 'backwards', maxCount: 1 })) {
      return last.revision;
    }
    return 'no_stream';
  } catch (error: unknown) {
    if (error instanceof StreamNotFoundError) return 'no_stream';
    throw error;
  }
}

/** What one append attempt did. */
export type AttemptOutcome =
  | { readonly kind: 'landed'; readonly revision: string }
  | { readonly kind: 'conflict' }
  | { readonly kind: 'failed'; readonly error: string };

/** One append of `{ writer, attempt }` at exactly `expected`. */
export async function attempt(
  store: EventStore,
  streamId: string,
  expected: ExpectedRevision,
  writer: number,
  attemptNo: number,
): Promise<AttemptOutcome> {
  try {
    const result = await store.appendToStream(
      streamId,
      [{ type: 'RaceWon', data: { writer, attempt: attemptNo } }],
      { expectedRevision: expected },
    );
    return { kind: 'landed', revision: result.nextExpectedRevision.toString() };
  } catch (error: unknown) {
    if (error instanceof WrongExpectedVersionError) return { kind: 'conflict' };
    return { kind: 'failed', error: String(error) };
  }
}

/** A writer racing freely: read the head, append at it, repeat. */
export async function freeRace(
  store: EventStore,
  streamId: string,
  writer: number,
  attempts: number,
  firstAttempt: number,
): Promise<AttemptOutcome[]> {
  const outcomes: AttemptOutcome[] = [];
  for (let i = 0; i < attempts; i++) {
    outcomes.push(
      await attempt(store, streamId, await headOf(store, streamId), writer, firstAttempt + i),
    );
  }
  return outcomes;
}

import { CorruptEventError, type RecordedEvent, type RecordedMetadata } from '@arbiter/event-store';
import type { EventRow } from './sqlite.statements';

/**
 * A stored row as the port's event. A row whose JSON no longer parses was damaged or edited:
 * it surfaces as `CorruptEventError` naming its revision, so `verifyStream` can report it.
 *
 * @example
 * const events = statements.streamForwards.all(streamId, 0n, 500).map(toRecordedEvent);
 */
export function toRecordedEvent(row: EventRow): RecordedEvent {
  const [position, id, streamId, revision, type, data, metadata, created] = row;
  let parsedData: unknown;
  let parsedMetadata: RecordedMetadata;
  try {
    parsedData = JSON.parse(data);
    parsedMetadata = JSON.parse(metadata) as RecordedMetadata;
  } catch (error: unknown) {
    throw new CorruptEventError(
      streamId,
      revision,
      error instanceof Error ? error.message : String(error),
    );
  }
  return {
    id,
    type,
    data: parsedData,
    metadata: parsedMetadata,
    streamId,
    revision,
    position,
    created: new Date(Number(created)),
  };
}

/** Between pages of a long read, let timers and I/O run (reads are synchronous underneath). */
export const betweenPages = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * True for a UNIQUE constraint failure on `column` (e.g. `events.stream_id`). Judged by its fields, not
 * by `instanceof Error`: better-sqlite3 registers its error class with the native addon once per
 * process, so where modules load in more than one realm (jest's per-file contexts) the error may
 * come from another realm's `Error`.
 */
export function isUniqueViolation(error: unknown, column: string): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' && typeof message === 'string' && message.includes(column)
  );
}

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

/** True for a UNIQUE constraint failure on `column` (e.g. `events.id`). */
export function isUniqueViolation(error: unknown, column: string): boolean {
  return (
    error instanceof Error &&
    (error as { code?: unknown }).code === 'SQLITE_CONSTRAINT_UNIQUE' &&
    error.message.includes(column)
  );
}

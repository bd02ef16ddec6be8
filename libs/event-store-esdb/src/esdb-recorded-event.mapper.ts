import type { AllStreamResolvedEvent, ResolvedEvent } from '@eventstore/db-client';
import type { RecordedEvent, RecordedMetadata } from '@arbiter/event-store';
import { portPosition } from './esdb-position.mapping';

/**
 * True for events users wrote. EventStoreDB's `$all` also carries system records (streams and
 * event types starting with `$`: stats, projections, stream metadata); the port's `$all` holds
 * user events only.
 */
export function isUserEvent(streamId: string, type: string): boolean {
  return !streamId.startsWith('$') && !type.startsWith('$');
}

/**
 * A resolved event from the client as the port's `RecordedEvent`, or `undefined` when there is
 * no event to report (a link whose target is gone). The revision is the client's bigint as is;
 * the position is the commit position (see `esdb-position.mapping.ts`).
 */
export function toRecordedEvent(
  resolved: ResolvedEvent | AllStreamResolvedEvent,
): RecordedEvent | undefined {
  const event = resolved.event;
  if (event === undefined) return undefined;
  const position = event.position ?? commitOnly(resolved.commitPosition);
  if (position === undefined) {
    throw new Error(
      `EventStoreDB sent ${event.streamId}@${event.revision.toString()} without a position (server older than 22.6?)`,
    );
  }
  return {
    id: event.id,
    type: event.type,
    data: event.data,
    metadata: (event.metadata ?? {}) as RecordedMetadata,
    streamId: event.streamId,
    revision: event.revision,
    position: portPosition(position),
    created: event.created,
  };
}

function commitOnly(commit: bigint | undefined): { commit: bigint; prepare: bigint } | undefined {
  return commit === undefined ? undefined : { commit, prepare: commit };
}

import type { RecordedEvent } from '@arbiter/event-store';
import { gameIdOfStream } from '@arbiter/game-log';
import type { GameEvent } from '@arbiter/rules';

/** Where a game event sits: its game, its place in `$all` and in its stream, and when it was stored. */
export interface EventPlace {
  readonly gameId: string;
  /** Global position in `$all`: the checkpoint unit. */
  readonly position: bigint;
  readonly revision: number;
  /** Epoch milliseconds of `created`. */
  readonly created: number;
}

/**
 * A recorded game event as a projection sees it: the engine's event (a discriminated union on
 * `type`, so a `switch` narrows `data`) plus where it sits. Stores may hold event types this
 * engine does not know (an imported log): projections ignore types they do not list.
 */
export type ProjectedEvent = GameEvent & EventPlace;

/**
 * The projected form of a recorded event, or null when it is not in a game stream.
 *
 * @example
 * const e = toProjectedEvent(recorded); // { type: 'ManaAdded', data: {...}, gameId: 'g1', position: 42n, ... }
 */
export function toProjectedEvent(event: RecordedEvent): ProjectedEvent | null {
  const gameId = gameIdOfStream(event.streamId);
  if (gameId === null) return null;
  // Game streams hold what the engine decided (or an audited import): trusted to be GameEvents.
  const projected: EventPlace & { type: string; data: unknown; metadata: unknown } = {
    type: event.type,
    data: event.data,
    metadata: event.metadata,
    gameId,
    position: event.position,
    revision: Number(event.revision),
    created: event.created.getTime(),
  };
  return projected as ProjectedEvent;
}

/**
 * Snapshots of game state, every N events, in their own stream `snapshots-<gameId>`: snapshot i is
 * taken when a command crosses revision (i+1)·N − 1, so the one to start from for any revision is
 * found with one short read, and time travel replays at most about N events.
 */
import {
  StreamNotFoundError,
  WrongExpectedVersionError,
  type EventStore,
} from '@arbiter/event-store';
import type { GameState } from '@arbiter/rules';

/** Bump when the shape of GameState changes: older snapshots are then ignored, never misread. */
export const SNAPSHOT_SCHEMA = 2;

export interface GameSnapshot {
  readonly schema: number;
  readonly revision: number;
  readonly state: GameState;
  /** Client command ids seen so far (for idempotent retries), with the revisions they took. */
  readonly commands: Readonly<Record<string, { readonly from: number; readonly to: number }>>;
}

export function snapshotStream(gameId: string): string {
  return `snapshots-${gameId}`;
}

/** The latest usable snapshot at or before `revision`, or null. */
export async function findSnapshot(
  store: EventStore,
  gameId: string,
  revision: number,
  every: number,
): Promise<GameSnapshot | null> {
  const index = Math.floor((revision + 1) / every) - 1;
  if (index < 0) return null;
  return newestUsable(store, gameId, BigInt(index), 3, revision);
}

/** The most recent usable snapshot, or null. */
export function latestSnapshot(store: EventStore, gameId: string): Promise<GameSnapshot | null> {
  return newestUsable(store, gameId, 'end', 1, Number.POSITIVE_INFINITY);
}

/**
 * Reads up to `maxCount` snapshots backwards from `from` and returns the first of the current
 * schema taken at or before `atMost`; null when none is (or there are no snapshots).
 */
async function newestUsable(
  store: EventStore,
  gameId: string,
  from: bigint | 'end',
  maxCount: number,
  atMost: number,
): Promise<GameSnapshot | null> {
  try {
    for await (const e of store.readStream(snapshotStream(gameId), {
      direction: 'backwards',
      fromRevision: from,
      maxCount,
    })) {
      const snap = e.data as GameSnapshot;
      if (snap.schema === SNAPSHOT_SCHEMA && snap.revision <= atMost) return snap;
    }
  } catch (err) {
    if (err instanceof StreamNotFoundError) return null;
    throw err;
  }
  return null;
}

/** True when a command that moved the game from revision `before` to `after` owes a snapshot. */
export function snapshotsOwed(before: number, after: number, every: number): boolean {
  return Math.floor((before + 1) / every) < Math.floor((after + 1) / every);
}

/** Writes the snapshots owed after a command moved the game from `before` to `state`. */
export async function writeSnapshots(
  store: EventStore,
  gameId: string,
  before: number,
  state: GameState,
  every: number,
  commands: ReadonlyMap<string, { from: number; to: number }>,
): Promise<void> {
  const first = Math.floor((before + 1) / every);
  const last = Math.floor((state.revision + 1) / every);
  for (let i = first; i < last; i++) {
    try {
      await store.appendToStream(
        snapshotStream(gameId),
        [
          {
            type: 'GameSnapshot',
            data: {
              schema: SNAPSHOT_SCHEMA,
              revision: state.revision,
              state,
              commands: Object.fromEntries(commands),
            },
          },
        ],
        {
          expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1),
        },
      );
    } catch (err) {
      // Another writer took this snapshot (or one is missing before it): snapshots are an optimisation.
      if (err instanceof WrongExpectedVersionError) return;
      throw err;
    }
  }
}

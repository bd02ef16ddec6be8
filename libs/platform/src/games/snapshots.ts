/**
 * Snapshots of game state, every N events, in their own stream `snapshots-<gameId>`: snapshot i is
 * taken when a command crosses revision (i+1)·N − 1 and is written at position i of that stream,
 * so the one to start from for any revision is found with one short read, and time travel replays
 * at most about N events.
 *
 * A snapshot is only an optimisation, and never trusted blindly:
 * - it names the hash of the event it was taken at and carries a digest of its state chained to
 *   that hash; a snapshot whose event hash is not the stream's, or whose state does not match its
 *   digest, is passed over (and logged) for an older one or the events themselves;
 * - a snapshot lost to a crash or a failed write leaves a gap: the next one is written after it
 *   (position < index from then on), and the search reads further back when a position holds a
 *   snapshot taken later than it needs;
 * - it holds the state only: command ids are found in the events' metadata (game.service.ts).
 */
import {
  computeEventHash,
  StreamNotFoundError,
  WrongExpectedVersionError,
  type EventStore,
} from '@arbiter/event-store';
import type { GameState } from '@arbiter/rules';

/** Bump when the shape of a snapshot or of GameState changes: older ones are then ignored, never misread. */
export const SNAPSHOT_SCHEMA = 2;

export interface GameSnapshot {
  readonly schema: number;
  readonly revision: number;
  readonly state: GameState;
  /** `metadata.hash` of the game's event at `revision`. */
  readonly eventHash: string;
  /** SHA-256 chained from `eventHash` over the canonical JSON of `{ revision, state }`. */
  readonly digest: string;
}

/** How a snapshot is checked before use: the game's event hash at a revision (null if none). */
export type EventHashAt = (revision: number) => Promise<string | null>;

/** Told of each snapshot passed over, and why. */
export type SnapshotRejected = (snapshot: { revision: number; position: bigint }, reason: string) => void;

export function snapshotStream(gameId: string): string {
  return `snapshots-${gameId}`;
}

/** The digest a snapshot of `state` taken at an event with hash `eventHash` carries. */
export function snapshotDigest(eventHash: string, revision: number, state: GameState): string {
  return computeEventHash(eventHash, { type: 'GameSnapshot', data: { revision, state } });
}

/** A snapshot of `state`, bound to the hash of the event at its revision. */
export function makeSnapshot(state: GameState, eventHash: string): GameSnapshot {
  return {
    schema: SNAPSHOT_SCHEMA,
    revision: state.revision,
    state,
    eventHash,
    digest: snapshotDigest(eventHash, state.revision, state),
  };
}

/** Why a snapshot may not be used, or null when it may. */
export async function snapshotProblem(snap: GameSnapshot, eventHashAt: EventHashAt): Promise<string | null> {
  if (typeof snap.eventHash !== 'string' || typeof snap.digest !== 'string') return 'it has no event hash or digest';
  const actual = await eventHashAt(snap.revision);
  if (actual !== snap.eventHash) return `it was taken at an event whose hash is not the game's at revision ${snap.revision}`;
  let digest: string;
  try {
    digest = snapshotDigest(snap.eventHash, snap.revision, snap.state);
  } catch (err) {
    return `its state is not JSON (${err instanceof Error ? err.message : String(err)})`;
  }
  if (digest !== snap.digest) return 'its state does not match its digest';
  if (snap.state.revision !== snap.revision) return 'its state is at another revision';
  return null;
}

interface Found {
  readonly snap: GameSnapshot;
  readonly position: bigint;
}

const PAGE = 3;

/**
 * The newest verified snapshot taken at or before `atMost`, searching backwards from position
 * `from`; null when none is (or there are no snapshots).
 */
async function newestTrusted(
  store: EventStore,
  gameId: string,
  from: bigint | 'end',
  atMost: number,
  eventHashAt: EventHashAt,
  rejected: SnapshotRejected,
): Promise<GameSnapshot | null> {
  let next: bigint | 'end' = from;
  for (;;) {
    // Read a page first, then verify: a check reads the game stream, and no read is left open meanwhile.
    const page: Found[] = [];
    try {
      for await (const e of store.readStream(snapshotStream(gameId), { direction: 'backwards', fromRevision: next, maxCount: PAGE })) {
        page.push({ snap: e.data as GameSnapshot, position: e.revision });
      }
    } catch (err) {
      if (err instanceof StreamNotFoundError) return null;
      throw err;
    }
    for (const { snap, position } of page) {
      if (snap.schema !== SNAPSHOT_SCHEMA || snap.revision > atMost) continue;
      const problem = await snapshotProblem(snap, eventHashAt);
      if (problem === null) return snap;
      rejected({ revision: snap.revision, position }, problem);
    }
    const last = page[page.length - 1];
    if (page.length < PAGE || last === undefined || last.position === 0n) return null;
    next = last.position - 1n;
  }
}

/** The latest trusted snapshot at or before `revision`, or null. */
export async function findSnapshot(
  store: EventStore,
  gameId: string,
  revision: number,
  every: number,
  eventHashAt: EventHashAt,
  rejected: SnapshotRejected,
): Promise<GameSnapshot | null> {
  const index = Math.floor((revision + 1) / every) - 1;
  if (index < 0) return null;
  return newestTrusted(store, gameId, BigInt(index), revision, eventHashAt, rejected);
}

/** The most recent trusted snapshot, or null. */
export function latestSnapshot(
  store: EventStore,
  gameId: string,
  eventHashAt: EventHashAt,
  rejected: SnapshotRejected,
): Promise<GameSnapshot | null> {
  return newestTrusted(store, gameId, 'end', Number.POSITIVE_INFINITY, eventHashAt, rejected);
}

/** True when a command that moved the game from revision `before` to `after` owes a snapshot. */
export function snapshotsOwed(before: number, after: number, every: number): boolean {
  return Math.floor((before + 1) / every) < Math.floor((after + 1) / every);
}

/** What a snapshot write did, for the log. */
export interface SnapshotsWritten {
  /** Snapshots appended. */
  readonly written: number;
  /** Indexes another writer had already taken. */
  readonly alreadyTaken: number;
  /** Indexes written after a gap: earlier snapshots were lost (a crash, a failed write). */
  readonly afterGap: readonly number[];
}

/**
 * Writes the snapshots owed after a command moved the game from `before` to the snapshot's state.
 * Each goes at its index when the stream is whole; after a gap (a snapshot never written) it is
 * appended all the same, so one loss never stops the snapshots of a game.
 */
export async function writeSnapshots(
  store: EventStore,
  gameId: string,
  before: number,
  snapshot: GameSnapshot,
  every: number,
): Promise<SnapshotsWritten> {
  const first = Math.floor((before + 1) / every);
  const last = Math.floor((snapshot.revision + 1) / every);
  const event = [{ type: 'GameSnapshot', data: snapshot }];
  let written = 0;
  let alreadyTaken = 0;
  const afterGap: number[] = [];
  for (let i = first; i < last; i++) {
    try {
      await store.appendToStream(snapshotStream(gameId), event, { expectedRevision: i === 0 ? 'no_stream' : BigInt(i - 1) });
      written++;
    } catch (err) {
      if (!(err instanceof WrongExpectedVersionError)) throw err;
      const actual = typeof err.actual === 'bigint' ? err.actual : -1n;
      if (actual >= BigInt(i)) {
        alreadyTaken++; // another writer took this index
        continue;
      }
      // Fewer snapshots than indexes: one was lost. Write this one after the others.
      await store.appendToStream(snapshotStream(gameId), event, { expectedRevision: 'any' });
      written++;
      afterGap.push(i);
    }
  }
  return { written, alreadyTaken, afterGap };
}

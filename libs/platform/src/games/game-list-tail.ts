/**
 * A page of the games read model brought up to date with the events the projector has not
 * handled yet (the tail of `$all` after its checkpoint): games started in the tail join the list,
 * and a game's revision is the later of the read model's and the tail's. Pure: the catalog reads,
 * this folds.
 */
import type { RecordedEvent } from '@arbiter/event-store';
import { gameIdOfStream } from '@arbiter/game-log';
import type { GameListEntry } from '@arbiter/projections';

/** What the tail says of one game: its last revision there, and its start when the tail has it. */
export interface TailGame {
  readonly revision: number;
  readonly started: GameListEntry | undefined;
}

/** The tail's games by id (events outside game streams are skipped). */
export function foldTail(events: Iterable<RecordedEvent>): Map<string, TailGame> {
  const games = new Map<string, TailGame>();
  for (const e of events) {
    const id = gameIdOfStream(e.streamId);
    if (id === null) continue;
    const revision = Number(e.revision);
    const before = games.get(id);
    const started =
      e.type === 'GameStarted' && revision === 0
        ? {
            id,
            players: (e.data as { setup: { players: string[] } }).setup.players,
            revision,
            createdAt: e.created.toISOString(),
            position: e.position,
          }
        : before?.started;
    games.set(id, { revision: Math.max(revision, before?.revision ?? -1), started });
  }
  return games;
}

/**
 * The read model's page (games started after `after`, oldest first, at most `limit + 1` of them)
 * with the tail folded in, cut to `limit`; `more` when a game follows the last one.
 */
export function mergeTail(
  projected: readonly GameListEntry[],
  tail: ReadonlyMap<string, TailGame>,
  after: bigint | null,
  limit: number,
): { games: GameListEntry[]; more: boolean } {
  const known = new Set(projected.map((g) => g.id));
  const updated = projected.map((g) => {
    const later = tail.get(g.id);
    return later === undefined || later.revision <= g.revision ? g : { ...g, revision: later.revision };
  });
  const started = [...tail.values()]
    .flatMap((t) => (t.started === undefined ? [] : [{ ...t.started, revision: t.revision }]))
    .filter((g) => !known.has(g.id) && (after === null || g.position > after));
  const all = [...updated, ...started].sort((a, b) => (a.position < b.position ? -1 : a.position > b.position ? 1 : 0));
  return { games: all.slice(0, limit), more: all.length > limit };
}

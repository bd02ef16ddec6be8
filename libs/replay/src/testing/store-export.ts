/**
 * Test support: a game's external log made the most faithful way, by appending each command's
 * events to an in-memory event store and reading the stream back; and re-hashing an edited log
 * so that an edit shows as a divergence rather than as tampering.
 */
import { computeEventHash, GENESIS_HASH, InMemoryEventStore } from '@arbiter/event-store';
import {
  gameStream,
  toEventData,
  type ExternalLogEvent,
  type LoggedEvent,
} from '@arbiter/game-log';
import type { GameEvent } from '@arbiter/rules';
import { commandBatches } from '../engine-log-export';

/** The game's stream as read back from a store: events with their revision and id. */
export async function loggedThroughStore(
  events: readonly GameEvent[],
  gameId = 'x',
): Promise<LoggedEvent[]> {
  const store = new InMemoryEventStore();
  const stream = gameStream(gameId);
  let revision = 0;
  for (const batch of commandBatches(events)) {
    await store.appendToStream(stream, toEventData(batch, { gameId, firstRevision: revision }), {
      expectedRevision: revision === 0 ? 'no_stream' : BigInt(revision - 1),
    });
    revision += batch.length;
  }
  const out: LoggedEvent[] = [];
  for await (const e of store.readStream(stream)) {
    out.push({
      revision: Number(e.revision),
      id: e.id,
      type: e.type as LoggedEvent['type'],
      data: e.data,
      metadata: { ...e.metadata } as LoggedEvent['metadata'],
    });
  }
  await store.close();
  return JSON.parse(JSON.stringify(out)) as LoggedEvent[];
}

/** The external log (docs/log-format.md) of a game, through a store: `{ type, data, metadata }` only. */
export async function exportThroughStore(
  events: readonly GameEvent[],
  gameId = 'x',
): Promise<ExternalLogEvent[]> {
  return (await loggedThroughStore(events, gameId)).map((e) => ({
    type: e.type,
    data: e.data,
    metadata: e.metadata,
  }));
}

/** Recomputes every hash of the chain (after an edit). */
export function rehash(log: readonly ExternalLogEvent[]): ExternalLogEvent[] {
  let previous = GENESIS_HASH;
  return log.map((e) => {
    const hash = computeEventHash(previous, e);
    previous = hash;
    return { ...e, metadata: { ...e.metadata, hash } };
  });
}

/**
 * A simulated game as its stream `game-<id>`: each command's events get the metadata the game
 * service gives them (deterministic ids, one correlation id per command, the decision as the
 * cause of its consequences), and the whole game goes in with one append at `no_stream`, so a
 * stored game is always complete and audits like one played through the API.
 *
 * @example
 * await recordSimulatedGame(store, simulateGame({ seed: 1 })); // 'recorded'
 */
import { WrongExpectedVersionError, type EventData, type EventStore } from '@arbiter/event-store';
import { gameStream, toEventData } from '@arbiter/game-log';
import type { SimulatedGame } from '@arbiter/simulation';

export function simulatedGameStream(game: SimulatedGame): EventData[] {
  const out: EventData[] = [];
  for (const batch of game.batches) out.push(...toEventData(batch, { gameId: game.gameId, firstRevision: out.length }));
  return out;
}

/**
 * `recorded`, or `present` when the stream already holds other events (the same seed recorded
 * by another engine version). The same game recorded twice is a repeat the store recognises by
 * its event ids: it answers `recorded` and writes nothing.
 */
export async function recordSimulatedGame(store: EventStore, game: SimulatedGame): Promise<'recorded' | 'present'> {
  try {
    await store.appendToStream(gameStream(game.gameId), simulatedGameStream(game), { expectedRevision: 'no_stream' });
    return 'recorded';
  } catch (err) {
    if (err instanceof WrongExpectedVersionError) return 'present';
    throw err;
  }
}

/**
 * The external log (docs/log-format.md) of a game played in memory, exactly as the store would export it:
 * one append per command (the decision and its consequences), deterministic ids, one correlation id
 * per command, the decision as the cause of its consequences, and the hash chain of docs/log-format.md.
 * Lets the CLI, tests and benchmarks audit a game without a store.
 */
import { computeEventHash, GENESIS_HASH } from '@arbiter/event-store';
import { toEventData, type ExternalLogEvent } from '@arbiter/game-log';
import { DECISION_EVENTS, type GameEvent } from '@arbiter/rules';

/**
 * Splits a game's events into the commands that produced them: each command's events start with
 * its one decision event (`GameStarted` is the first command).
 *
 * @example
 * commandBatches(run.allEvents).map((b) => b[0]?.type); // ['GameStarted', 'AbilityActivated', ...]
 */
export function commandBatches(events: readonly GameEvent[]): GameEvent[][] {
  const batches: GameEvent[][] = [];
  for (const e of events) {
    const last = batches[batches.length - 1];
    if (last === undefined || DECISION_EVENTS.has(e.type)) batches.push([e]);
    else last.push(e);
  }
  return batches;
}

/**
 * @example
 * const log = exportEngineEvents(runScenario(scenario, decider).allEvents, 'g1');
 * auditLog(log, CARD_CATALOG).verdict; // 'consistent'
 */
export function exportEngineEvents(
  events: readonly GameEvent[],
  gameId: string,
): ExternalLogEvent[] {
  const out: ExternalLogEvent[] = [];
  let previous = GENESIS_HASH;
  for (const batch of commandBatches(events)) {
    for (const e of toEventData(batch, { gameId, firstRevision: out.length })) {
      const metadata = { ...(e.metadata ?? {}) };
      const hash = computeEventHash(previous, { type: e.type, data: e.data, metadata });
      // Through JSON, as an export is: the log shares nothing with the engine's events.
      out.push(
        JSON.parse(
          JSON.stringify({ type: e.type, data: e.data, metadata: { ...metadata, hash } }),
        ) as ExternalLogEvent,
      );
      previous = hash;
    }
  }
  return out;
}

/**
 * The bridge between the engine's events and a game's stream: stream names, the metadata the
 * store keeps (docs/log-format.md), and the command a decision event records (for audited replays).
 */
import { deterministicEventId, type EventData } from '@arbiter/event-store';
import type { GameEvent } from '@arbiter/rules';
import type { LoggedEvent } from './game-log.types';

/** One stream per game (docs/log-format.md). */
export function gameStream(gameId: string): string {
  return `game-${gameId}`;
}

export function gameIdOfStream(streamId: string): string | null {
  return streamId.startsWith('game-') ? streamId.slice('game-'.length) : null;
}

export interface CommandContext {
  readonly gameId: string;
  /** The stream revision the first event will get. */
  readonly firstRevision: number;
  /** Shared by all the command's events; defaults to the first event's id. */
  readonly correlationId?: string;
  readonly commandId?: string;
}

/**
 * Turns a command's engine events into events to append: deterministic ids (a retry of the same
 * command at the same revision appends the same ids, which the store treats as idempotent), the
 * decision event as the cause of its consequences, one correlation id for the command.
 */
export function toEventData(events: readonly GameEvent[], ctx: CommandContext): EventData[] {
  const stream = gameStream(ctx.gameId);
  const ids = events.map((e, i) => deterministicEventId(stream, BigInt(ctx.firstRevision + i), { type: e.type, data: e.data, commandId: ctx.commandId ?? null }));
  const correlationId = ctx.correlationId ?? ids[0] ?? '';
  let cause = ctx.commandId ?? correlationId;
  return events.map((e, i) => {
    const id = ids[i] ?? '';
    const metadata = {
      ...e.metadata,
      $correlationId: correlationId,
      $causationId: e.metadata.kind === 'decision' ? (ctx.commandId ?? id) : cause,
      ...(ctx.commandId === undefined ? {} : { commandId: ctx.commandId }),
    };
    if (e.metadata.kind === 'decision') cause = id;
    return { id, type: e.type, data: e.data, metadata };
  });
}

/** The engine event inside a logged one (store metadata dropped). */
export function toEngineEvent(e: Pick<LoggedEvent, 'type' | 'data' | 'metadata'>): GameEvent {
  const { kind, actor, rule } = e.metadata;
  return { type: e.type, data: e.data, metadata: { kind, actor, ...(rule === undefined ? {} : { rule }) } } as GameEvent;
}

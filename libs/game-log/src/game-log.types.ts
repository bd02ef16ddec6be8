import type { GameEvent } from '@arbiter/rules';

/** Metadata of a stored game event (docs/log-format.md). */
export interface GameEventMetadata {
  readonly kind: 'decision' | 'consequence';
  /** A player's name, or `engine`. */
  readonly actor: string;
  /** The CR rule that justified the event, where one applies. */
  readonly rule?: string;
  /** The command chain: every event of one command shares it. */
  readonly $correlationId: string;
  /** The event (or command) that caused this one: a consequence's decision event id. */
  readonly $causationId: string;
  /** SHA-256 hash chain (docs/log-format.md). */
  readonly hash: string;
  /** The client's command id, for idempotent retries. */
  readonly commandId?: string;
  readonly [key: string]: unknown;
}

/** One event of a game's stream, as exported (docs/log-format.md) and read back, with its revision. */
export interface LoggedEvent {
  readonly revision: number;
  readonly id?: string;
  readonly type: GameEvent['type'];
  readonly data: unknown;
  readonly metadata: GameEventMetadata;
  readonly created?: string;
}

/** The external log format: a JSON array of `{ type, data, metadata }` in stream order. */
export interface ExternalLogEvent {
  readonly type: string;
  readonly data: unknown;
  readonly metadata: Record<string, unknown>;
}

/**
 * The audit report (docs/log-format.md): what `POST /audits`, `arbiter audit` and the readable
 * reports are made of. Plain JSON data.
 */
import type { GameView } from '@arbiter/rules';

/** `invalid` > `tampered` > `divergent` > `consistent`: the worst finding wins. */
export type AuditVerdict = 'consistent' | 'divergent' | 'tampered' | 'invalid';

/** One side of a divergence: the event without its store metadata. */
export interface AuditedEvent {
  readonly type: string;
  readonly data: unknown;
  readonly metadata: {
    readonly kind: 'decision' | 'consequence';
    readonly actor: string;
    /** Absent when the event cites no rule. */
    readonly rule?: string;
  };
}

/** A place where the record and the rules disagree. */
export interface Divergence {
  /** The recorded event's revision; for an event the record lacks, where it would have been. */
  readonly revision: number;
  /** What the log holds; null when the log lacks an event the rules derive. */
  readonly recorded: AuditedEvent | null;
  /** What the rules derive instead; null when the log holds an event the rules do not produce. */
  readonly derived: AuditedEvent | null;
  /** CR rule numbers: the rule behind the difference first (when it can be told), then both sides'. */
  readonly rules: readonly string[];
  /** A sentence or two for a judge. */
  readonly explain: string;
  /** The GameView just before this event, following the recorded events. */
  readonly viewBefore: GameView | null;
}

/** A problem with the input itself: `field` names the place, e.g. `[12].metadata.hash`. */
export interface AuditError {
  /** The event's index in the log (its revision), or null for the log as a whole. */
  readonly revision: number | null;
  readonly field: string;
  readonly message: string;
}

export interface AuditReport {
  readonly verdict: AuditVerdict;
  /** Recorded events compared with what the rules derive (GameStarted included). */
  readonly eventsChecked: number;
  /** The Comprehensive Rules the audit applied. */
  readonly crVersion: string;
  /** `ok: false` with `firstBrokenRevision: null` when the chain could not be checked (bad input). */
  readonly hashChain: { readonly ok: boolean; readonly firstBrokenRevision: number | null };
  readonly divergences: readonly Divergence[];
  readonly errors: readonly AuditError[];
  /** From the log's GameStarted, when it could be read. */
  readonly gameId: string | null;
  readonly players: readonly string[];
  /** The number of events in the log (0 when it is not a list). */
  readonly eventCount: number;
  /** Given by the caller (the audit has no clock); null when not given. */
  readonly checkedAt: string | null;
}

export interface AuditOptions {
  /** An ISO date to stamp the report with. */
  readonly checkedAt?: string;
}

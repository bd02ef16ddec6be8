/**
 * The replay behind an audit: from the log's GameStarted, each decision is re-run through the
 * engine on the state the record has reached, and the events it derives are lined up with the
 * recorded ones. The state always follows the recorded events, so a divergence stays local.
 */
import { commandFromDecision } from '@arbiter/game-log';
import {
  CR_VERSION,
  DECISION_EVENTS,
  createDecider,
  toGameView,
  type CardCatalog,
  type Decider,
  type GameEvent,
  type GameSetup,
  type GameState,
  type GameView,
} from '@arbiter/rules';
import type { AuditError, AuditedEvent, Divergence } from './audit-report.types';
import { explainDivergence } from './divergence-explain';
import { alignEvents } from './event-alignment';
import { jsonEqual } from './json-diff';
import type { LogEvent } from './log-validation';

/** The event without its store metadata (what a divergence shows). */
export function toAudited(e: Pick<GameEvent, 'type' | 'data' | 'metadata'>): AuditedEvent {
  const { kind, actor, rule } = e.metadata;
  return {
    type: e.type,
    data: e.data,
    metadata: { kind, actor, ...(rule === undefined ? {} : { rule }) },
  };
}

/** Same event as far as the audit is concerned: type, data, and the metadata the engine derives. */
function sameEvent(
  a: Pick<GameEvent, 'type' | 'data' | 'metadata'>,
  b: Pick<GameEvent, 'type' | 'data' | 'metadata'>,
): boolean {
  return (
    a.type === b.type &&
    a.metadata.kind === b.metadata.kind &&
    a.metadata.actor === b.metadata.actor &&
    a.metadata.rule === b.metadata.rule &&
    jsonEqual(a.data, b.data)
  );
}

export interface ReplayOutcome {
  readonly divergences: Divergence[];
  readonly errors: AuditError[];
  readonly checked: number;
}

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

class Replay {
  private readonly decider: Decider;
  private state: GameState;
  readonly divergences: Divergence[] = [];
  readonly errors: AuditError[] = [];
  checked = 0;

  constructor(private readonly catalog: CardCatalog) {
    this.decider = createDecider(catalog);
    this.state = this.decider.initialState();
  }

  private view(): GameView | null {
    if (this.state.revision < 0) return null;
    try {
      return toGameView(this.state, this.catalog);
    } catch {
      return null;
    }
  }

  private diverge(
    revision: number,
    recorded: AuditedEvent | null,
    derived: AuditedEvent | null,
    explain?: string,
  ): void {
    const why = explainDivergence(recorded, derived, this.state, this.catalog);
    this.divergences.push({
      revision,
      recorded,
      derived,
      rules: why.rules,
      explain: explain ?? why.explain,
      viewBefore: this.view(),
    });
  }

  /** Follows the record; false when the engine cannot apply the event (the replay stops there). */
  private apply(e: LogEvent, revision: number): boolean {
    try {
      this.state = this.decider.evolve(this.state, e);
      return true;
    } catch (err) {
      this.errors.push({
        revision,
        field: `[${revision}]`,
        message: `the engine cannot apply this event: ${messageOf(err)}`,
      });
      return false;
    }
  }

  start(first: LogEvent, setup: GameSetup): boolean {
    const gameId = first.type === 'GameStarted' ? first.data.gameId : '';
    const expected = this.decider.start(gameId, setup)[0];
    this.checked++;
    if (expected !== undefined && !sameEvent(first, expected)) {
      const versions =
        first.type === 'GameStarted' && first.data.crVersion !== CR_VERSION
          ? `The game was recorded under the Comprehensive Rules of ${first.data.crVersion}; this audit applies those of ${CR_VERSION}. `
          : '';
      this.diverge(
        0,
        toAudited(first),
        toAudited(expected),
        `${versions}${explainDivergence(toAudited(first), toAudited(expected), this.state, this.catalog).explain}`,
      );
    }
    return this.apply(first, 0);
  }

  /** Compares the events recorded for one decision (`group`, from revision `at`) with the derived ones. */
  decision(group: readonly LogEvent[], at: number, isLast: boolean): boolean {
    const decision = group[0];
    if (decision === undefined) return true;
    const command = commandFromDecision(decision);
    let derived: GameEvent[];
    try {
      if (command === null) throw new Error(`${decision.type} records no command`);
      derived = this.decider.decide(command, this.state);
    } catch (err) {
      this.checked++;
      this.diverge(
        at,
        toAudited(decision),
        null,
        `The engine could not re-run this decision: ${messageOf(err)}.`,
      );
      return group.every((e, k) => this.apply(e, at + k));
    }
    const pairs = alignEvents(group.length, derived.length, (r, d) =>
      sameEvent(group[r] as LogEvent, derived[d] as GameEvent),
    );
    if (
      isLast &&
      derived.length > group.length &&
      group.every((e, k) => sameEvent(e, derived[k] as GameEvent))
    ) {
      const end = at + group.length;
      const next = derived[group.length] as GameEvent;
      this.errors.push({
        revision: end,
        field: `[${end}]`,
        message: `the log is truncated: it ends inside the outcome of the ${decision.type} at revision ${at}; the rules derive ${derived.length - group.length} more event(s), starting with ${next.type}`,
      });
      this.checked += group.length;
      return false;
    }
    let consumed = 0;
    for (const pair of pairs) {
      const rec = pair.recorded === null ? undefined : group[pair.recorded];
      const der = pair.derived === null ? undefined : derived[pair.derived];
      const revision = at + (pair.recorded ?? consumed);
      if (!pair.same)
        this.diverge(
          revision,
          rec === undefined ? null : toAudited(rec),
          der === undefined ? null : toAudited(der),
        );
      if (rec !== undefined) {
        this.checked++;
        consumed++;
        if (!this.apply(rec, revision)) return false;
      }
    }
    return true;
  }

  /** Consequences with no decision before them (only possible right after GameStarted). */
  orphans(group: readonly LogEvent[], at: number): boolean {
    return group.every((e, k) => {
      this.checked++;
      this.diverge(
        at + k,
        toAudited(e),
        null,
        `The record holds "${e.type}" with no decision before it: only a player's decision makes the engine derive events.`,
      );
      return this.apply(e, at + k);
    });
  }
}

export function replayLog(
  events: readonly LogEvent[],
  setup: GameSetup,
  catalog: CardCatalog,
): ReplayOutcome {
  const run = new Replay(catalog);
  const first = events[0];
  if (first === undefined || !run.start(first, setup)) return run;
  let i = 1;
  while (i < events.length) {
    let j = i + 1;
    while (j < events.length && !DECISION_EVENTS.has((events[j] as LogEvent).type)) j++;
    const group = events.slice(i, j);
    const ok = DECISION_EVENTS.has((events[i] as LogEvent).type)
      ? run.decision(group, i, j === events.length)
      : run.orphans(group, i);
    if (!ok) break;
    i = j;
  }
  return run;
}

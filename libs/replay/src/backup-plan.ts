/**
 * A judge's backup (IPG 1.4, `GET /games/:id/backup?to=`): the decisions made after a revision,
 * most recent first, each marked reversible or not. Untapping, taking mana out of a pool or
 * returning a card to hand are mechanical; drawn cards (hidden information seen by a player),
 * moves into or shuffles of a library, a revealed choice of hidden information and a player
 * leaving the game cannot be undone cleanly.
 */
import { toEngineEvent, type LoggedEvent } from '@arbiter/game-log';
import {
  DECISION_EVENTS,
  evolve,
  countOf,
  formatMana,
  initialState,
  type EventOf,
  type GameEvent,
  type GameEventType,
  type GameState,
} from '@arbiter/rules';
import { describeLogged, describeLoggedInOrder } from './why-chain';

export interface BackupAction {
  readonly revision: number;
  readonly type: string;
  readonly text: string;
  readonly reversible: boolean;
  /** Why it can't be undone cleanly, or what undoing it takes. */
  readonly reason: string;
}

export interface BackupPlan {
  readonly actions: readonly BackupAction[];
  /**
   * Where this backup goes further than a judge would take it (IPG 1.4 backs up only to recent,
   * known actions): past the start of the current turn, or past a point where hidden information
   * was revealed. Empty when the backup stays within those limits.
   */
  readonly beyondJudgeLimits: readonly string[];
}

type PerType<R> = { readonly [K in GameEventType]?: (e: EventOf<K>) => R };

function lookup<R>(table: PerType<R>, e: GameEvent): R | undefined {
  const fn = table[e.type] as ((e: GameEvent) => R) | undefined;
  return fn?.(e);
}

/** Events that can't be undone cleanly, and why. */
const IRREVERSIBLE: PerType<string | null> = {
  // Drawing no card (an empty library) shows nobody anything.
  CardsDrawn: (e) =>
    e.data.cards.length === 0 ? null : `${e.data.player} drew ${countOf(e.data.cards.length, 'card')}: hidden information was revealed to a player`,
  PermanentLeftBattlefield: (e) =>
    e.data.to === 'library'
      ? `${e.data.card} (${e.data.permanent}) was put into a library: its order can't be restored cleanly`
      : null,
  PlayerConceded: (e) =>
    `${e.data.player} conceded: a player who left the game can't come back (CR 104.3a)`,
  PlayerLeftGame: (e) => `${e.data.player} left the game (${e.data.reason}) (CR 800.4a)`,
  GameWon: (e) => `the game ended: ${e.data.player} won`,
};

function irreversibility(e: GameEvent): string | null {
  const known = lookup(IRREVERSIBLE, e);
  if (known !== undefined) return known;
  // Event types to come (e.g. LibraryShuffled): any library shuffle or move is not mechanical.
  return /Shuffled|Library/.test(e.type)
    ? `${e.type}: library order can't be restored cleanly`
    : null;
}

/** The mechanical undo of an event, in a few words. */
const UNDO: PerType<string | null> = {
  PermanentTapped: (e) => `untap ${e.data.permanent}`,
  PermanentUntapped: (e) => `tap ${e.data.permanent}`,
  ManaAdded: (e) => `take ${formatMana(e.data.mana)} out of ${e.data.player}'s pool`,
  ManaPoolEmptied: (e) => `put ${formatMana(e.data.mana)} back in ${e.data.player}'s pool`,
  SpellCast: (e) =>
    `return ${e.data.name} (${e.data.card}) to ${e.data.player}'s hand${Object.keys(e.data.paid).length > 0 ? ` and ${formatMana(e.data.paid)} to the pool` : ''}`,
  LandPlayed: (e) => `return ${e.data.name} (${e.data.card}) to ${e.data.player}'s hand`,
  AbilityActivated: (e) =>
    e.data.stackId === null ? null : `remove ${e.data.stackId} from the stack`,
  AbilityPutOnStack: (e) => `remove ${e.data.id} from the stack`,
  StackObjectResolved: (e) => `put ${e.data.id} back on the stack`,
  StackObjectRemoved: (e) => (e.data.id === null ? null : `put ${e.data.id} back on the stack`),
  ControlChanged: (e) => `give ${e.data.permanent} back to ${e.data.from}`,
  CountersAdded: (e) =>
    `remove ${countOf(e.data.amount, `${e.data.kind} counter`)} from ${e.data.permanent}`,
  DamageDealt: (e) => `undo ${e.data.amount} damage to ${e.data.target}`,
  PermanentEntered: (e) =>
    e.data.token
      ? `remove the token ${e.data.permanent}`
      : `put ${e.data.permanent} back where it came from`,
  PermanentLeftBattlefield: (e) => `return ${e.data.permanent} to the battlefield`,
};

function undoStep(e: GameEvent): string | null {
  return lookup(UNDO, e) ?? null;
}

/** Object ids in a hidden zone (a hand or a library) in a state. */
function hiddenIds(state: GameState): Set<string> {
  const ids = new Set<string>();
  for (const p of Object.values(state.playerStates))
    for (const c of [...p.hand, ...p.library]) ids.add(c.id);
  return ids;
}

function revealedByChoice(e: GameEvent, before: GameState | null): string | null {
  if (e.type !== 'ChoiceMade' || before === null) return null;
  const hidden = hiddenIds(before);
  const answers = Array.isArray(e.data.choice) ? e.data.choice : [e.data.choice];
  const seen = answers.filter((a): a is string => typeof a === 'string' && hidden.has(a));
  return seen.length > 0
    ? `${e.data.player}'s choice revealed hidden information (${seen.join(', ')})`
    : null;
}

/** States before each event, when the events start with the game (else null: not known). */
function statesBefore(events: readonly LoggedEvent[]): (GameState | null)[] {
  if (events[0]?.type !== 'GameStarted') return events.map(() => null);
  const out: (GameState | null)[] = [];
  let state: GameState | null = initialState();
  for (const e of events) {
    out.push(state);
    try {
      state = state === null ? null : evolve(state, toEngineEvent(e));
    } catch {
      state = null;
    }
  }
  return out;
}

function action(
  events: readonly LoggedEvent[],
  at: number,
  before: GameState | null,
  text: string,
): BackupAction {
  const decision = events[at] as LoggedEvent;
  const group = [decision];
  for (
    let i = at + 1;
    i < events.length && !DECISION_EVENTS.has((events[i] as LoggedEvent).type);
    i++
  )
    group.push(events[i] as LoggedEvent);
  const engine = group.map((e) => toEngineEvent(e));
  const base = { revision: decision.revision, type: decision.type, text };
  const first = engine[0] as GameEvent;
  if (first.type === 'ActionRejected')
    return { ...base, reversible: true, reason: 'refused by the rules: nothing changed' };
  if (first.type === 'GameStarted')
    return {
      ...base,
      reversible: false,
      reason: 'the start of the game: there is nothing before it to go back to',
    };
  const problems = [revealedByChoice(first, before), ...engine.map(irreversibility)].filter(
    (r): r is string => r !== null,
  );
  if (problems.length > 0)
    return { ...base, reversible: false, reason: [...new Set(problems)].join('; ') };
  const steps = engine
    .map(undoStep)
    .filter((s): s is string => s !== null)
    .reverse();
  const shown = steps.length > 6 ? [...steps.slice(0, 6), `${steps.length - 6} more`] : steps;
  return {
    ...base,
    reversible: true,
    reason: `mechanical: ${shown.length === 0 ? 'no state to restore beyond the game position' : shown.join(', ')}`,
  };
}

/**
 * @example
 * backupPlan(events, 12).actions[0]; // { revision: 20, type: 'PriorityPassed', reversible: false, reason: 'alice drew 2 card(s): ...' }
 */
export function backupPlan(events: readonly LoggedEvent[], toRevision: number): BackupPlan {
  const states = statesBefore(events);
  // Lines name cards as far as they were public at each decision (learned in order).
  const texts = describeLoggedInOrder(events);
  const actions: BackupAction[] = [];
  events.forEach((e, i) => {
    if (e.revision > toRevision && DECISION_EVENTS.has(e.type))
      actions.push(action(events, i, states[i] ?? null, texts[i] ?? describeLogged(e)));
  });
  return { actions: actions.reverse(), beyondJudgeLimits: judgeLimits(events, toRevision, actions) };
}

/** Where a backup to `toRevision` goes further than a judge would take it (IPG 1.4). */
function judgeLimits(events: readonly LoggedEvent[], toRevision: number, actions: readonly BackupAction[]): string[] {
  const out: string[] = [];
  const turnStart = [...events].reverse().find((e) => e.type === 'TurnBegan');
  if (turnStart !== undefined && toRevision < turnStart.revision) {
    const turn = (turnStart.data as { turn?: unknown }).turn;
    out.push(`it goes back past the start of the current turn (turn ${String(turn)}, revision ${turnStart.revision}): a judge backs up only within the current turn`);
  }
  const revealing = actions.filter((a) => !a.reversible);
  if (revealing.length > 0) {
    out.push(`it undoes ${countOf(revealing.length, 'action')} that can't be reversed cleanly (${revealing.map((a) => `revision ${a.revision}`).join(', ')}): hidden information was revealed or a player left`);
  }
  return out;
}

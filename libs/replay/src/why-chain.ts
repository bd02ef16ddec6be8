/**
 * "Why did this happen?" (`GET /games/:id/why/:revision`): the chain of causes from a player's
 * decision down to an event, each link with the rule behind it. Causes are followed through the
 * game, not only through one command: an effect leads back to the spell or ability that resolved
 * (and the passes that resolved it), an ability on the stack to its trigger, a trigger to the
 * event that triggered it, lifelink's life to its damage, a creature destroyed by damage to that
 * damage, combat damage to the declaration of attackers — and so on until a decision.
 *
 * @example
 * // Manabarbs: the damage ← its ability resolving ← on the stack ← triggered ← mana added ← the tap
 * whyChain(events, damage).chain.map((l) => l.type);
 * // ['AbilityActivated', 'ManaAdded', 'AbilityTriggered', 'AbilityPutOnStack', 'PriorityPassed', 'DamageDealt']
 */
import { toEngineEvent, type LoggedEvent } from '@arbiter/game-log';
import { DECISION_EVENTS, describeEvent, learnNames, type CardNames } from '@arbiter/rules';

export interface WhyLink {
  readonly revision: number;
  readonly type: string;
  /** The readable line, with the rule in brackets where one applies. */
  readonly text: string;
  readonly rule: string | null;
}

export interface WhyChain {
  readonly chain: readonly WhyLink[];
}

/** The readable line of a logged event (its JSON when the data is not the engine's). */
export function describeLogged(e: LoggedEvent, names?: CardNames): string {
  try {
    return describeEvent(toEngineEvent(e), names);
  } catch {
    return `${e.type} ${JSON.stringify(e.data)}`;
  }
}

/** Each logged event's line, naming the cards public at that point of the game (learned in order). */
export function describeLoggedInOrder(events: readonly LoggedEvent[]): string[] {
  const names = new Map<string, string>();
  return events.map((e) => {
    try {
      const engine = toEngineEvent(e);
      learnNames(names, engine);
      return describeEvent(engine, names);
    } catch {
      return `${e.type} ${JSON.stringify(e.data)}`;
    }
  });
}

function isDecision(e: LoggedEvent): boolean {
  return DECISION_EVENTS.has(e.type);
}

type Data = Readonly<Record<string, unknown>>;
const dataOf = (e: LoggedEvent): Data => (typeof e.data === 'object' && e.data !== null ? (e.data as Data) : {});

/** Where the decision behind `events[at]` is: by causation id, else the same correlation, else the nearest. */
function decisionIndex(events: readonly LoggedEvent[], at: number): number {
  const target = events[at] as LoggedEvent;
  const { $causationId: cause, $correlationId: correlation } = target.metadata;
  const before = (test: (e: LoggedEvent) => boolean): number => {
    for (let i = at - 1; i >= 0; i--) if (test(events[i] as LoggedEvent)) return i;
    return -1;
  };
  const byId = typeof cause === 'string' && cause !== '' ? before((e) => e.id === cause && isDecision(e)) : -1;
  if (byId >= 0) return byId;
  const byCorrelation =
    typeof correlation === 'string' && correlation !== '' ? before((e) => isDecision(e) && e.metadata.$correlationId === correlation) : -1;
  if (byCorrelation >= 0) return byCorrelation;
  return before(isDecision);
}

/** A stack object's resolution: the events between the passes that resolved it and its leaving the stack. */
interface Resolution {
  /** The object on the stack (its id). */
  readonly id: string;
  /** The pass that began the resolution. */
  readonly start: number;
  /** The event that ended it (resolved, or removed as it tried to resolve). */
  readonly end: number;
}

/** Resolutions in the log, found from each object's end: the last pass before it began it. */
function resolutions(events: readonly LoggedEvent[]): Resolution[] {
  const out: Resolution[] = [];
  events.forEach((e, i) => {
    const d = dataOf(e);
    const resolvedOrFizzled =
      e.type === 'StackObjectResolved' ||
      (e.type === 'StackObjectRemoved' && typeof d['rule'] === 'string' && d['rule'].startsWith('608.'));
    if (!resolvedOrFizzled || typeof d['id'] !== 'string') return;
    for (let j = i - 1; j >= 0; j--) {
      const p = events[j] as LoggedEvent;
      if (p.type === 'PriorityPassed' && isDecision(p)) {
        out.push({ id: d['id'], start: j, end: i });
        return;
      }
    }
  });
  return out;
}

/** The event that put a stack object on the stack, latest before `before`. */
function creationOf(events: readonly LoggedEvent[], id: string, before: number): number {
  for (let i = before - 1; i >= 0; i--) {
    const e = events[i] as LoggedEvent;
    const d = dataOf(e);
    if ((e.type === 'SpellCast' || e.type === 'AbilityActivated') && d['stackId'] === id) return i;
    if (e.type === 'AbilityPutOnStack' && d['id'] === id) return i;
  }
  return -1;
}

function latest(events: readonly LoggedEvent[], before: number, test: (e: LoggedEvent, d: Data) => boolean): number {
  for (let i = before - 1; i >= 0; i--) {
    const e = events[i] as LoggedEvent;
    if (test(e, dataOf(e))) return i;
  }
  return -1;
}

/** One step back: the events that directly explain `events[at]`, nearest cause last; empty for a root. */
function causeOf(events: readonly LoggedEvent[], spans: readonly Resolution[], at: number): number[] {
  const e = events[at] as LoggedEvent;
  const d = dataOf(e);
  switch (e.type) {
    case 'AbilityPutOnStack': {
      // A triggered ability goes on the stack once it has triggered (603.3).
      const triggered = latest(events, at, (x, xd) => x.type === 'AbilityTriggered' && xd['key'] === d['key']);
      if (triggered >= 0) return [triggered];
      break;
    }
    case 'AbilityTriggered': {
      // Triggers are detected right after their event (603.2): the event just before them that isn't another trigger.
      const by = latest(events, at, (x) => x.type !== 'AbilityTriggered' && x.type !== 'ChoiceRequested');
      if (by >= 0) return [by];
      break;
    }
    case 'LifeGained': {
      // Lifelink gains as much life as the damage dealt (702.15b).
      const damage = latest(events, at, (x, xd) => x.type === 'DamageDealt' && xd['source'] === d['source']);
      if (damage >= 0) return [damage];
      break;
    }
    case 'PermanentLeftBattlefield':
    case 'PlayerLeftGame': {
      // Destroyed by damage (704.5g, 704.5h) or out of life (704.5a): the latest damage to it.
      const rule = e.metadata.rule ?? '';
      const target = e.type === 'PermanentLeftBattlefield' ? d['permanent'] : d['player'];
      if (rule === '704.5g' || rule === '704.5h' || rule === '704.5a') {
        const damage = latest(events, at, (x, xd) => x.type === 'DamageDealt' && xd['target'] === target);
        if (damage >= 0) return [damage];
      }
      break;
    }
    case 'DamageDealt':
    case 'DamagePrevented': {
      if (d['combat'] === true || (e.type === 'DamagePrevented' && e.metadata.rule === '615.1')) {
        // Combat damage: the creature was declared as an attacker, or blocked one (508.1, 509.1).
        const source = d['source'];
        const declared = latest(
          events,
          at,
          (x, xd) =>
            (x.type === 'AttackersDeclared' || x.type === 'BlockersDeclared') &&
            typeof source === 'string' &&
            Object.prototype.hasOwnProperty.call((x.type === 'AttackersDeclared' ? xd['attackers'] : xd['blockers']) ?? {}, source),
        );
        if (declared >= 0) return [declared];
      }
      break;
    }
    default:
      break;
  }
  if (isDecision(e)) return [];
  // An effect of a resolving spell or ability: that object, and the passes that resolved it (117.4).
  const span = spans.find((s) => s.start < at && at <= s.end);
  if (span !== undefined) {
    const created = creationOf(events, span.id, span.start);
    return created >= 0 ? [created, span.start] : [span.start];
  }
  const decision = decisionIndex(events, at);
  return decision >= 0 ? [decision] : [];
}

/**
 * @throws RangeError when no event has that revision.
 * @example
 * whyChain(events, 14).chain.map((l) => l.type); // ['AbilityActivated', 'ControlChanged', 'AbilityTriggered', ...]
 */
export function whyChain(events: readonly LoggedEvent[], revision: number): WhyChain {
  const at = events.findIndex((e) => e.revision === revision);
  if (at < 0) throw new RangeError(`no event at revision ${revision}`);
  const spans = resolutions(events);
  const chain: number[] = [at];
  const seen = new Set<number>([at]);
  // Walk back from the event: each step takes its direct causes, the nearest first, until a decision.
  for (let current = at; chain.length < 64; ) {
    const causes = causeOf(events, spans, current).filter((c) => c < current && !seen.has(c));
    if (causes.length === 0) break;
    for (const c of [...causes].reverse()) {
      chain.unshift(c);
      seen.add(c);
    }
    const first = causes[0] as number;
    if (isDecision(events[first] as LoggedEvent) && causes.length === 1) break;
    current = first;
  }
  const texts = describeLoggedInOrder(events.slice(0, at + 1));
  return {
    chain: chain.map((i) => {
      const e = events[i] as LoggedEvent;
      return { revision: e.revision, type: e.type, text: texts[i] ?? describeLogged(e), rule: e.metadata.rule ?? null };
    }),
  };
}

/**
 * "Why did this happen?" (`GET /games/:id/why/:revision`): the chain from the player's decision
 * that caused an event down to that event, with the events of the same command between them.
 */
import { toEngineEvent, type LoggedEvent } from '@arbiter/game-log';
import { DECISION_EVENTS, describeEvent } from '@arbiter/rules';

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
export function describeLogged(e: LoggedEvent): string {
  try {
    return describeEvent(toEngineEvent(e));
  } catch {
    return `${e.type} ${JSON.stringify(e.data)}`;
  }
}

function link(e: LoggedEvent): WhyLink {
  return {
    revision: e.revision,
    type: e.type,
    text: describeLogged(e),
    rule: e.metadata.rule ?? null,
  };
}

function isDecision(e: LoggedEvent): boolean {
  return DECISION_EVENTS.has(e.type);
}

/** Where the decision behind `events[at]` is: by causation id, else the same correlation, else the nearest. */
function decisionIndex(events: readonly LoggedEvent[], at: number): number {
  const target = events[at] as LoggedEvent;
  const { $causationId: cause, $correlationId: correlation } = target.metadata;
  const before = (test: (e: LoggedEvent) => boolean): number => {
    for (let i = at - 1; i >= 0; i--) if (test(events[i] as LoggedEvent)) return i;
    return -1;
  };
  const byId =
    typeof cause === 'string' && cause !== '' ? before((e) => e.id === cause && isDecision(e)) : -1;
  if (byId >= 0) return byId;
  const byCorrelation =
    typeof correlation === 'string' && correlation !== ''
      ? before((e) => isDecision(e) && e.metadata.$correlationId === correlation)
      : -1;
  if (byCorrelation >= 0) return byCorrelation;
  return before(isDecision);
}

/**
 * @throws RangeError when no event has that revision.
 * @example
 * whyChain(events, 14).chain.map((l) => l.type); // ['PriorityPassed', 'StackObjectResolved', ..., 'CardsDrawn']
 */
export function whyChain(events: readonly LoggedEvent[], revision: number): WhyChain {
  const at = events.findIndex((e) => e.revision === revision);
  const target = events[at];
  if (target === undefined) throw new RangeError(`no event at revision ${revision}`);
  if (isDecision(target)) return { chain: [link(target)] };
  const from = decisionIndex(events, at);
  if (from < 0) return { chain: [link(target)] };
  const decision = events[from] as LoggedEvent;
  // An external log may lack correlation ids: then every event between them belongs to the chain.
  const correlation: unknown = decision.metadata.$correlationId;
  const between = events
    .slice(from + 1, at)
    .filter(
      (e) =>
        !isDecision(e) &&
        (typeof correlation !== 'string' || e.metadata.$correlationId === correlation),
    );
  return { chain: [decision, ...between, target].map(link) };
}

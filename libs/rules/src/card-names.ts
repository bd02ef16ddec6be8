/**
 * The names of a game's objects, as far as they are public: what event lines may call a card by
 * its name. Learned from public zones (battlefield, stack, graveyards, exile) and from events that
 * show a card (entering, being cast or played, leaving the battlefield); never from a hand or a
 * library, so a line never names a hidden card.
 *
 * @example
 * const names = cardNamesOf(events);
 * describeEvent(event, names); // 'Forest (f1) became tapped ...'
 */
import type { GameEvent } from './events';
import type { GameState } from './state';

export type CardNames = ReadonlyMap<string, string>;

/** Learns the public names an event shows, into `names`. */
export function learnNames(names: Map<string, string>, e: GameEvent): void {
  switch (e.type) {
    case 'GameStarted':
      for (const p of e.data.setup.battlefield) names.set(p.id, p.card);
      for (const cards of Object.values(e.data.setup.graveyards)) for (const c of cards) names.set(c.id, c.card);
      return;
    case 'PermanentEntered':
      names.set(e.data.permanent, e.data.card);
      return;
    case 'PermanentLeftBattlefield':
      names.set(e.data.permanent, e.data.card);
      return;
    case 'CardPutIntoHand':
      names.set(e.data.card, e.data.name);
      return;
    case 'LandPlayed':
      names.set(e.data.card, e.data.name);
      return;
    case 'SpellCast':
      names.set(e.data.card, e.data.name);
      return;
    case 'AbilityActivated':
      names.set(e.data.source, e.data.card);
      if (e.data.stackId !== null) names.set(e.data.stackId, `${e.data.card}'s ability`);
      return;
    case 'AbilityTriggered':
      names.set(e.data.source, e.data.card);
      return;
    case 'AbilityPutOnStack':
      names.set(e.data.source, e.data.card);
      names.set(e.data.id, `${e.data.card}'s ability`);
      return;
    default:
      return;
  }
}

/** The names of what is public in a state: permanents, the stack, graveyards and exile. */
export function learnStateNames(names: Map<string, string>, s: GameState): void {
  for (const p of Object.values(s.battlefield)) names.set(p.id, p.card);
  for (const o of s.stack) {
    names.set(o.source, o.card);
    names.set(o.id, o.kind === 'spell' ? o.card : `${o.card}'s ability`);
  }
  for (const p of Object.values(s.playerStates)) for (const c of [...p.graveyard, ...p.exile]) names.set(c.id, c.card);
}

/**
 * Each event's line with the names public at that point of the game (learned in order, the event's
 * own included): a card hidden then is not named, even if it is shown later.
 */
export function describeInOrder<E extends GameEvent>(events: readonly E[], describe: (e: E, names: CardNames) => string, seed?: GameState): string[] {
  const names = new Map<string, string>();
  if (seed !== undefined) learnStateNames(names, seed);
  return events.map((e) => {
    learnNames(names, e);
    return describe(e, names);
  });
}

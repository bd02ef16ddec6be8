/**
 * The card pool the engine plays with, by exact card name. The decider is built over a catalog
 * (`createDecider(catalog)`), so the rules engine never imports the card files itself.
 */
import type { CardDefinition } from './card-definition';
import { nearestNames } from './nearest-names';

export interface CardCatalog {
  has(name: string): boolean;
  /** Throws for an unknown name: callers check with `has` at the edge. */
  get(name: string): CardDefinition;
  names(): readonly string[];
  /**
   * Why a name can't be played, for an error at the edge: unknown (with the nearest names), or
   * known but not modeled (with what is missing). Catalogs without it say "unknown card".
   */
  whyMissing?(name: string): string;
}

/** The message for a name a catalog can't play: its own reason, or "unknown card". */
export function missingCardMessage(catalog: CardCatalog, name: unknown): string {
  if (typeof name === 'string' && catalog.whyMissing !== undefined) return catalog.whyMissing(name);
  return `unknown card ${name === undefined ? 'nothing' : JSON.stringify(name)}`;
}

/** "unknown card", with the nearest names when some are near. */
export function unknownCardMessage(name: string, nearest: readonly string[]): string {
  const near = nearest.length === 0 ? '' : `; nearest: ${nearest.map((n) => JSON.stringify(n)).join(', ')}`;
  return `unknown card ${JSON.stringify(name)}${near}`;
}

export function createCatalog(cards: readonly CardDefinition[]): CardCatalog {
  const byName = new Map<string, CardDefinition>();
  for (const card of cards) {
    if (byName.has(card.name)) throw new Error(`card "${card.name}" is defined twice`);
    byName.set(card.name, card);
  }
  const names = [...byName.keys()].sort();
  return {
    has: (name) => byName.has(name),
    get: (name) => {
      const card = byName.get(name);
      if (card === undefined) throw new Error(`unknown card "${name}"`);
      return card;
    },
    names: () => names,
    whyMissing: (name) => unknownCardMessage(name, nearestNames(name, names)),
  };
}

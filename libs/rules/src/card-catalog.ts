/**
 * The card pool the engine plays with, by exact card name. The decider is built over a catalog
 * (`createDecider(catalog)`), so the rules engine never imports the card files itself.
 */
import type { CardDefinition } from './card-definition';

export interface CardCatalog {
  has(name: string): boolean;
  /** Throws for an unknown name: callers check with `has` at the edge. */
  get(name: string): CardDefinition;
  names(): readonly string[];
}

export function createCatalog(cards: readonly CardDefinition[]): CardCatalog {
  const byName = new Map<string, CardDefinition>();
  for (const card of cards) {
    if (byName.has(card.name)) throw new Error(`card "${card.name}" is defined twice`);
    byName.set(card.name, card);
  }
  return {
    has: (name) => byName.has(name),
    get: (name) => {
      const card = byName.get(name);
      if (card === undefined) throw new Error(`unknown card "${name}"`);
      return card;
    },
    names: () => [...byName.keys()].sort(),
  };
}

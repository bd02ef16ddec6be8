/**
 * What alice needs on the battlefield to pay a card's sacrifice costs ("Sacrifice an artifact",
 * "Sacrifice a Goblin"): one permanent of each kind named, besides her Grizzly Bears and lands.
 */
import type { CardCatalog, CardDefinition, CostPart, PermanentKind } from '@arbiter/rules';

const BY_TYPE: Readonly<Record<string, string>> = { Artifact: 'Sol Ring', Enchantment: 'Pulse of Llanowar', Land: 'Forest', Creature: 'Grizzly Bears' };

/** A card of the catalog with that subtype that is a permanent, plain ones (no abilities) first. */
export function cardWithSubtype(catalog: CardCatalog, subtype: string): string | undefined {
  const fits = catalog.names().filter((n) => {
    const c = catalog.get(n);
    return c.subtypes.includes(subtype) && !c.types.includes('Instant') && !c.types.includes('Sorcery');
  });
  return fits.find((n) => catalog.get(n).abilities.length === 0) ?? fits.find((n) => catalog.get(n).enchant === null) ?? fits[0];
}

export function cardOfKind(catalog: CardCatalog, what: PermanentKind): string | undefined {
  return 'subtype' in what ? cardWithSubtype(catalog, what.subtype) : BY_TYPE[what.type];
}

/** The costs a card's abilities and casting ask, for `fodder`. */
export function costsOf(card: CardDefinition): CostPart[] {
  return card.abilities.flatMap((a) => (a.kind === 'mana' || a.kind === 'activated' ? a.cost : a.kind === 'static' && a.static.kind === 'additionalCost' ? [a.static.cost] : []));
}

/** Alice's permanents to sacrifice for these costs (`f1`, `f2`, ...). */
export function fodder(catalog: CardCatalog, costs: readonly CostPart[]): { id: string; card: string; controller: string }[] {
  const names = costs.flatMap((c) => (c.kind === 'sacrifice' ? [cardOfKind(catalog, c.what)] : [])).filter((n): n is string => n !== undefined);
  return [...new Set(names)].map((card, i) => ({ id: `f${i + 1}`, card, controller: 'alice' }));
}

/** Alice's permanents that make an intervening "if you control ..." true (603.4): `atLeast` of the kind (`ic1`, `ic2`, ...). */
export function forConditions(catalog: CardCatalog, card: CardDefinition): { id: string; card: string; controller: string }[] {
  return card.abilities.flatMap((a) => {
    const c = a.kind === 'triggered' ? a.ifYouControl : undefined;
    const name = c === undefined ? undefined : cardOfKind(catalog, c.what);
    return c === undefined || name === undefined ? [] : Array.from({ length: c.atLeast }, () => name);
  }).map((name, i) => ({ id: `ic${i + 1}`, card: name, controller: 'alice' }));
}

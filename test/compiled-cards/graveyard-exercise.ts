/**
 * What alice needs in her graveyard for a card whose target is a card of a creature type there
 * ("target Zombie creature card from your graveyard"): one card of each such type (`gz`, `gz2`, ...),
 * besides her Grizzly Bears and Lightning Bolt.
 */
import type { CardCatalog, CardDefinition, TargetSpec } from '@arbiter/rules';
import { cardWithSubtype } from './cost-exercise';

/** The target requirements of a card's abilities, modes included. */
function targetSpecsOf(card: CardDefinition): TargetSpec[] {
  return card.abilities.flatMap((a) => {
    if (a.kind !== 'spell' && a.kind !== 'triggered' && a.kind !== 'activated') return [];
    const modes = a.effect.kind === 'modal' ? a.effect.modes.flatMap((m) => (m.targets === undefined ? [] : [m.targets])) : [];
    return [...(a.targets === undefined ? [] : [a.targets]), ...modes];
  });
}

/** The creature types a card's targets in your graveyard must have. */
export function graveyardSubtypes(card: CardDefinition): string[] {
  return targetSpecsOf(card).flatMap((t) => (t.kind === 'cardInYourGraveyard' && t.subtype !== undefined ? [t.subtype] : []));
}

export function graveyardStandIns(catalog: CardCatalog, card: CardDefinition): { id: string; card: string }[] {
  const names = [...new Set(graveyardSubtypes(card))].map((s) => cardWithSubtype(catalog, s)).filter((n): n is string => n !== undefined);
  return names.map((name, i) => ({ id: i === 0 ? 'gz' : `gz${i + 1}`, card: name }));
}

/** Cards enough in alice's graveyard for an intervening "if there are seven or more cards in your graveyard" (603.4): Wastes, `gw1`, `gw2`, ... */
export function graveyardFiller(card: CardDefinition): { id: string; card: string }[] {
  const needed = Math.max(0, ...card.abilities.map((a) => (a.kind === 'triggered' ? (a.ifYourGraveyardAtLeast ?? 0) : 0)));
  return Array.from({ length: needed }, (_, i) => ({ id: `gw${i + 1}`, card: 'Wastes' }));
}

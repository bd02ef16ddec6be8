/**
 * Additional costs and cost reductions of spells (601.2f): kicker's cost when the caster kicks the
 * spell (702.33a); "Instant and sorcery spells you cast cost {1} less to cast." on permanents its
 * caster controls, and "This spell costs {1} less to cast for each instant and sorcery card in
 * your graveyard." on the spell itself — reductions of generic mana only.
 */
import type { CardCatalog } from './card-catalog';
import type { CardDefinition, CostPart, SpellFilter } from './card-definition';
import { addManaCosts, parseManaCost, type ManaCost } from './mana';
import { RuleViolation } from './rule-violation';
import { cardOf, hasSubtype } from './queries';
import type { GameState, PlayerName } from './state';

/** Whether a card being cast is one of the spells a filter names: of one of its card types or one of its subtypes. */
export function spellMatches(catalog: CardCatalog, card: CardDefinition, filter: SpellFilter): boolean {
  return (filter.types ?? []).some((t) => card.types.includes(t)) || (filter.subtypes ?? []).some((s) => hasSubtype(catalog, { card: card.name }, s));
}

/** The generic mana a spell's cost is reduced by (601.2f), before the reduction is capped at the generic part of the cost. */
export function spellCostReduction(state: GameState, catalog: CardCatalog, player: PlayerName, card: CardDefinition): number {
  let reduction = 0;
  for (const perm of Object.values(state.battlefield)) {
    if (perm.controller !== player) continue;
    for (const a of cardOf(catalog, perm).abilities) {
      if (a.kind === 'static' && a.static.kind === 'spellsYouCastCostLess' && spellMatches(catalog, card, a.static.spells)) reduction += a.static.generic;
    }
  }
  const graveyard = state.playerStates[player]?.graveyard ?? [];
  for (const a of card.abilities) {
    if (a.kind !== 'static' || a.static.kind !== 'costsLessForEachCardInYourGraveyard') continue;
    const filter = a.static.cards;
    reduction += a.static.generic * graveyard.filter((c) => spellMatches(catalog, catalog.get(c.card), filter)).length;
  }
  return reduction;
}

/** A spell's cost with its kicker cost added when its caster announced kicking it (702.33a, 601.2b); a spell without kicker can't be kicked. */
export function withKicker(total: ManaCost, card: CardDefinition, kicked: boolean): ManaCost {
  if (!kicked) return total;
  const kicker = card.abilities.find((a) => a.kind === 'static' && a.static.kind === 'kicker');
  if (kicker?.kind !== 'static' || kicker.static.kind !== 'kicker') throw new RuleViolation('601.2b', `${card.name} has no kicker: it can't be kicked`);
  return addManaCosts(total, parseManaCost(kicker.static.cost));
}

/**
 * The additional cost "X or Y" its caster announced (118.8, 601.2b): required for a spell that has
 * one, refused for one that has none. Null when the spell has none.
 */
export function chosenAdditionalCost(card: CardDefinition, index: number | undefined): CostPart | null {
  const either = card.abilities.find((a) => a.kind === 'static' && a.static.kind === 'additionalCostEither');
  if (either?.kind !== 'static' || either.static.kind !== 'additionalCostEither') {
    if (index !== undefined) throw new RuleViolation('601.2b', `${card.name} has no additional cost to choose`);
    return null;
  }
  const part = index === undefined ? undefined : either.static.costs[index];
  if (part === undefined) throw new RuleViolation('601.2b', `${card.name}: announce which additional cost is paid (additionalCost 0 to ${either.static.costs.length - 1})`);
  return part;
}

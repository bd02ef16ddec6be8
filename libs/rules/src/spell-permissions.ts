/**
 * Statics of permanents that change what their controller's spells may do or suffer: "You may
 * cast spells as though they had flash." (702.8a), "You may cast nonland cards from your hand
 * without paying their mana costs." (118.9) and "Instant and sorcery spells you control
 * can't be countered." (101.2: the "can't" wins over any effect that would counter them).
 */
import type { CardCatalog } from './card-catalog';
import type { CardDefinition } from './card-definition';
import { spellMatches } from './cost-reduction';
import { cardOf, hasStatic } from './queries';
import type { GameState, PlayerName, StackObject } from './state';

/** Whether a player controls a permanent that lets them cast this spell as though it had flash. */
export function castsAsThoughFlash(state: GameState, catalog: CardCatalog, player: PlayerName, card: CardDefinition): boolean {
  return Object.values(state.battlefield).some(
    (p) => p.controller === player && cardOf(catalog, p).abilities.some((a) => a.kind === 'static' && a.static.kind === 'castSpellsAsThoughTheyHadFlash' && (a.static.spells === undefined || spellMatches(catalog, card, a.static.spells))),
  );
}

/** Whether a player controls a permanent that lets them cast cards from their hand without paying their mana costs (118.9). */
export function mayCastWithoutPayingManaCost(state: GameState, catalog: CardCatalog, player: PlayerName): boolean {
  return Object.values(state.battlefield).some((p) => p.controller === player && hasStatic(cardOf(catalog, p), 'mayCastFromHandWithoutPayingManaCost'));
}

/** Whether an object on the stack can't be countered: a spell that says so, or one a permanent of its controller protects. */
export function cantBeCountered(state: GameState, catalog: CardCatalog, o: StackObject): boolean {
  if (o.kind !== 'spell') return false;
  const card = catalog.get(o.card);
  if (hasStatic(card, 'cantBeCountered')) return true;
  return Object.values(state.battlefield).some(
    (p) => p.controller === o.controller && cardOf(catalog, p).abilities.some((a) => a.kind === 'static' && a.static.kind === 'spellsYouControlCantBeCountered' && spellMatches(catalog, card, a.static.spells)),
  );
}

/**
 * Whether a permanent enters tapped (614.1c-d): "enters tapped", or "enters tapped unless ..." with
 * the condition checked as it enters, against the permanents already there.
 */
import type { CardCatalog } from './card-catalog';
import type { CardDefinition, EntersUntappedCondition } from './card-definition';
import { isBasic, isLand, hasSubtype, opponentsOf, permanentsInOrder, playerInGame } from './queries';
import type { GameState, PlayerName } from './state';

function holds(state: GameState, catalog: CardCatalog, controller: PlayerName, self: string, c: EntersUntappedCondition): boolean {
  const lands = permanentsInOrder(state).filter((p) => p.controller === controller && p.id !== self && isLand(catalog, p));
  switch (c.kind) {
    case 'otherLandsAtMost':
      return lands.length <= c.n;
    case 'otherLandsAtLeast':
      return lands.length >= c.n;
    case 'basicLandsAtLeast':
      return lands.filter((p) => isBasic(catalog, p)).length >= c.n;
    case 'landWithSubtype':
      return lands.some((p) => c.subtypes.some((t) => hasSubtype(catalog, p, t)));
    case 'aPlayerHasLifeAtMost':
      return state.players.some((p) => playerInGame(state, p) && (state.playerStates[p]?.life ?? 0) <= c.n);
    case 'opponentsAtLeast':
      return opponentsOf(state, controller).length >= c.n;
  }
}

/**
 * @example
 * entersTapped(state, catalog, catalog.get('Tranquil Cove'), 'alice', 'tc') // true
 */
export function entersTapped(state: GameState, catalog: CardCatalog, card: CardDefinition, controller: PlayerName, self: string): boolean {
  return card.abilities.some(
    (a) => a.kind === 'static' && (a.static.kind === 'entersTapped' || (a.static.kind === 'entersTappedUnless' && !holds(state, catalog, controller, self, a.static.unless))),
  );
}

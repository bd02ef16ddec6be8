/**
 * "Players can't gain life" (119.7): while such a permanent is on the battlefield, no life gain
 * event happens for the players it names, so nothing that triggers on gaining life triggers.
 */
import type { CardCatalog } from './card-catalog';
import { cardOf, permanentsInOrder } from './queries';
import type { GameState, PlayerName } from './state';

export function canGainLife(state: GameState, catalog: CardCatalog, player: PlayerName): boolean {
  return !permanentsInOrder(state).some((p) =>
    cardOf(catalog, p).abilities.some((a) => a.kind === 'static' && a.static.kind === 'cantGainLife' && (a.static.who === 'players' || p.controller !== player)),
  );
}

/**
 * "Players can't gain life" (119.7): while such a permanent is on the battlefield, no life gain
 * event happens for the players it names, so nothing that triggers on gaining life triggers.
 */
import type { CardCatalog } from './card-catalog';
import type { RuleNumber } from './citations';
import type { DecideContext } from './context';
import { cardOf, permanentsInOrder, playerInGame } from './queries';
import type { GameState, ObjectId, PlayerName } from './state';

export function canGainLife(state: GameState, catalog: CardCatalog, player: PlayerName): boolean {
  return !permanentsInOrder(state).some((p) =>
    cardOf(catalog, p).abilities.some((a) => a.kind === 'static' && a.static.kind === 'cantGainLife' && (a.static.who === 'players' || p.controller !== player)),
  );
}

/** `player` gains `amount` life from `source` (119.3, lifelink 702.15b): if it is more than 0, they are still in the game and they can (119.7). */
export function gainLife(ctx: DecideContext, player: PlayerName, amount: number, source: ObjectId, rule: RuleNumber): void {
  if (amount > 0 && playerInGame(ctx.state, player) && canGainLife(ctx.state, ctx.catalog, player)) ctx.consequence('LifeGained', { player, amount, source }, rule);
}

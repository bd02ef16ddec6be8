/**
 * Counting the permanents a player controls, for amounts determined as an effect resolves
 * (608.2h): "for each land you control", "X is the number of Goblins you control".
 */
import type { PermanentKind, YouControlCondition } from './card-definition';
import type { CardCatalog } from './card-catalog';
import { cardOf, hasSubtype, isCreature } from './queries';
import type { GameState, PlayerName } from './state';

/** How many permanents of a kind a player controls now; a changeling counts as every creature type (702.73a). */
export function countYouControl(state: GameState, catalog: CardCatalog, player: PlayerName, what: PermanentKind, except?: string): number {
  return Object.values(state.battlefield).filter((p) => {
    if (p.controller !== player || p.id === except) return false;
    if ('subtype' in what) return hasSubtype(catalog, p, what.subtype);
    return what.type === 'Creature' ? isCreature(state, catalog, p) : cardOf(catalog, p).types.includes(what.type);
  }).length;
}

/** Whether an intervening "if you control ..." holds now (603.4), for the ability of `source`. */
export function youControlHolds(state: GameState, catalog: CardCatalog, player: PlayerName, source: string, condition: YouControlCondition): boolean {
  return countYouControl(state, catalog, player, condition.what, condition.another ? source : undefined) >= condition.atLeast;
}

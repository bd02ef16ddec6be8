/**
 * Counting permanents, determined once, as an effect applies or a condition is checked (608.2h):
 * "for each attacking Elf you control", "the number of Goblins you control", "{G} for each Elf
 * you control", "if you control six or more lands". A changeling counts as every creature type
 * (702.73a, through `hasSubtype`).
 */
import type { CardCatalog } from './card-catalog';
import type { CountedPermanents, PermanentKind, YouControlCondition } from './card-definition';
import { hasSubtype, isCreature, permanentsInOrder } from './queries';
import type { GameState, ObjectId, PlayerName } from './state';

/**
 * How many permanents on the battlefield are of the kind a count names: "attacking" ones are in
 * combat as attackers (508.1k), "other" ones are not the source.
 */
export function countPermanents(state: GameState, catalog: CardCatalog, of: CountedPermanents, controller: PlayerName, source: ObjectId): number {
  return permanentsInOrder(state).filter((p) => {
    if (of.youControl && p.controller !== controller) return false;
    if (of.other && p.id === source) return false;
    if (of.attacking && state.combat?.attackers[p.id] === undefined) return false;
    if ('subtype' in of.what) return hasSubtype(catalog, p, of.what.subtype);
    return of.what.type === 'Creature' ? isCreature(state, catalog, p) : catalog.get(p.card).types.includes(of.what.type);
  }).length;
}

/** How many permanents of a kind a player controls now, `except` (the source of "another") left out. */
export function countYouControl(state: GameState, catalog: CardCatalog, player: PlayerName, what: PermanentKind, except?: ObjectId): number {
  return countPermanents(state, catalog, { what, youControl: true, attacking: false, other: except !== undefined }, player, except ?? '');
}

/** Whether an intervening "if you control ..." holds now (603.4), for the ability of `source`. */
export function youControlHolds(state: GameState, catalog: CardCatalog, player: PlayerName, source: ObjectId, condition: YouControlCondition): boolean {
  return countYouControl(state, catalog, player, condition.what, condition.another ? source : undefined) >= condition.atLeast;
}

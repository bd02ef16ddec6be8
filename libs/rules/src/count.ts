/** Counting permanents for an amount: "for each attacking Elf you control", "the number of Goblins you control". */
import type { CountedPermanents } from './card-definition';
import type { DecideContext } from './context';
import { hasSubtype, isCreature, permanentsInOrder } from './queries';
import type { ObjectId, PlayerName } from './state';

/**
 * How many permanents on the battlefield are of the kind a count names, determined once, as the
 * effect applies (608.2h); "attacking" ones are in combat as attackers (508.1k), "other" ones
 * are not the source.
 */
export function countPermanents(ctx: DecideContext, of: CountedPermanents, controller: PlayerName, source: ObjectId): number {
  return permanentsInOrder(ctx.state).filter((p) => {
    if (of.youControl && p.controller !== controller) return false;
    if (of.other && p.id === source) return false;
    if (of.attacking && ctx.state.combat?.attackers[p.id] === undefined) return false;
    if ('subtype' in of.what) return hasSubtype(ctx.catalog, p, of.what.subtype);
    return of.what.type === 'Creature' ? isCreature(ctx.state, ctx.catalog, p) : ctx.catalog.get(p.card).types.includes(of.what.type);
  }).length;
}

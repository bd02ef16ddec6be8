/**
 * "gets +N/+M for each <kind> you control" (613.4c): the creature itself ("~ gets +1/+0 for each
 * basic Island you control") or the creature an Aura or Equipment is attached to ("Enchanted
 * creature gets +1/+1 for each Forest you control"), counted again whenever it is looked at (611.3a).
 */
import type { CardCatalog } from './card-catalog';
import { cardOf, hasSubtype, isBasic, isCreature } from './queries';
import type { GameState, Permanent } from './state';

/** The total bonus the battlefield's "for each" statics give a creature now. */
export function perCountBonus(state: GameState, catalog: CardCatalog, p: Permanent): { power: number; toughness: number } {
  let power = 0;
  let toughness = 0;
  for (const q of Object.values(state.battlefield)) {
    for (const a of cardOf(catalog, q).abilities) {
      if (a.kind !== 'static' || a.static.kind !== 'getsPerPermanentYouControl') continue;
      const bonus = a.static;
      if (bonus.who === 'self' ? q.id !== p.id : q.attachedTo !== p.id) continue;
      const what = bonus.what;
      const n = Object.values(state.battlefield).filter(
        (r) =>
          r.controller === q.controller && (!bonus.basic || isBasic(catalog, r)) &&
          ('subtype' in what ? hasSubtype(catalog, r, what.subtype) : what.type === 'Creature' ? isCreature(state, catalog, r) : cardOf(catalog, r).types.includes(what.type)),
      ).length;
      power += bonus.power * n;
      toughness += bonus.toughness * n;
    }
  }
  return { power, toughness };
}

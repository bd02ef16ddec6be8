/**
 * Dealing damage (CR 120): prevention first (615: Fog; 702.16e: protection), then the damage
 * event, then what it causes — lifelink's life gain (702.15b), deathtouch's mark (702.2b), wither's
 * -1/-1 counters (702.80a).
 * Damage of 0 is no damage (120.8): nothing happens.
 */
import type { DecideContext } from './context';
import { hasKeyword, isCreature, protectedFrom } from './queries';
import type { ObjectId, PlayerName } from './state';
import { printedKeywords, type CardDefinition } from './card-definition';
import { gainLife } from './life-gain';

export interface DamageSource {
  readonly id: ObjectId;
  /** The source's card name: its characteristics (colors, keywords), from last known information if it left. */
  readonly card: string;
  readonly controller: PlayerName;
}

/** Deals `amount` damage from `source` to a player or permanent; `combat` for combat damage (510.2). */
export function dealDamage(ctx: DecideContext, source: DamageSource, target: string, amount: number, combat: boolean): void {
  if (amount <= 0) return;
  const s = ctx.state;
  const permanent = s.battlefield[target];
  if (permanent === undefined && s.playerStates[target]?.inGame !== true) return;
  // The only prevention shield the pool makes is Fog's: all combat damage this turn.
  if (combat && s.preventions.length > 0) {
    ctx.consequence('DamagePrevented', { source: source.id, target, amount }, '615.1');
    return;
  }
  if (permanent !== undefined && protectedFrom(s, ctx.catalog, permanent, source.card)) {
    ctx.consequence('DamagePrevented', { source: source.id, target, amount }, '702.16e');
    return;
  }
  // Its keywords as they are now (granted ones too) while it is on the battlefield; else its card's.
  const sourceObject = s.battlefield[source.id] ?? { card: source.card };
  const creature = permanent !== undefined && isCreature(s, ctx.catalog, permanent);
  const deathtouch = creature && ctx.catalog.has(source.card) && hasKeyword(s, ctx.catalog, sourceObject, 'deathtouch');
  // Wither and infect: damage to a creature becomes -1/-1 counters (702.80a, 702.90c, 120.3d);
  // infect's damage to a player, poison counters (702.90b, 120.3b).
  const has = (k: string): boolean => ctx.catalog.has(source.card) && hasKeyword(s, ctx.catalog, sourceObject, k);
  const infect = has('infect');
  const wither = (creature && (has('wither') || infect)) || (permanent === undefined && infect);
  ctx.consequence(
    'DamageDealt',
    { source: source.id, target, amount, combat, ...(deathtouch ? { deathtouch: true } : {}), ...(wither ? { asCounters: true } : {}) },
    // Combat damage is dealt as 510.2 says; other damage does what 120.3 says by recipient.
    combat ? '510.2' : permanent === undefined ? (infect ? '120.3b' : '120.3a') : wither ? '120.3d' : '120.3e',
  );
  // Toxic: combat damage to a player also gives poison counters, the creature's total toxic value (702.164b-c).
  const toxic = combat && permanent === undefined && ctx.catalog.has(source.card) ? totalToxic(ctx.catalog.get(source.card)) : 0;
  if (toxic > 0) ctx.consequence('PoisonCountersGiven', { player: target, amount: toxic, source: source.id }, '702.164c');
  if (ctx.catalog.has(source.card) && hasKeyword(s, ctx.catalog, sourceObject, 'lifelink')) gainLife(ctx, source.controller, amount, source.id, '702.15b');
}

/** A creature's total toxic value: the sum of its "toxic N" abilities (702.164b). */
export function totalToxic(card: CardDefinition): number {
  return printedKeywords(card).reduce((sum, k) => sum + Number(/^toxic (\d+)$/.exec(k)?.[1] ?? 0), 0);
}

/** The damage source behind an id: a permanent, or a spell or ability on the stack. */
export function damageSourceOf(ctx: DecideContext, id: ObjectId, fallback: { readonly card: string; readonly controller: PlayerName }): DamageSource {
  const p = ctx.state.battlefield[id];
  if (p !== undefined) return { id, card: p.card, controller: p.controller };
  const o = ctx.state.stack.find((x) => x.source === id && x.kind === 'spell');
  if (o !== undefined) return { id, card: o.card, controller: o.controller };
  return { id, card: fallback.card, controller: fallback.controller };
}

/**
 * Effects on a player's hand and on a condition of their life: "Each player discards their hand"
 * (701.9a), "If target player has exactly 10 life, ..." (608.2c); and doubling a creature's power (701.10b).
 */
import type { Effect } from './card-definition';
import type { DecideContext } from './context';
import { apnapOrder, playerInGame, powerToughness } from './queries';
import type { Task, TaskResult } from './task';

type EffectTask = Extract<Task, { kind: 'effect' }>;

/** Every card of the hand goes to its owner's graveyard (701.9a); each player in turn order (101.4). */
export function discardHand(ctx: DecideContext, e: Extract<Effect, { kind: 'discardHand' }>, { src }: EffectTask): TaskResult {
  const players = e.who === 'controller' ? [src.controller] : e.who === 'target' ? src.targets.slice(0, 1) : apnapOrder(ctx.state);
  for (const player of players) {
    if (!playerInGame(ctx.state, player)) continue;
    for (const card of ctx.state.playerStates[player]?.hand ?? []) ctx.consequence('CardDiscarded', { player, card: card.id }, '701.9a');
  }
  return undefined;
}

/** The instruction after "if" is followed only if the target player's life is that number as the spell resolves (608.2c). */
export function ifTargetPlayerHasLife(ctx: DecideContext, e: Extract<Effect, { kind: 'ifTargetPlayerHasLife' }>, { src }: EffectTask): TaskResult {
  const player = src.targets[0];
  const life = player === undefined ? undefined : ctx.state.playerStates[player]?.life;
  return life === e.exactly ? { next: [{ kind: 'effect', effect: e.then, src }] } : undefined;
}

/**
 * Doubling a creature's power (and toughness) until end of turn: it gets +X/+0 where X is its power
 * as the effect resolves (701.10b) — a negative power gets that much less (701.10c).
 */
export function doubleTargetPowerToughness(ctx: DecideContext, e: Extract<Effect, { kind: 'doubleTargetPowerToughness' }>, { src }: EffectTask): TaskResult {
  const target = src.targets[0];
  const p = target === undefined ? undefined : ctx.state.battlefield[target];
  const pt = p === undefined ? null : powerToughness(ctx.state, ctx.catalog, p);
  if (p === undefined || pt === null) return undefined;
  const toughness = e.toughness ? pt.toughness : 0;
  if (pt.power === 0 && toughness === 0) return undefined;
  ctx.consequence('PowerToughnessChanged', { permanent: p.id, power: pt.power, toughness, source: src.stackId ?? src.source }, pt.power < 0 || toughness < 0 ? '701.10c' : '701.10b');
  return undefined;
}

/** "that player gets two poison counters": counters given to the player the trigger names (122.1; ten or more and they lose, 122.1f). */
export function givePoisonCounters(ctx: DecideContext, e: Extract<Effect, { kind: 'givePoisonCounters' }>, { src }: EffectTask): TaskResult {
  const player = src.context.player;
  if (player !== undefined && playerInGame(ctx.state, player) && e.amount > 0) ctx.consequence('PoisonCountersGiven', { player, amount: e.amount, source: src.source }, '122.1');
  return undefined;
}

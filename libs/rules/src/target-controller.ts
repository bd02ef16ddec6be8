/**
 * "Its controller creates ...", "You lose life equal to that permanent's mana value": the controller
 * and mana value of the object an earlier instruction of the same spell or ability targeted
 * (Stroke of Midnight, Feed the Swarm). Once that instruction has destroyed or countered it, its
 * last known information answers (608.2h).
 */
import type { DecideContext } from './context';
import { manaValue } from './mana';
import type { PlayerName } from './state';
import type { EffectSource } from './task';

/** The controller of the first target now: a permanent's, or a spell's on the stack. */
function controllerNow(ctx: DecideContext, target: string | undefined): PlayerName | undefined {
  if (target === undefined) return undefined;
  return ctx.state.battlefield[target]?.controller ?? ctx.state.stack.find((o) => o.id === target)?.controller;
}

/** The mana value of the first target now (202.3): a permanent's or a spell's card. */
function manaValueNow(ctx: DecideContext, target: string | undefined): number | undefined {
  if (target === undefined) return undefined;
  const card = ctx.state.battlefield[target]?.card ?? ctx.state.stack.find((o) => o.id === target)?.card;
  if (card === undefined) return undefined;
  const cost = ctx.catalog.get(card).manaCost;
  return cost === null ? 0 : manaValue(cost);
}

/** The source with its first target's controller and mana value noted, as a sequence of instructions begins. */
export function withTargetController(ctx: DecideContext, src: EffectSource): EffectSource {
  const controller = controllerNow(ctx, src.targets[0]);
  if (controller === undefined || src.context.targetController !== undefined) return src;
  const mv = manaValueNow(ctx, src.targets[0]);
  return { ...src, context: { ...src.context, targetController: controller, ...(mv === undefined ? {} : { targetManaValue: mv }) } };
}

/** "That permanent's mana value": noted as the instructions began (608.2h), or the target's now; 0 if it is gone unnoted. */
export function targetManaValueOf(ctx: DecideContext, src: EffectSource): number {
  return src.context.targetManaValue ?? manaValueNow(ctx, src.targets[0]) ?? 0;
}

/** "Its controller": noted as the instructions began (608.2h), or the target's controller now. */
export function targetControllerOf(ctx: DecideContext, src: EffectSource): PlayerName | undefined {
  return src.context.targetController ?? controllerNow(ctx, src.targets[0]);
}

/**
 * "Its controller creates ...": the controller of the object an earlier instruction of the same
 * spell or ability targeted (Stroke of Midnight, An Offer You Can't Refuse). Once that instruction
 * has destroyed or countered it, its last known information answers (608.2h).
 */
import type { DecideContext } from './context';
import type { PlayerName } from './state';
import type { EffectSource } from './task';

/** The controller of the first target now: a permanent's, or a spell's on the stack. */
function controllerNow(ctx: DecideContext, target: string | undefined): PlayerName | undefined {
  if (target === undefined) return undefined;
  return ctx.state.battlefield[target]?.controller ?? ctx.state.stack.find((o) => o.id === target)?.controller;
}

/** The source with its first target's controller noted, as a sequence of instructions begins. */
export function withTargetController(ctx: DecideContext, src: EffectSource): EffectSource {
  const controller = controllerNow(ctx, src.targets[0]);
  return controller === undefined || src.context.targetController !== undefined ? src : { ...src, context: { ...src.context, targetController: controller } };
}

/** "Its controller": noted as the instructions began (608.2h), or the target's controller now. */
export function targetControllerOf(ctx: DecideContext, src: EffectSource): PlayerName | undefined {
  return src.context.targetController ?? controllerNow(ctx, src.targets[0]);
}

/**
 * "Each opponent loses N life. You gain life equal to the life lost this way." (119.3): each
 * opponent still in the game loses the life, in turn order, and the controller gains the total.
 */
import type { DecideContext } from './context';
import { apnapOrder, playerInGame } from './queries';
import type { EffectSource, TaskResult } from './task';
import { gainLife } from './life-gain';

export function drainEachOpponent(ctx: DecideContext, amount: number, src: EffectSource): TaskResult {
  if (amount <= 0) return undefined;
  let lost = 0;
  for (const player of apnapOrder(ctx.state).filter((p) => p !== src.controller)) {
    if (!playerInGame(ctx.state, player)) continue;
    ctx.consequence('LifeLost', { player, amount, source: src.stackId ?? src.source }, '119.3');
    lost += amount;
  }
  gainLife(ctx, src.controller, lost, src.stackId ?? src.source, '119.3');
  return undefined;
}

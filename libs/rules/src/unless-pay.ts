/**
 * "Sacrifice [this] unless you pay {1}" (CR 118.12a): as the ability resolves, its controller
 * chooses whether to pay (608.2d), from their mana pool — they may activate mana abilities while
 * the question waits (605.3a). Not paying, they sacrifice it (701.21a).
 */
import type { Effect } from './card-definition';
import type { DecideContext } from './context';
import { defaultPayment, parseManaCost } from './mana';
import { RuleViolation } from './rule-violation';
import type { Task, TaskResult } from './task';
import { putIntoGraveyard } from './dies';

export function sacrificeSourceUnlessYouPay(ctx: DecideContext, e: Extract<Effect, { kind: 'sacrificeSourceUnlessYouPay' }>, task: Extract<Task, { kind: 'effect' }>): TaskResult {
  const { src } = task;
  const p = ctx.state.battlefield[src.source];
  // Only its controller can sacrifice it (701.21a): gone, or someone else's, there is nothing to pay for.
  if (p === undefined || p.controller !== src.controller) return undefined;
  if (task.answer === undefined) return { ask: { player: src.controller, kind: 'payMana', options: ['pay', 'decline'], resume: task } };
  if (task.answer === 'pay') {
    const pool = ctx.state.playerStates[src.controller]?.manaPool;
    const paid = pool === undefined ? null : defaultPayment(pool, parseManaCost(e.cost));
    if (paid === null) throw new RuleViolation('118.3', `${src.controller}'s mana pool can't pay ${e.cost}: add the mana first`);
    ctx.consequence('ManaPaid', { player: src.controller, mana: paid, for: src.source }, '118.3a');
    return undefined;
  }
  putIntoGraveyard(ctx, p, 'sacrificed: its controller did not pay', '701.21a');
  return undefined;
}

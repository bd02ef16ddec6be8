/**
 * Ward (CR 702.21a): "Whenever this permanent becomes the target of a spell or ability an opponent
 * controls, counter that spell or ability unless that player pays [cost]." The trigger is detected
 * as the spell is cast or the ability is put on the stack; as it resolves, the spell's or
 * ability's controller chooses whether to pay (608.2d), mana from their pool (they may activate
 * mana abilities while the question waits, 605.3a) and life they have (119.4).
 */
import type { Effect } from './card-definition';
import type { DecideContext } from './context';
import type { GameEvent } from './events';
import { fireTrigger } from './fire-trigger';
import { defaultPayment, parseManaCost } from './mana';
import { cardOf, triggeredAbilities } from './queries';
import { cantBeCountered } from './spell-permissions';
import { RuleViolation } from './rule-violation';
import type { ObjectId, PlayerName } from './state';
import type { Task, TaskResult } from './task';

/** The spell or ability an event put on the stack with its targets, and who controls it. */
function targetingObject(e: GameEvent): { readonly id: ObjectId; readonly controller: PlayerName; readonly targets: readonly string[] } | null {
  switch (e.type) {
    case 'SpellCast':
      return { id: e.data.stackId, controller: e.data.player, targets: e.data.targets };
    case 'AbilityActivated':
      return e.data.stackId === null ? null : { id: e.data.stackId, controller: e.data.player, targets: e.data.targets };
    case 'AbilityPutOnStack':
      return { id: e.data.id, controller: e.data.controller, targets: e.data.targets };
    default:
      return null;
  }
}

/** Ward triggers of the permanents a spell or ability an opponent controls just targeted, once for each permanent (702.21a). */
export function detectWardTriggers(ctx: DecideContext, e: GameEvent): void {
  const object = targetingObject(e);
  if (object === null) return;
  for (const id of new Set(object.targets)) {
    const p = ctx.state.battlefield[id];
    if (p === undefined || p.controller === object.controller) continue;
    for (const ability of triggeredAbilities(cardOf(ctx.catalog, p))) {
      if (ability.trigger.kind === 'selfBecomesTargetOfOpponent') fireTrigger(ctx, p, ability, { stackObject: object.id, player: object.controller }, '702.21a');
    }
  }
}

/** "Counter that spell or ability unless that player pays [cost]" (702.21a, 701.6a). */
export function counterThatUnlessItsControllerPays(ctx: DecideContext, e: Extract<Effect, { kind: 'counterThatUnlessItsControllerPays' }>, task: Extract<Task, { kind: 'effect' }>): TaskResult {
  const { src } = task;
  const object = ctx.state.stack.find((o) => o.id === src.context.stackObject);
  // Gone from the stack, or a spell that can't be countered (101.2): there is nothing to pay for.
  if (object === undefined || cantBeCountered(ctx.state, ctx.catalog, object)) return undefined;
  const payer = object.controller;
  // A cost with mana is asked as `payMana` (the payer may tap for mana while asked, 605.3a); life alone as `payLife`.
  if (task.answer === undefined) return { ask: { player: payer, kind: e.mana === undefined ? 'payLife' : 'payMana', options: ['pay', 'decline'], resume: task } };
  if (task.answer === 'pay') {
    const ps = ctx.state.playerStates[payer];
    const life = e.life ?? 0;
    if (life > 0 && (ps?.life ?? 0) < life) throw new RuleViolation('119.4', `${payer} has less than ${life} life to pay`);
    const paid = e.mana === undefined || ps === undefined ? null : defaultPayment(ps.manaPool, parseManaCost(e.mana));
    if (e.mana !== undefined && paid === null) throw new RuleViolation('118.3', `${payer}'s mana pool can't pay ${e.mana}: add the mana first`);
    if (paid !== null) ctx.consequence('ManaPaid', { player: payer, mana: paid, for: src.stackId ?? src.source }, '118.3a');
    // Paying life is losing that much life (119.4).
    if (life > 0) ctx.consequence('LifeLost', { player: payer, amount: life, source: src.stackId ?? src.source }, '119.4');
    return undefined;
  }
  if (object.kind === 'spell') ctx.consequence('SpellCountered', { spell: object.id, by: src.stackId ?? src.source }, '702.21a');
  else ctx.consequence('AbilityCountered', { ability: object.id, by: src.stackId ?? src.source }, '702.21a');
  return undefined;
}

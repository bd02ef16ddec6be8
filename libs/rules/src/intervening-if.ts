/**
 * An intervening "if" checked again as the ability resolves (603.4): if the condition is no longer
 * true, the ability is removed from the stack and does nothing.
 */
import type { DecideContext } from './context';
import { youControlHolds } from './counted';
import type { StackObject } from './state';

/** Whether a triggered ability on the stack fails its intervening "if" now; if so it is removed (603.4). */
export function interveningIfFails(ctx: DecideContext, top: StackObject): boolean {
  if (!ctx.catalog.has(top.card)) return false;
  const ability = ctx.catalog.get(top.card).abilities.find((a) => a.number === top.abilityNumber);
  if (ability?.kind !== 'triggered' || ability.ifYouControl === undefined) return false;
  if (youControlHolds(ctx.state, ctx.catalog, top.controller, top.source, ability.ifYouControl)) return false;
  ctx.consequence('StackObjectRemoved', { id: top.id, key: null, reason: 'its intervening "if" condition is no longer true', rule: '603.4' }, '603.4');
  return true;
}

/**
 * A permanent put into its owner's graveyard from the battlefield dies (700.4), unless "if it would
 * die this turn, exile it instead" applies to it (614.1a): then it is exiled, the modified event
 * happening instead (614.6).
 */
import type { RuleNumber } from './citations';
import type { DecideContext } from './context';
import type { Permanent } from './state';

/** Puts a permanent into its owner's graveyard for `reason` under `rule`, or exiles it if a replacement says so. */
export function putIntoGraveyard(ctx: DecideContext, p: Permanent, reason: string, rule: RuleNumber): void {
  if (p.exileIfItWouldDie === true) {
    ctx.consequence('PermanentLeftBattlefield', { permanent: p.id, card: p.card, owner: p.owner, to: 'exile', reason: `${reason}: exiled instead of dying` }, '614.6');
  } else {
    ctx.consequence('PermanentLeftBattlefield', { permanent: p.id, card: p.card, owner: p.owner, to: 'graveyard', reason }, rule);
  }
}

/** "If that creature would die this turn, exile it instead" (614.1a): on the target, if it is still there. */
export function exileTargetIfItWouldDie(ctx: DecideContext, target: string | undefined, source: string): void {
  const p = target === undefined ? undefined : ctx.state.battlefield[target];
  if (p !== undefined) ctx.consequence('ExileInsteadOfDyingCreated', { permanent: p.id, source }, '614.1a');
}

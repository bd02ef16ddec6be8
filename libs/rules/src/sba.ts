/**
 * State-based actions (CR 704): checked together, performed together, repeated until none apply.
 * Covered: 704.5a (0 life), 704.5b (drew from an empty library), 704.5f (toughness 0 or less),
 * 704.5g (lethal damage), 704.5m (Aura attached illegally), 704.5s / 714.4 (Saga done).
 */
import type { DecideContext } from './context';
import { leaveGame } from './leave-game';
import { cardOf, isCreature, isLand, permanentsInOrder, powerToughness } from './queries';
import type { Permanent } from './state';

interface Removal {
  readonly permanent: Permanent;
  readonly reason: string;
  readonly rule: string;
}

function sagaDone(ctx: DecideContext, p: Permanent): boolean {
  const chapters = cardOf(ctx.catalog, p).abilities.flatMap((a) => (a.kind === 'triggered' && a.trigger.kind === 'chapter' ? [a.trigger.chapter] : []));
  if (chapters.length === 0) return false;
  const final = Math.max(...chapters);
  if ((p.counters['lore'] ?? 0) < final) return false;
  const chapterNumbers = new Set(cardOf(ctx.catalog, p).abilities.filter((a) => a.kind === 'triggered' && a.trigger.kind === 'chapter').map((a) => a.number));
  const busy =
    ctx.state.stack.some((o) => o.source === p.id && o.kind === 'ability' && chapterNumbers.has(o.abilityNumber)) ||
    ctx.state.pendingTriggers.some((t) => t.source === p.id && chapterNumbers.has(t.abilityNumber));
  return !busy;
}

/** Performs one round of state-based actions; true if any happened. */
export function checkStateBasedActions(ctx: DecideContext): boolean {
  const s = ctx.state;
  const losers: { player: string; reason: 'lifeZero' | 'drewFromEmptyLibrary' }[] = [];
  for (const name of s.players) {
    const p = s.playerStates[name];
    if (p === undefined || !p.inGame) continue;
    if (p.life <= 0) losers.push({ player: name, reason: 'lifeZero' });
    else if (p.drewFromEmptyLibrary) losers.push({ player: name, reason: 'drewFromEmptyLibrary' });
  }
  const removals: Removal[] = [];
  for (const p of permanentsInOrder(s)) {
    const pt = powerToughness(s, ctx.catalog, p);
    if (pt !== null && isCreature(s, ctx.catalog, p)) {
      if (pt.toughness <= 0) {
        removals.push({ permanent: p, reason: 'toughness 0 or less', rule: '704.5f' });
        continue;
      }
      if (p.damage >= pt.toughness) {
        removals.push({ permanent: p, reason: 'lethal damage', rule: '704.5g' });
        continue;
      }
    }
    const card = cardOf(ctx.catalog, p);
    if (card.enchant === 'land') {
      const host = p.attachedTo === null ? undefined : s.battlefield[p.attachedTo];
      if (host === undefined || !isLand(ctx.catalog, host)) {
        removals.push({ permanent: p, reason: 'Aura not attached to a land', rule: '704.5m' });
        continue;
      }
    }
    if (sagaDone(ctx, p)) removals.push({ permanent: p, reason: 'sacrificed: final chapter reached', rule: '714.4' });
  }
  for (const r of removals) {
    ctx.consequence('PermanentLeftBattlefield', { permanent: r.permanent.id, card: r.permanent.card, owner: r.permanent.owner, to: 'graveyard', reason: r.reason }, r.rule);
  }
  for (const l of losers) {
    if (ctx.state.playerStates[l.player]?.inGame === true) leaveGame(ctx, l.player, l.reason);
  }
  return removals.length > 0 || losers.length > 0;
}

/**
 * State-based actions (CR 704): checked together, performed together, repeated until none apply.
 * Covered: 704.5a (0 life), 704.5b (drew from an empty library), 704.5c (ten poison counters), 704.5f (toughness 0 or less),
 * 704.5g (lethal damage), 704.5h (deathtouch damage), 704.5j (the legend rule, which asks the
 * controller which one to keep), 704.5m (Aura attached illegally), 704.5q (+1/+1 and -1/-1
 * counters cancel out), 704.5s / 714.4 (Saga done).
 * Once the game is over nothing more happens (104.1).
 */
import type { RuleNumber } from './citations';
import type { DecideContext } from './context';
import { leaveGame } from './leave-game';
import { cardOf, hasKeyword, isCreature, isLand, permanentsInOrder, powerToughness, protectedFrom } from './queries';
import type { Permanent } from './state';
import { putIntoGraveyard } from './dies';

interface Removal {
  readonly permanent: Permanent;
  readonly reason: string;
  readonly rule: RuleNumber;
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

/**
 * Groups of legendary permanents with the same name under one controller (704.5j), in timestamp
 * order: each group's controller keeps one of them.
 */
export function legendGroups(ctx: DecideContext): Permanent[][] {
  const groups = new Map<string, Permanent[]>();
  for (const p of permanentsInOrder(ctx.state)) {
    if (!cardOf(ctx.catalog, p).supertypes.includes('Legendary')) continue;
    const key = `${p.controller}\u0000${p.card}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

/** Whether an Aura is attached to an object it can't enchant (704.5m, 303.4d, 702.16c). */
function auraIllegal(ctx: DecideContext, aura: Permanent): boolean {
  const card = cardOf(ctx.catalog, aura);
  if (card.enchant === null) return false;
  const host = aura.attachedTo === null ? undefined : ctx.state.battlefield[aura.attachedTo];
  if (host === undefined) return true;
  if (card.enchant === 'land') return !isLand(ctx.catalog, host);
  return !isCreature(ctx.state, ctx.catalog, host) || protectedFrom(ctx.state, ctx.catalog, host, aura.card);
}

/**
 * Performs one round of state-based actions; true if any happened. `keep` holds the answers to
 * the legend rule: for each group, the id its controller keeps (the caller asks first).
 */
export function checkStateBasedActions(ctx: DecideContext, keep: readonly string[] = []): boolean {
  const s = ctx.state;
  if (s.winner !== null) return false;
  const losers: { player: string; reason: 'lifeZero' | 'drewFromEmptyLibrary' | 'poison' }[] = [];
  for (const name of s.players) {
    const p = s.playerStates[name];
    if (p === undefined || !p.inGame) continue;
    if (p.life <= 0) losers.push({ player: name, reason: 'lifeZero' });
    else if (p.drewFromEmptyLibrary) losers.push({ player: name, reason: 'drewFromEmptyLibrary' });
    else if ((p.poison ?? 0) >= 10) losers.push({ player: name, reason: 'poison' });
  }
  const removals: Removal[] = [];
  const regenerations: string[] = [];
  for (const p of permanentsInOrder(s)) {
    const pt = powerToughness(s, ctx.catalog, p);
    if (pt !== null && isCreature(s, ctx.catalog, p)) {
      if (pt.toughness <= 0) {
        removals.push({ permanent: p, reason: 'toughness 0 or less', rule: '704.5f' });
        continue;
      }
      // Indestructible: lethal and deathtouch damage destroy nothing (702.12b).
      const indestructible = hasKeyword(s, ctx.catalog, p, 'indestructible');
      const destroyed = (p.damage >= pt.toughness || (p.deathtouched === true && p.damage > 0)) && !indestructible;
      // A regeneration shield replaces the destruction (701.19a).
      if (destroyed && (p.regenerationShields ?? 0) > 0) {
        regenerations.push(p.id);
        continue;
      }
      if (p.damage >= pt.toughness && !indestructible) {
        removals.push({ permanent: p, reason: 'lethal damage', rule: '704.5g' });
        continue;
      }
      // Damage as -1/-1 counters (wither) counts too: the flag is set only by damage dealt (704.5h).
      if (p.deathtouched === true && !indestructible) {
        removals.push({ permanent: p, reason: 'destroyed: dealt damage by a source with deathtouch', rule: '704.5h' });
        continue;
      }
    }
    if (auraIllegal(ctx, p)) {
      removals.push({ permanent: p, reason: 'Aura attached to an illegal object or to nothing', rule: '704.5m' });
      continue;
    }
    if (sagaDone(ctx, p)) removals.push({ permanent: p, reason: 'sacrificed: final chapter reached', rule: '714.4' });
  }
  for (const group of legendGroups(ctx)) {
    const kept = group.find((p) => keep.includes(p.id)) ?? group[0];
    for (const p of group) {
      if (p !== kept && !removals.some((r) => r.permanent.id === p.id)) removals.push({ permanent: p, reason: 'the legend rule', rule: '704.5j' });
    }
  }
  // An Equipment attached to something that is no longer a creature on the battlefield becomes unattached (704.5n).
  const unattached = permanentsInOrder(s).filter((p) => {
    if (p.attachedTo === null || cardOf(ctx.catalog, p).enchant !== null || removals.some((r) => r.permanent.id === p.id)) return false;
    const host = s.battlefield[p.attachedTo];
    return host === undefined || !isCreature(s, ctx.catalog, host);
  });
  for (const p of unattached) ctx.consequence('PermanentAttached', { permanent: p.id, to: null }, '704.5n');
  for (const id of regenerations) ctx.consequence('Regenerated', { permanent: id }, '701.19a');
  ctx.leavingTogether = removals.map((r) => r.permanent);
  // +1/+1 and -1/-1 counters on one permanent cancel out, pair by pair (704.5q).
  const annihilated = permanentsInOrder(s).filter((p) => (p.counters['+1/+1'] ?? 0) > 0 && (p.counters['-1/-1'] ?? 0) > 0 && !removals.some((r) => r.permanent.id === p.id));
  for (const p of annihilated) {
    const n = Math.min(p.counters['+1/+1'] ?? 0, p.counters['-1/-1'] ?? 0);
    ctx.consequence('CountersRemoved', { permanent: p.id, kind: '+1/+1', amount: n }, '704.5q');
    ctx.consequence('CountersRemoved', { permanent: p.id, kind: '-1/-1', amount: n }, '704.5q');
  }
  for (const r of removals) {
    putIntoGraveyard(ctx, r.permanent, r.reason, r.rule);
  }
  ctx.leavingTogether = [];
  for (const l of losers) {
    if (ctx.state.playerStates[l.player]?.inGame === true) leaveGame(ctx, l.player, l.reason);
  }
  return removals.length > 0 || regenerations.length > 0 || losers.length > 0 || unattached.length > 0 || annihilated.length > 0;
}

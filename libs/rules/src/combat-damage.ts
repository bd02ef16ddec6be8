/**
 * The combat damage step's turn-based action (CR 510): each attacker's damage is assigned (510.1),
 * divided by its controller where the rules leave a choice (510.1c-d, trample 702.19b, deathtouch
 * 702.2c), then all of it is dealt at once (510.2). In a first-strike step only first and double
 * strikers deal damage (510.4).
 */
import type { DamageDivision } from './choice';
import { dealsDamageNow } from './combat-rules';
import type { DecideContext } from './context';
import { dealDamage } from './damage';
import { hasKeyword, isCreature, permanentsInOrder, playerInGame, powerToughness } from './queries';
import { RuleViolation } from './rule-violation';
import type { GameState, Permanent, PlayerName } from './state';
import type { Task, TaskResult } from './task';

/** Lethal damage for a blocker, given what a source assigns (702.2c: deathtouch makes any 1 lethal). */
function lethalFor(s: GameState, ctx: DecideContext, blocker: Permanent, attacker: Permanent): number {
  if (hasKeyword(s, ctx.catalog, attacker, 'deathtouch')) return 1;
  const pt = powerToughness(s, ctx.catalog, blocker);
  return Math.max(0, (pt?.toughness ?? 0) - blocker.damage);
}

/** What one attacker's damage assignment needs: a fixed assignment, or a choice among options. */
type Assignment =
  | { readonly kind: 'fixed'; readonly to: DamageDivision }
  | { readonly kind: 'choose'; readonly options: readonly string[]; readonly blockers: readonly Permanent[]; readonly player: PlayerName | null };

function assignmentFor(s: GameState, ctx: DecideContext, attacker: Permanent, power: number): Assignment {
  const a = s.combat?.attackers[attacker.id];
  if (a === undefined || power <= 0) return { kind: 'fixed', to: {} };
  const defending = playerInGame(s, a.defending) ? a.defending : null;
  const trample = hasKeyword(s, ctx.catalog, attacker, 'trample');
  const blockers = a.blockedBy.map((id) => s.battlefield[id]).filter((p): p is Permanent => p !== undefined).sort((x, y) => x.timestamp - y.timestamp);
  if (!a.blocked) return { kind: 'fixed', to: defending === null ? {} : { [defending]: power } }; // 510.1b
  if (blockers.length === 0) return { kind: 'fixed', to: trample && defending !== null ? { [defending]: power } : {} }; // 510.1c, 702.19d
  const only = blockers[0];
  if (blockers.length === 1 && only !== undefined && (!trample || defending === null || power <= lethalFor(s, ctx, only, attacker))) {
    return { kind: 'fixed', to: { [only.id]: power } }; // 510.1c: one blocker takes it all
  }
  const options = [...blockers.map((b) => b.id), ...(trample && defending !== null ? [defending] : [])];
  return { kind: 'choose', options, blockers, player: trample ? defending : null };
}

/** Checks an answer to a `combatDamage` choice (510.1c, 510.1e, 702.19b); returns it cleaned of zeros. */
function checkDivision(s: GameState, ctx: DecideContext, attacker: Permanent, power: number, a: Extract<Assignment, { kind: 'choose' }>, answer: unknown): DamageDivision {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) {
    throw new RuleViolation('510.1c', `divide ${attacker.card}'s ${power} damage as { "<id or player>": amount }`);
  }
  const out: Record<string, number> = {};
  let total = 0;
  for (const [key, n] of Object.entries(answer as Record<string, unknown>)) {
    if (!a.options.includes(key)) throw new RuleViolation('510.1c', `"${key}" is not one of the options ${JSON.stringify(a.options)}`);
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw new RuleViolation('510.1c', `the damage to "${key}" must be a whole number, 0 or more`);
    if (n > 0) out[key] = n;
    total += n;
  }
  if (total !== power) throw new RuleViolation('510.1a', `${attacker.card} assigns ${power} damage; the division adds up to ${total}`);
  if (a.player !== null && (out[a.player] ?? 0) > 0) {
    for (const b of a.blockers) {
      if ((out[b.id] ?? 0) < lethalFor(s, ctx, b, attacker)) {
        throw new RuleViolation('702.19b', `${attacker.card} must assign lethal damage to ${b.card} (${b.id}) before any to ${a.player}`);
      }
    }
  }
  return out;
}

type DamageTask = Extract<Task, { kind: 'combatDamage' }>;

/**
 * The combat damage step's turn-based action: asks each attacker's controller to divide where a
 * division is theirs to choose (attackers in timestamp order), then deals all of it at once.
 */
export function runCombatDamage(ctx: DecideContext, task: DamageTask): TaskResult {
  const s = ctx.state;
  const combat = s.combat;
  if (combat === null) return undefined;
  const divisions: Record<string, DamageDivision> = { ...task.divisions };
  const attackers = permanentsInOrder(s).filter((p) => combat.attackers[p.id] !== undefined && isCreature(s, ctx.catalog, p) && dealsDamageNow(s, ctx, p, task.first));
  for (const attacker of attackers) {
    const power = powerToughness(s, ctx.catalog, attacker)?.power ?? 0;
    const a = assignmentFor(s, ctx, attacker, power);
    if (a.kind === 'fixed') divisions[attacker.id] = a.to;
    else if (divisions[attacker.id] === undefined) {
      if (task.answer === undefined) {
        return { ask: { player: attacker.controller, kind: 'combatDamage', options: a.options, attacker: attacker.id, resume: { ...task, divisions } } };
      }
      divisions[attacker.id] = checkDivision(s, ctx, attacker, power, a, task.answer);
      return { next: [{ kind: 'combatDamage', first: task.first, divisions }] };
    }
  }
  // All assigned: damage is dealt simultaneously (510.2) — attackers' first, then blockers'.
  const dealt: { source: Permanent; target: string; amount: number }[] = [];
  // Each division is dealt in the order of its options: blockers by timestamp, then the player.
  const place = (id: string): number => s.battlefield[id]?.timestamp ?? Number.MAX_SAFE_INTEGER - 10 + Math.max(0, s.players.indexOf(id));
  for (const attacker of attackers) {
    const division = Object.entries(divisions[attacker.id] ?? {}).sort(([a], [b]) => place(a) - place(b));
    for (const [target, amount] of division) dealt.push({ source: attacker, target, amount });
  }
  for (const blocker of permanentsInOrder(s)) {
    const b = combat.blockers[blocker.id];
    if (b === undefined || !isCreature(s, ctx.catalog, blocker) || !dealsDamageNow(s, ctx, blocker, task.first)) continue;
    const target = b.blocking.find((id) => combat.attackers[id] !== undefined && s.battlefield[id] !== undefined);
    const power = powerToughness(s, ctx.catalog, blocker)?.power ?? 0;
    if (target !== undefined && power > 0) dealt.push({ source: blocker, target, amount: power }); // 510.1d
  }
  for (const d of dealt) dealDamage(ctx, { id: d.source.id, card: d.source.card, controller: d.source.controller }, d.target, d.amount, true);
  return undefined;
}

/**
 * Combat (CR 506-511, as of 2025: no damage assignment order). Declarations are turn-based
 * actions checked as a whole (508.1, 509.1: an illegal declaration changes nothing); combat
 * damage is assigned (510.1), divided by the attacker's controller where the rules leave a
 * choice, then dealt all at once (510.2). First and double strike add a first-strike damage
 * step (510.4).
 */
import type { Task, TaskResult } from './agenda';
import type { RuleNumber } from './citations';
import type { DamageDivision } from './choice';
import type { DecideContext } from './context';
import { dealDamage } from './damage';
import { cardOf, hasKeyword, hasStatic, hasSubtype, isArtifact, isCreature, isLand, opponentsOf, permanentsInOrder, playerInGame, powerToughness, protectedFrom } from './queries';
import { RuleViolation } from './rule-violation';
import type { GameState, ObjectId, Permanent, PlayerName } from './state';

/** 302.6 with haste (702.10): a creature must have been controlled since its controller's turn began. */
export function summoningSick(s: GameState, p: Permanent): boolean {
  const last = s.playerStates[p.controller]?.lastTurnStarted ?? 0;
  return !(p.controlledSinceTurn < last);
}

function cantAttackOrBlock(s: GameState, ctx: DecideContext, p: Permanent): Permanent | undefined {
  return permanentsInOrder(s).find(
    (aura) => aura.attachedTo === p.id && cardOf(ctx.catalog, aura).abilities.some((a) => a.kind === 'static' && a.static.kind === 'enchantedCreatureCantAttackOrBlock'),
  );
}

/** Checks a declaration of attackers (508.1a-c); throws a `RuleViolation` naming the rule broken. */
export function checkAttackers(ctx: DecideContext, player: PlayerName, attackers: Readonly<Record<ObjectId, PlayerName>>): void {
  const s = ctx.state;
  const opponents = opponentsOf(s, player);
  for (const [id, defending] of Object.entries(attackers)) {
    const p = s.battlefield[id];
    if (p === undefined) throw new RuleViolation('508.1a', `there is no permanent "${id}" on the battlefield`);
    if (p.controller !== player) throw new RuleViolation('508.1a', `${p.card} (${id}) is not controlled by ${player}`);
    if (!isCreature(s, ctx.catalog, p)) throw new RuleViolation('508.1a', `${p.card} (${id}) is not a creature`);
    if (p.tapped) throw new RuleViolation('508.1a', `${p.card} (${id}) is tapped`);
    if (summoningSick(s, p) && !hasKeyword(s, ctx.catalog, p, 'haste')) {
      throw new RuleViolation('302.6', `${p.card} (${id}) has not been under ${player}'s control since their most recent turn began, and has no haste`);
    }
    if (hasKeyword(s, ctx.catalog, p, 'defender')) throw new RuleViolation('702.3b', `${p.card} (${id}) has defender and can't attack`);
    const aura = cantAttackOrBlock(s, ctx, p);
    if (aura !== undefined) throw new RuleViolation('508.1c', `${p.card} (${id}) can't attack: ${aura.card} (${aura.id}) says so`);
    for (const a of cardOf(ctx.catalog, p).abilities) {
      if (a.kind !== 'static' || a.static.kind !== 'cantAttackUnlessDefenderControls') continue;
      const landType = a.static.landType;
      if (!permanentsInOrder(s).some((l) => l.controller === defending && isLand(ctx.catalog, l) && hasSubtype(ctx.catalog, l, landType))) {
        throw new RuleViolation('508.1c', `${p.card} (${id}) can't attack unless ${defending} controls ${/^[AEIOU]/.test(landType) ? 'an' : 'a'} ${landType}`);
      }
    }
    if (!opponents.includes(defending)) {
      throw new RuleViolation('508.1b', `${p.card} (${id}) can only attack an opponent still in the game (${opponents.join(', ')}), not ${JSON.stringify(defending)}`);
    }
  }
}

/** Checks one defending player's declaration of blockers (509.1a-c). */
export function checkBlockers(ctx: DecideContext, player: PlayerName, blockers: Readonly<Record<ObjectId, ObjectId>>): void {
  const s = ctx.state;
  const combat = s.combat;
  const byAttacker = new Map<ObjectId, ObjectId[]>();
  for (const [id, attackerId] of Object.entries(blockers)) {
    const p = s.battlefield[id];
    if (p === undefined) throw new RuleViolation('509.1a', `there is no permanent "${id}" on the battlefield`);
    if (p.controller !== player) throw new RuleViolation('509.1a', `${p.card} (${id}) is not controlled by ${player}`);
    if (!isCreature(s, ctx.catalog, p)) throw new RuleViolation('509.1a', `${p.card} (${id}) is not a creature`);
    if (p.tapped) throw new RuleViolation('509.1a', `${p.card} (${id}) is tapped`);
    const attack = combat?.attackers[attackerId];
    const attacker = s.battlefield[attackerId];
    if (attack === undefined || attacker === undefined) throw new RuleViolation('509.1a', `"${attackerId}" is not an attacking creature`);
    if (attack.defending !== player) throw new RuleViolation('509.1a', `${attacker.card} (${attackerId}) is not attacking ${player}`);
    const aura = cantAttackOrBlock(s, ctx, p);
    if (aura !== undefined) throw new RuleViolation('509.1b', `${p.card} (${id}) can't block: ${aura.card} (${aura.id}) says so`);
    if (hasStatic(cardOf(ctx.catalog, p), 'cantBlock')) throw new RuleViolation('509.1b', `${p.card} (${id}) can't block`);
    if (hasStatic(cardOf(ctx.catalog, p), 'canBlockOnlyFlyers') && !hasKeyword(s, ctx.catalog, attacker, 'flying')) {
      throw new RuleViolation('509.1b', `${p.card} (${id}) can block only creatures with flying`);
    }
    for (const a of cardOf(ctx.catalog, attacker).abilities) {
      if (a.kind !== 'static' || a.static.kind !== 'cantBeBlockedByPowerAtMost') continue;
      const blockerPower = powerToughness(s, ctx.catalog, p)?.power ?? 0;
      if (blockerPower <= a.static.power) throw new RuleViolation('509.1b', `${attacker.card} (${attackerId}) can't be blocked by creatures with power ${a.static.power} or less`);
    }
    if (hasStatic(cardOf(ctx.catalog, attacker), 'cantBeBlocked')) throw new RuleViolation('509.1b', `${attacker.card} (${attackerId}) can't be blocked`);
    const evasion = evasionAgainst(s, ctx, attacker, p);
    if (evasion !== undefined) throw new RuleViolation(evasion.rule, `${attacker.card} (${attackerId}) can't be blocked by ${p.card} (${id}): ${evasion.reason}`);
    const walk = landwalkAgainst(s, ctx, attacker, player);
    if (walk !== undefined) throw new RuleViolation('702.14c', `${attacker.card} (${attackerId}) has ${walk.toLowerCase()}walk and ${player} controls ${/^[AEIOU]/.test(walk) ? 'an' : 'a'} ${walk}`);
    if (hasKeyword(s, ctx.catalog, attacker, 'flying') && !hasKeyword(s, ctx.catalog, p, 'flying') && !hasKeyword(s, ctx.catalog, p, 'reach')) {
      throw new RuleViolation('702.9b', `${attacker.card} (${attackerId}) has flying: ${p.card} (${id}) has neither flying nor reach`);
    }
    if (protectedFrom(s, ctx.catalog, attacker, p.card)) {
      throw new RuleViolation('702.16f', `${attacker.card} (${attackerId}) has protection from ${p.card} (${id})`);
    }
    byAttacker.set(attackerId, [...(byAttacker.get(attackerId) ?? []), id]);
  }
  for (const [attackerId, ids] of byAttacker) {
    const attacker = s.battlefield[attackerId];
    if (attacker !== undefined && hasStatic(cardOf(ctx.catalog, attacker), 'cantBeBlockedByMoreThanOne') && ids.length > 1) {
      throw new RuleViolation('509.1b', `${attacker.card} (${attackerId}) can't be blocked by more than one creature`);
    }
    if (attacker !== undefined && hasKeyword(s, ctx.catalog, attacker, 'menace') && ids.length < 2) {
      throw new RuleViolation('702.111b', `${attacker.card} (${attackerId}) has menace: it can't be blocked except by two or more creatures`);
    }
  }
}

/** Defending players (506.2, 802.2) in turn order from the active player who have not declared blockers yet. */
export function defendersToDeclare(s: GameState): PlayerName[] {
  const combat = s.combat;
  if (combat === null) return [];
  const attacked = new Set(Object.values(combat.attackers).map((a) => a.defending));
  const start = s.players.indexOf(s.activePlayer);
  const out: PlayerName[] = [];
  for (let i = 1; i <= s.players.length; i++) {
    const p = s.players[(start + i) % s.players.length] ?? '';
    if (attacked.has(p) && playerInGame(s, p) && !combat.blockersDeclared.includes(p) && !out.includes(p)) out.push(p);
  }
  return out;
}

function hasFirstOrDoubleStrike(s: GameState, ctx: DecideContext, p: Permanent): boolean {
  return hasKeyword(s, ctx.catalog, p, 'first strike') || hasKeyword(s, ctx.catalog, p, 'double strike');
}

function combatants(s: GameState): Permanent[] {
  const combat = s.combat;
  if (combat === null) return [];
  return permanentsInOrder(s).filter((p) => combat.attackers[p.id] !== undefined || combat.blockers[p.id] !== undefined);
}

/** Whether the combat damage step about to begin is a first-strike one (510.4). */
export function firstStrikeStepNeeded(s: GameState, ctx: DecideContext): boolean {
  return combatants(s).some((p) => hasFirstOrDoubleStrike(s, ctx, p));
}

/**
 * Who deals damage in this step (510.4): in the first-strike step, creatures with first or double
 * strike; in the step after it, those without first strike plus those with double strike.
 */
function dealsDamageNow(s: GameState, ctx: DecideContext, p: Permanent, first: boolean): boolean {
  if (first) return hasFirstOrDoubleStrike(s, ctx, p);
  const afterFirstStrikeStep = combatants(s).some((c) => hasFirstOrDoubleStrike(s, ctx, c));
  if (!afterFirstStrikeStep) return true;
  return !hasKeyword(s, ctx.catalog, p, 'first strike') || hasKeyword(s, ctx.catalog, p, 'double strike');
}

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
  for (const attacker of attackers) {
    for (const [target, amount] of Object.entries(divisions[attacker.id] ?? {})) dealt.push({ source: attacker, target, amount });
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

const LANDWALKS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

/** The land type of a landwalk that keeps an attacker from being blocked by this defender (702.14c). */
function landwalkAgainst(s: GameState, ctx: DecideContext, attacker: { readonly card: string }, defender: PlayerName): string | undefined {
  return LANDWALKS.find(
    (type) =>
      hasKeyword(s, ctx.catalog, attacker, `${type.toLowerCase()}walk`) &&
      permanentsInOrder(s).some((p) => p.controller === defender && isLand(ctx.catalog, p) && hasSubtype(ctx.catalog, p, type)),
  );
}

/** Intimidate (702.13b), fear (702.36b), shadow (702.28b) and horsemanship (702.31b): whether this blocker may block this attacker. */
function evasionAgainst(s: GameState, ctx: DecideContext, attacker: Permanent, blocker: Permanent): { rule: RuleNumber; reason: string } | undefined {
  const has = (p: Permanent, k: string): boolean => hasKeyword(s, ctx.catalog, p, k);
  if (has(attacker, 'fear') && !isArtifact(ctx.catalog, blocker) && !cardOf(ctx.catalog, blocker).colors.includes('B')) {
    return { rule: '702.36b', reason: 'fear: only artifact and/or black creatures may block it' };
  }
  if (has(attacker, 'shadow') !== has(blocker, 'shadow')) {
    return { rule: '702.28b', reason: has(attacker, 'shadow') ? 'shadow: only creatures with shadow may block it' : 'a creature with shadow blocks only creatures with shadow' };
  }
  const colors = (p: Permanent): readonly string[] => cardOf(ctx.catalog, p).colors;
  if (has(attacker, 'intimidate') && !isArtifact(ctx.catalog, blocker) && !colors(blocker).some((c) => colors(attacker).includes(c))) {
    return { rule: '702.13b', reason: 'intimidate: only artifact creatures and creatures sharing a color with it may block it' };
  }
  if (has(attacker, 'horsemanship') && !has(blocker, 'horsemanship')) return { rule: '702.31b', reason: 'horsemanship: only creatures with horsemanship may block it' };
  return undefined;
}

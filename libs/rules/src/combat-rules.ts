/**
 * Combat's rules (CR 506-511, as of 2025: no damage assignment order): what may attack and block
 * (508.1, 509.1: a declaration is checked as a whole, and an illegal one changes nothing), who
 * declares next, and who deals damage in which step (510.4). The damage step itself is a task
 * (combat-damage.ts).
 */
import type { CombatRestriction } from './card-definition';
import type { DecideContext } from './context';
import { cardOf, hadFirstStrikeAsFirstStrikeStepBegan, hasKeyword, hasStatic, hasSubtype, isArtifact, isCreature, isLand, opponentsOf, permanentsInOrder, playerInGame, powerToughness, protectedFrom, selfConditionHolds } from './queries';
import type { RuleNumber } from './citations';
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

/**
 * A declaration's entries in the order of their creatures' timestamps (unknown ids last, by id):
 * the order of a command body's keys never changes what the engine does or says.
 */
export function declarationOrder<V>(s: GameState, declaration: Readonly<Record<ObjectId, V>>): [ObjectId, V][] {
  const stamp = (id: ObjectId): number => s.battlefield[id]?.timestamp ?? Number.MAX_SAFE_INTEGER;
  return Object.entries(declaration).sort(([a], [b]) => stamp(a) - stamp(b) || (a < b ? -1 : a > b ? 1 : 0));
}

/** A declaration with its keys sorted as canonical JSON sorts them, as the store will record it. */
export function canonicalKeys<V>(declaration: Readonly<Record<ObjectId, V>>): Record<ObjectId, V> {
  return Object.fromEntries(Object.entries(declaration).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** Checks a declaration of attackers (508.1a-c); throws a `RuleViolation` naming the rule broken. */
export function checkAttackers(ctx: DecideContext, player: PlayerName, attackers: Readonly<Record<ObjectId, PlayerName>>): void {
  const s = ctx.state;
  const opponents = opponentsOf(s, player);
  for (const [id, defending] of declarationOrder(s, attackers)) {
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
  for (const [id, attackerId] of declarationOrder(s, blockers)) {
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
    if (hasStatic(cardOf(ctx.catalog, p), 'cantBlock') || restrictedThisTurn(s, p.id, 'cantBlock')) throw new RuleViolation('509.1b', `${p.card} (${id}) can't block`);
    if (hasStatic(cardOf(ctx.catalog, p), 'canBlockOnlyFlyers') && !hasKeyword(s, ctx.catalog, attacker, 'flying')) {
      throw new RuleViolation('509.1b', `${p.card} (${id}) can block only creatures with flying`);
    }
    for (const a of cardOf(ctx.catalog, attacker).abilities) {
      if (a.kind !== 'static' || a.static.kind !== 'cantBeBlockedByPowerAtMost') continue;
      const blockerPower = powerToughness(s, ctx.catalog, p)?.power ?? 0;
      if (blockerPower <= a.static.power) throw new RuleViolation('509.1b', `${attacker.card} (${attackerId}) can't be blocked by creatures with power ${a.static.power} or less`);
    }
    for (const a of cardOf(ctx.catalog, attacker).abilities) {
      if (a.kind === 'static' && a.static.kind === 'cantBeBlockedBySubtype' && hasSubtype(ctx.catalog, p, a.static.subtype)) {
        throw new RuleViolation('509.1b', `${attacker.card} (${attackerId}) can't be blocked by ${a.static.subtype} creatures: ${p.card} (${id}) is one`);
      }
    }
    for (const a of cardOf(ctx.catalog, attacker).abilities) {
      if (a.kind === 'static' && a.static.kind === 'cantBeBlockedWhile' && selfConditionHolds(s, ctx.catalog, attacker, a.static.condition)) throw new RuleViolation('509.1b', `${attacker.card} (${attackerId}) can't be blocked while its condition holds`);
    }
    if (hasStatic(cardOf(ctx.catalog, attacker), 'cantBeBlocked') || restrictedThisTurn(s, attacker.id, 'cantBeBlocked')) throw new RuleViolation('509.1b', `${attacker.card} (${attackerId}) can't be blocked`);
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

/** Whether an effect that lasts this turn restricts how a creature blocks or is blocked (611.2a, 509.1b). */
function restrictedThisTurn(s: GameState, id: ObjectId, restriction: CombatRestriction): boolean {
  return (s.restrictions ?? []).some((r) => r.permanent === id && r.restriction === restriction);
}

function hasFirstOrDoubleStrike(s: GameState, ctx: DecideContext, p: Permanent): boolean {
  return hasKeyword(s, ctx.catalog, p, 'first strike') || hasKeyword(s, ctx.catalog, p, 'double strike');
}

export function combatants(s: GameState): Permanent[] {
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
export function dealsDamageNow(s: GameState, ctx: DecideContext, p: Permanent, first: boolean): boolean {
  if (first) return hasFirstOrDoubleStrike(s, ctx, p);
  const afterFirstStrikeStep = combatants(s).some((c) => hasFirstOrDoubleStrike(s, ctx, c));
  if (!afterFirstStrikeStep) return true;
  // Those that had neither as the first step began, and those that now have double strike (510.4).
  return !hadFirstStrikeAsFirstStrikeStepBegan(s, ctx.catalog, p) || hasKeyword(s, ctx.catalog, p, 'double strike');
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

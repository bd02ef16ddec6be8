/**
 * Trigger detection (CR 603.2): after each event, abilities whose trigger event just happened
 * trigger; they wait in `pendingTriggers` until a player would receive priority (603.3).
 * "Tapped for mana" triggers are detected where the mana ability resolves (mana-tasks.ts).
 */
import type { DecideContext } from './context';
import { fireTrigger as trigger } from './fire-trigger';
import type { GameEvent } from './events';
import { cardOf, hasKeyword, hasStatic, isCreature, permanentsInOrder, triggeredAbilities } from './queries';
import type { GameState, Permanent, PlayerName, TriggerContext } from './state';
import { detectWatcherTriggers } from './watcher-triggers';
import { creaturesConditionHolds } from './creatures-condition';
import { detectWardTriggers } from './ward';

function chapters(ctx: DecideContext, p: Permanent, from: number, to: number, readAheadEntry: boolean): void {
  for (const ability of triggeredAbilities(cardOf(ctx.catalog, p))) {
    if (ability.trigger.kind !== 'chapter') continue;
    const c = ability.trigger.chapter;
    // Read ahead: as it enters, only the chapter equal to the chosen number triggers (702.155c).
    const hit = readAheadEntry ? c === to : c > from && c <= to;
    if (hit) trigger(ctx, p, ability, {}, '714.2b');
  }
}

/** Exalted: "Whenever a creature you control attacks alone" — the only creature declared (702.83a-b). */
function attacksAlone(ctx: DecideContext, player: PlayerName, attackers: readonly string[]): void {
  const [creature] = attackers;
  if (creature === undefined || attackers.length !== 1) return;
  const context: TriggerContext = { creature, creatureVersion: ctx.state.zoneChanges[creature] ?? 0 };
  for (const p of permanentsInOrder(ctx.state)) {
    if (p.controller !== player) continue;
    for (const ability of triggeredAbilities(cardOf(ctx.catalog, p))) {
      if (ability.trigger.kind === 'creatureYouControlAttacksAlone') trigger(ctx, p, ability, context, '702.83a');
    }
  }
}

const hasFlanking = (ctx: DecideContext, p: Permanent): boolean => triggeredAbilities(cardOf(ctx.catalog, p)).some((a) => a.trigger.kind === 'blockedByCreatureWithoutFlanking');

/**
 * Triggers of a declaration of blockers: flanking, once for each blocker without flanking
 * (702.25a-b); bushido, for each blocker and each attacker that became blocked, and rampage for
 * each such attacker — once, however many creatures block it (702.45a, 702.23a, 509.3c).
 */
function blockTriggers(ctx: DecideContext, before: GameState, declared: Readonly<Record<string, string>>): void {
  const becameBlocked = new Set<string>();
  for (const [blockerId, attackerId] of Object.entries(declared)) {
    const blocker = ctx.state.battlefield[blockerId];
    const attacker = ctx.state.battlefield[attackerId];
    if (blocker === undefined || attacker === undefined) continue;
    for (const ability of triggeredAbilities(cardOf(ctx.catalog, blocker))) {
      if (ability.trigger.kind === 'selfBlocksOrBecomesBlocked') trigger(ctx, blocker, ability, {}, '702.45a');
    }
    if (before.combat?.attackers[attackerId]?.blocked !== true) becameBlocked.add(attackerId);
    if (hasFlanking(ctx, blocker)) continue;
    const context: TriggerContext = { creature: blockerId, creatureVersion: ctx.state.zoneChanges[blockerId] ?? 0 };
    for (const ability of triggeredAbilities(cardOf(ctx.catalog, attacker))) {
      if (ability.trigger.kind === 'blockedByCreatureWithoutFlanking') trigger(ctx, attacker, ability, context, '702.25a');
    }
  }
  for (const attackerId of becameBlocked) {
    const attacker = ctx.state.battlefield[attackerId];
    if (attacker === undefined) continue;
    for (const ability of triggeredAbilities(cardOf(ctx.catalog, attacker))) {
      if (ability.trigger.kind === 'selfBlocksOrBecomesBlocked') trigger(ctx, attacker, ability, {}, '702.45a');
      // "Whenever ~ becomes blocked" (rampage among them) is detected with the other watchers (watcher-triggers.ts).
    }
  }
}

export function detectTriggers(ctx: DecideContext, before: GameState, e: GameEvent): void {
  detectWatcherTriggers(ctx, before, e);
  detectWardTriggers(ctx, e);
  switch (e.type) {
    case 'PermanentEntered': {
      const p = ctx.state.battlefield[e.data.permanent];
      if (p === undefined) return;
      const card = cardOf(ctx.catalog, p);
      const x = p.castX ?? 0;
      for (const ability of triggeredAbilities(card)) {
        if (ability.trigger.kind !== 'selfEnters') continue;
        if (ability.ifXAtLeast !== undefined && x < ability.ifXAtLeast) continue;
        // "When ~ enters, if it was kicked" (603.4, 702.33d): a permanent that wasn't cast kicked doesn't trigger it.
        if (ability.ifKicked === true && p.kicked !== true) continue;
        trigger(ctx, p, ability, { x, ...(p.kicked === true ? { kicked: true } : {}) });
      }
      // Landfall: "Whenever a land enters under your control" (603.2).
      if (card.types.includes('Land')) {
        for (const q of permanentsInOrder(ctx.state)) {
          if (q.controller !== p.controller) continue;
          for (const ability of triggeredAbilities(cardOf(ctx.catalog, q))) {
            if (ability.trigger.kind === 'landEntersUnderYourControl') trigger(ctx, q, ability, {});
          }
        }
      }
      const lore = p.counters['lore'] ?? 0;
      if (lore > 0) chapters(ctx, p, 0, lore, hasStatic(card, 'readAhead'));
      return;
    }
    case 'CountersAdded': {
      if (e.data.kind !== 'lore') return;
      const p = ctx.state.battlefield[e.data.permanent];
      const was = before.battlefield[e.data.permanent]?.counters['lore'] ?? 0;
      if (p !== undefined) chapters(ctx, p, was, p.counters['lore'] ?? 0, false);
      return;
    }
    case 'PermanentLeftBattlefield': {
      const p = before.battlefield[e.data.permanent];
      if (p === undefined) return;
      const wasCreature = isCreature(before, ctx.catalog, p);
      // Leaves-the-battlefield abilities look back in time (603.10a): last known information.
      const context: TriggerContext = { sourceCounters: p.counters, sourceOwner: p.owner };
      for (const ability of triggeredAbilities(cardOf(ctx.catalog, p))) {
        const k = ability.trigger.kind;
        if (k === 'selfLeavesBattlefield' || (k === 'selfDies' && e.data.to === 'graveyard' && wasCreature)) {
          // Undying's (persist's) intervening "if it had no +1/+1 (-1/-1) counters on it", from last known information (603.4).
          if (ability.ifSourceHadNoCounters !== undefined) {
            if ((p.counters[ability.ifSourceHadNoCounters] ?? 0) > 0) continue;
            trigger(ctx, p, ability, { ...context, sourceVersion: ctx.state.zoneChanges[p.id] ?? 0 }, ability.ifSourceHadNoCounters === '-1/-1' ? '702.79a' : '702.93a');
            continue;
          }
          trigger(ctx, p, ability, context, '603.10a');
        }
      }
      return;
    }
    case 'DamageDealt': {
      const p = ctx.state.battlefield[e.data.source];
      if (!e.data.combat || p === undefined || ctx.state.playerStates[e.data.target] === undefined) return;
      for (const ability of triggeredAbilities(cardOf(ctx.catalog, p))) {
        if (ability.trigger.kind === 'selfDealsCombatDamageToPlayer') trigger(ctx, p, ability, { player: e.data.target }, '510.3a');
      }
      // "Whenever a creature you control (with deathtouch) deals combat damage to a player": once for each such creature.
      for (const w of permanentsInOrder(ctx.state)) {
        if (w.controller !== p.controller) continue;
        for (const ability of triggeredAbilities(cardOf(ctx.catalog, w))) {
          const t = ability.trigger;
          if (t.kind !== 'creatureYouControlDealsCombatDamageToPlayer' || (t.keyword !== undefined && !hasKeyword(ctx.state, ctx.catalog, p, t.keyword))) continue;
          trigger(ctx, w, ability, { player: e.data.target, creature: p.id, creatureVersion: ctx.state.zoneChanges[p.id] ?? 0 }, '510.3a');
        }
      }
      // "Whenever equipped creature deals combat damage to a player": the Equipment or Aura attached to it.
      for (const q of permanentsInOrder(ctx.state)) {
        if (q.attachedTo !== p.id) continue;
        for (const ability of triggeredAbilities(cardOf(ctx.catalog, q))) {
          if (ability.trigger.kind === 'attachedCreatureDealsCombatDamageToPlayer') trigger(ctx, q, ability, { player: e.data.target }, '510.3a');
        }
      }
      return;
    }
    case 'LifeGained': {
      for (const p of permanentsInOrder(ctx.state)) {
        if (p.controller !== e.data.player) continue;
        for (const ability of triggeredAbilities(cardOf(ctx.catalog, p))) {
          if (ability.trigger.kind === 'youGainLife') trigger(ctx, p, ability, { player: e.data.player });
        }
      }
      return;
    }
    case 'StepBegan': {
      if (e.data.step === 'end') {
        for (const p of permanentsInOrder(ctx.state)) {
          for (const ability of triggeredAbilities(cardOf(ctx.catalog, p))) {
            if (ability.trigger.kind === 'eachEndStep') trigger(ctx, p, ability, {}, '603.2b');
          }
        }
        return;
      }
      if (e.data.step !== 'upkeep') return;
      for (const p of permanentsInOrder(ctx.state)) {
        if (p.controller !== ctx.state.activePlayer) continue;
        for (const ability of triggeredAbilities(cardOf(ctx.catalog, p))) {
          if (ability.trigger.kind === 'yourUpkeep') trigger(ctx, p, ability, {}, '503.1');
        }
      }
      return;
    }
    case 'AttackersDeclared': {
      for (const id of Object.keys(e.data.attackers)) {
        const p = ctx.state.battlefield[id];
        if (p === undefined) continue;
        for (const ability of triggeredAbilities(cardOf(ctx.catalog, p))) {
          if (ability.trigger.kind !== 'selfAttacks') continue;
          // "attacks while you control ...": the condition is part of the trigger event, checked as it attacks.
          const holds = ability.trigger.while === undefined || creaturesConditionHolds(ctx.state, ctx.catalog, p.controller, ability.trigger.while);
          if (holds) trigger(ctx, p, ability, {}, '508.3a');
        }
      }
      attacksAlone(ctx, e.data.player, Object.keys(e.data.attackers));
      return;
    }
    case 'BlockersDeclared':
      blockTriggers(ctx, before, e.data.blockers);
      return;
    case 'SpellCast': {
      // Prowess: "Whenever you cast a noncreature spell" (702.108a).
      if (!ctx.catalog.has(e.data.name) || ctx.catalog.get(e.data.name).types.includes('Creature')) return;
      for (const p of permanentsInOrder(ctx.state)) {
        if (p.controller !== e.data.player) continue;
        for (const ability of triggeredAbilities(cardOf(ctx.catalog, p))) {
          if (ability.trigger.kind === 'youCastNoncreatureSpell') trigger(ctx, p, ability, {}, '702.108a');
        }
      }
      return;
    }
    default:
      return;
  }
}

/** "When you play another land" (City of Traitors), checked once the land is on the battlefield. */
export function landPlayedTriggers(ctx: DecideContext, player: string, land: string): void {
  for (const p of permanentsInOrder(ctx.state)) {
    if (p.controller !== player || p.id === land) continue;
    for (const ability of triggeredAbilities(cardOf(ctx.catalog, p))) {
      if (ability.trigger.kind === 'youPlayAnotherLand') trigger(ctx, p, ability, { player });
    }
  }
}

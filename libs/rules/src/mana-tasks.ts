/**
 * A mana ability resolving (CR 605.3b): choose the type where the ability offers several, apply
 * replacement effects to the production in the affected player's chosen order (106.12b, 616.1,
 * re-checking after each, 616.1f), add the mana (106.4), then "tapped for mana" triggers (106.12a):
 * triggered mana abilities resolve at once (605.4a), the others wait for the stack (605.5a).
 */
import type { RuleNumber } from './citations';
import type { ManaAbilityRest, Task, TaskResult } from './task';
import type { DecideContext } from './context';
import { COLORS, isManaType, manaAmount, normalizeBundle } from './mana';
import { applyReplacement, productionOptions, replacementApplies, replacementNeedsColor } from './mana-production';
import { cardOf, hasSubtype, isLand, manaReplacements, permanentsInOrder, triggeredAbilities } from './queries';
import type { TriggerCondition } from './card-definition';
import type { Permanent } from './state';
import { countYouControl } from './count';

export function runManaAbility(ctx: DecideContext, task: Extract<Task, { kind: 'manaAbility' }>): TaskResult {
  const produce = task.produce;
  let bundle;
  if (produce.kind === 'fixed') {
    bundle = produce.mana;
  } else if (produce.kind === 'perPermanentYouControl') {
    bundle = { [produce.mana]: countYouControl(ctx.state, ctx.catalog, task.player, produce.what) };
  } else {
    const options = productionOptions(produce, task.player, ctx.state, ctx.catalog);
    if (options.length === 0) {
      // An undefined type makes no mana; it is still a mana ability and its costs stay paid (106.5, 605.2).
      ctx.consequence('ManaNotProduced', { player: task.player, source: task.permanent, reason: 'no type of mana can be defined' }, '106.5');
      return task.then === undefined ? undefined : { next: [thenTask(task.player, task.permanent, task.then)] };
    }
    if (options.length > 1 && task.answer === undefined) {
      return { ask: { player: task.player, kind: 'manaType', options, resume: task } };
    }
    const chosen = options.length === 1 ? options[0] : task.answer;
    if (!isManaType(chosen)) throw new Error('mana type answer was not validated');
    bundle = { [chosen]: produce.kind === 'anyOneColor' ? produce.amount : 1 };
  }
  const then = task.then === undefined ? {} : { then: task.then };
  return { next: [{ kind: 'produce', player: task.player, permanent: task.permanent, bundle, tappedForMana: task.tappedForMana, applied: [], ...then }] };
}

/**
 * The rest of a mana ability after its mana ("This land deals 1 damage to you."), done as part of
 * its resolution (605.3b), before any triggered mana ability it caused resolves (605.4a).
 */
function thenTask(player: string, permanent: string, then: ManaAbilityRest): Task {
  return { kind: 'effect', effect: then.effect, src: { source: permanent, card: then.card, controller: player, stackId: null, abilityNumber: then.abilityNumber, targets: [], x: 0, context: {} } };
}

export function runProduce(ctx: DecideContext, task: Extract<Task, { kind: 'produce' }>): TaskResult {
  const permanent = ctx.state.battlefield[task.permanent];
  const all = manaReplacements(ctx.state, ctx.catalog);
  const applicable =
    permanent === undefined
      ? []
      : all.filter(
          (r) => !task.applied.includes(r.source) && replacementApplies(r, { permanent, player: task.player, bundle: task.bundle, tappedForMana: task.tappedForMana }, ctx.catalog),
        );

  if (task.colorFor !== undefined) {
    const rep = applicable.find((r) => r.source === task.colorFor);
    if (rep !== undefined && isManaType(task.answer)) return applied(ctx, task, rep.source, rep.card, applyReplacement(rep, task.bundle, task.answer), '614.1a');
    // Its source left the game while the color was being chosen (800.4a): it no longer applies.
    const { colorFor: _gone, answer: _unused, ...rest } = task;
    return { next: [rest] };
  }

  if (applicable.length === 0) {
    const mana = normalizeBundle(task.bundle);
    const rest: Task[] = task.then === undefined ? [] : [thenTask(task.player, task.permanent, task.then)];
    if (manaAmount(mana) > 0) {
      ctx.consequence('ManaAdded', { player: task.player, source: task.permanent, mana }, '106.3');
      if (task.tappedForMana) return { next: [...rest, { kind: 'manaTriggers', player: task.player, permanent: task.permanent, produced: mana }] };
    }
    return rest.length === 0 ? undefined : { next: rest };
  }

  let chosen = applicable.length === 1 ? applicable[0] : undefined;
  if (chosen === undefined) {
    if (task.answer === undefined) {
      return { ask: { player: task.player, kind: 'replacementOrder', options: applicable.map((r) => r.source), resume: task } };
    }
    chosen = applicable.find((r) => r.source === task.answer);
    if (chosen === undefined) throw new Error('replacement order answer was not validated');
  }
  if (replacementNeedsColor(chosen)) {
    const { answer: _unused, ...rest } = task;
    return { ask: { player: task.player, kind: 'manaType', options: [...COLORS], resume: { ...rest, colorFor: chosen.source } } };
  }
  return applied(ctx, task, chosen.source, chosen.card, applyReplacement(chosen, task.bundle), applicable.length > 1 ? '616.1' : '614.1a');
}

function applied(
  ctx: DecideContext,
  task: Extract<Task, { kind: 'produce' }>,
  source: string,
  card: string,
  after: ReturnType<typeof applyReplacement>,
  rule: RuleNumber,
): TaskResult {
  ctx.consequence('ReplacementApplied', { source, card, affected: task.permanent, before: normalizeBundle(task.bundle), after: normalizeBundle(after) }, rule);
  const then = task.then === undefined ? {} : { then: task.then };
  return {
    next: [{ kind: 'produce', player: task.player, permanent: task.permanent, bundle: after, tappedForMana: task.tappedForMana, applied: [...task.applied, source], ...then }],
  };
}

function matches(condition: TriggerCondition, source: Permanent, tapped: Permanent, ctx: DecideContext): boolean {
  switch (condition.kind) {
    case 'enchantedLandTappedForMana':
      return source.attachedTo === tapped.id && isLand(ctx.catalog, tapped);
    case 'landWithSubtypeTappedForMana':
      return hasSubtype(ctx.catalog, tapped, condition.subtype);
    case 'playerTapsLandForMana':
      return isLand(ctx.catalog, tapped);
    case 'selfEnters':
    case 'selfDies':
    case 'selfLeavesBattlefield':
    case 'yourUpkeep':
    case 'youCastNoncreatureSpell':
    case 'selfAttacks':
    case 'creatureYouControlAttacks':
    case 'attachedCreatureDealsCombatDamageToPlayer':
    case 'creatureYouControlDealsCombatDamageToPlayer':
    case 'selfDealsCombatDamageToPlayer':
    case 'youGainLife':
    case 'landEntersUnderYourControl':
    case 'eachEndStep':
    case 'youPlayAnotherLand':
    case 'creatureYouControlAttacksAlone':
    case 'blockedByCreatureWithoutFlanking':
    case 'selfBlocksOrBecomesBlocked':
    case 'chapter':
    case 'creatureEnters':
    case 'creatureDies':
    case 'youCastSpell':
    case 'yourEndStep':
    case 'beginningOfCombatOnYourTurn':
    case 'selfBlocks':
    case 'selfBecomesBlocked':
    case 'youAttack':
    case 'selfBecomesTapped':
    case 'permanentEnters':
    case 'spellCast':
    case 'eachUpkeep':
    case 'youDrawACard':
    case 'opponentDrawsACard':
    case 'youDrawYourSecondCardEachTurn':
    case 'countersPutOn':
    case 'either':
    case 'selfBecomesTargetOfOpponent':
      return false;
  }
}

export function runManaTriggers(ctx: DecideContext, task: Extract<Task, { kind: 'manaTriggers' }>): TaskResult {
  const tapped = ctx.state.battlefield[task.permanent];
  if (tapped === undefined) return undefined;
  const next: Task[] = [];
  for (const source of permanentsInOrder(ctx.state)) {
    for (const ability of triggeredAbilities(cardOf(ctx.catalog, source))) {
      if (!matches(ability.trigger, source, tapped, ctx)) continue;
      const context = { player: tapped.controller, produced: task.produced };
      const manaAbility = ability.manaAbility === true;
      ctx.consequence(
        'AbilityTriggered',
        { key: ctx.nextKey(), source: source.id, card: source.card, ability: ability.number, controller: source.controller, reflexive: false, manaAbility, parentId: null, context },
        manaAbility ? '605.4a' : '106.12a',
      );
      if (manaAbility) {
        next.push({
          kind: 'effect',
          effect: ability.effect,
          src: { source: source.id, card: source.card, controller: source.controller, stackId: null, abilityNumber: ability.number, targets: [], x: 0, context },
        });
      }
    }
  }
  return { next };
}

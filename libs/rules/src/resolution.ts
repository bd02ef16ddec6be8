/**
 * Resolving the top object of the stack (CR 608): what resolving it will do, as tasks. A permanent
 * spell enters the battlefield (608.3, resolution-tasks.ts); a spell or ability checks its targets
 * (608.2b: all illegal → it doesn't resolve) and then its effect runs.
 */
import type { Task } from './task';
import { abilityBody } from './ability-lookup';
import type { DecideContext } from './context';
import { isCreature, isLand } from './queries';
import type { GameState, StackObject } from './state';
import { legalTargets } from './targets';
import { isPermanentCard } from './card-types';
import { spellAbilityOf, type TargetSpec } from './card-definition';
import type { CardCatalog } from './card-catalog';
import { modalOf, modeTargetSpec, splitModeTargets, type ModalEffect } from './modes';
import { creaturesConditionHolds } from './creatures-condition';

/**
 * Whether a target chosen for a stack object is still legal as it resolves (608.2b): it meets the
 * requirement now, protection doesn't shield it, and it is the same object — it has not changed
 * zones since it was chosen (400.7).
 */
function stillLegal(s: GameState, catalog: CardCatalog, spec: TargetSpec, o: StackObject, index: number): boolean {
  const target = o.targets[index];
  if (target === undefined) return false;
  const version = o.targetVersions?.[index];
  if (version !== undefined && (s.zoneChanges[target] ?? 0) !== version) return false;
  return legalTargets(s, catalog, spec, o.controller, o.card).includes(target);
}

/** The targets still legal, or null (with the removal recorded) when all of them are illegal (608.2b). */
function checkTargetsOnResolution(ctx: DecideContext, spec: TargetSpec | undefined, o: StackObject): readonly string[] | null {
  if (spec === undefined || o.targets.length === 0) return o.targets;
  const legal = o.targets.filter((_, i) => stillLegal(ctx.state, ctx.catalog, spec, o, i));
  if (legal.length > 0) return legal;
  ctx.consequence('StackObjectRemoved', { id: o.id, key: null, reason: 'all its targets are illegal', rule: '608.2b' }, '608.2b');
  return null;
}

export function resolveTop(ctx: DecideContext): Task[] {
  const top = ctx.state.stack[ctx.state.stack.length - 1];
  if (top === undefined) return [];
  if (top.kind === 'spell') {
    const card = ctx.catalog.get(top.card);
    if (card.enchant !== null) {
      // An Aura spell whose target is illegal as it resolves doesn't resolve (608.3b).
      const s = ctx.state;
      const host = top.targets[0];
      const hostPermanent = host === undefined ? undefined : s.battlefield[host];
      const kindOk = hostPermanent !== undefined && (card.enchant === 'land' ? isLand(ctx.catalog, hostPermanent) : isCreature(s, ctx.catalog, hostPermanent));
      const sameObject = host !== undefined && (top.targetVersions?.[0] ?? s.zoneChanges[host] ?? 0) === (s.zoneChanges[host] ?? 0);
      const notProtected = card.enchant === 'land' || stillLegal(s, ctx.catalog, { kind: 'creature' }, top, 0);
      if (!kindOk || !sameObject || !notProtected) {
        ctx.consequence('StackObjectRemoved', { id: top.id, key: null, reason: 'its target is illegal', rule: '608.3b' }, '608.3b');
        return [];
      }
    }
    if (isPermanentCard(card)) return [{ kind: 'enter', stackId: top.id }];
    const ability = spellAbilityOf(card);
    if (ability === undefined) return [{ kind: 'finishResolution', stackId: top.id }];
    const modal = modalOf(ability.effect);
    if (modal !== undefined) return resolveModes(ctx, modal, top);
    const targets = checkTargetsOnResolution(ctx, ability.targets, top);
    if (targets === null) return [];
    return [
      { kind: 'effect', effect: ability.effect, src: effectSource(top, targets) },
      { kind: 'finishResolution', stackId: top.id },
    ];
  }
  const body = abilityBody(ctx.catalog, top.card, top.abilityNumber, top.reflexive);
  if (body === undefined) throw new Error(`no ability ${top.abilityNumber} on ${top.card}`);
  if (!top.reflexive && !interveningIfHolds(ctx, top)) return [];
  const modal = modalOf(body.effect);
  if (modal !== undefined) return resolveModes(ctx, modal, top);
  const targets = checkTargetsOnResolution(ctx, body.targets, top);
  if (targets === null) return [];
  return [
    { kind: 'effect', effect: body.effect, src: effectSource(top, targets) },
    { kind: 'finishResolution', stackId: top.id },
  ];
}

/** An intervening "if" on the creatures its controller controls is checked again as the ability resolves; if false, it does nothing (603.4). */
function interveningIfHolds(ctx: DecideContext, top: StackObject): boolean {
  const ability = ctx.catalog.get(top.card).abilities.find((a) => a.number === top.abilityNumber && a.kind === 'triggered');
  if (ability?.kind !== 'triggered' || ability.ifYouControl === undefined) return true;
  if (creaturesConditionHolds(ctx.state, ctx.catalog, top.controller, ability.ifYouControl)) return true;
  ctx.consequence('StackObjectRemoved', { id: top.id, key: null, reason: 'its intervening "if" condition is false', rule: '603.4' }, '603.4');
  return false;
}

/**
 * A modal spell or ability resolves its chosen modes (700.2). Each mode's targets are checked on
 * their own requirement; only when every target of every mode is illegal does it not resolve
 * (608.2b); a mode keeps its legal targets and does nothing to an illegal one.
 */
function resolveModes(ctx: DecideContext, modal: ModalEffect, top: StackObject): Task[] {
  let index = 0;
  const modes = splitModeTargets(modal, top.modes ?? [], top.targets).map((chosen) => {
    const spec = modeTargetSpec(modal, chosen.mode);
    const legal: string[] = [];
    for (const target of chosen.targets) {
      if (spec !== undefined && stillLegal(ctx.state, ctx.catalog, spec, top, index)) legal.push(target);
      index++;
    }
    return { mode: chosen.mode, targets: legal };
  });
  if (top.targets.length > 0 && modes.every((m) => m.targets.length === 0)) {
    ctx.consequence('StackObjectRemoved', { id: top.id, key: null, reason: 'all its targets are illegal', rule: '608.2b' }, '608.2b');
    return [];
  }
  return [
    { kind: 'effect', effect: modal, src: { ...effectSource(top, modes.flatMap((m) => m.targets)), modes } },
    { kind: 'finishResolution', stackId: top.id },
  ];
}

function effectSource(o: StackObject, targets: readonly string[]): Extract<Task, { kind: 'effect' }>['src'] {
  return { source: o.source, card: o.card, controller: o.controller, stackId: o.id, abilityNumber: o.abilityNumber, targets, x: o.x, context: o.context };
}

/**
 * Before a player would receive priority (CR 117.5): state-based actions until none apply
 * (704.3), then waiting triggers go on the stack in APNAP order, each player ordering their own
 * (603.3b), targets chosen as each is put on the stack, and one with no legal target removed (603.3d).
 */
import type { Task, TaskResult } from './task';
import { abilityBody } from './ability-lookup';
import type { DecideContext } from './context';
import { apnapOrder } from './queries';
import { checkStateBasedActions, legendGroups } from './sba';
import { freeStackId } from './stack-ids';
import type { PendingTrigger } from './state';
import { legalTargets, targetCount } from './targets';
import { choosableModes, modalOf, modeTargetSpec, type ModalEffect } from './modes';

function baseId(t: PendingTrigger): string {
  return t.reflexive && t.parentId !== undefined ? `${t.parentId}r` : `${t.source}/${t.abilityNumber}`;
}

export function runCheckpoint(ctx: DecideContext, task: Extract<Task, { kind: 'checkpoint' }>): TaskResult {
  let keep = task.keep ?? [];
  for (let guard = 0; ; guard++) {
    if (guard > 1000) throw new Error('state-based actions did not settle');
    if (ctx.state.winner !== null) return undefined;
    // The legend rule asks its controller which to keep before the round's actions happen together (704.3, 704.5j).
    const open = legendGroups(ctx).find((g) => !g.some((p) => keep.includes(p.id)));
    if (open !== undefined && open[0] !== undefined) {
      return { ask: { player: open[0].controller, kind: 'legendRule', options: open.map((p) => p.id), resume: { kind: 'legendRule', keep } } };
    }
    if (!checkStateBasedActions(ctx, keep)) break;
    keep = [];
  }
  const pending = ctx.state.pendingTriggers;
  if (pending.length === 0) return undefined;
  for (const player of apnapOrder(ctx.state)) {
    const mine = pending.filter((t) => t.controller === player);
    if (mine.length === 0) continue;
    if (mine.length === 1) return { next: [{ kind: 'stackTrigger', key: mine[0]?.key ?? 0 }, { kind: 'checkpoint' }] };
    // Several: the player orders them; options are the ids they would get in trigger order.
    const taken = new Set<string>();
    const ids = mine.map((t) => {
      const id = freeStackId(ctx.state, baseId(t), taken);
      taken.add(id);
      return id;
    });
    if (task.answer === undefined) {
      return { ask: { player, kind: 'triggerOrder', options: ids, min: ids.length, max: ids.length, resume: { kind: 'checkpoint' } } };
    }
    const order = (task.answer as readonly string[]).map((id) => mine[ids.indexOf(id)]?.key ?? -1);
    return { next: [...order.map((key): Task => ({ kind: 'stackTrigger', key })), { kind: 'checkpoint' }] };
  }
  // Triggers whose controller has left the game cease (800.4a).
  for (const t of pending) ctx.consequence('StackObjectRemoved', { id: null, key: t.key, reason: 'its controller left the game', rule: '800.4a' }, '800.4a');
  return undefined;
}

export function runStackTrigger(ctx: DecideContext, task: Extract<Task, { kind: 'stackTrigger' }>): TaskResult {
  const t = ctx.state.pendingTriggers.find((p) => p.key === task.key);
  if (t === undefined) return undefined;
  const body = abilityBody(ctx.catalog, t.card, t.abilityNumber, t.reflexive);
  if (body === undefined) throw new Error(`no ability ${t.abilityNumber} on ${t.card}`);
  const modal = modalOf(body.effect);
  if (modal !== undefined) return stackModalTrigger(ctx, task, t, body.text, modal);
  let targets: string[] = [];
  if (body.targets !== undefined) {
    const legal = legalTargets(ctx.state, ctx.catalog, body.targets, t.controller, t.card);
    const [min, max] = targetCount(body.targets);
    if (legal.length < min) {
      ctx.consequence('StackObjectRemoved', { id: null, key: t.key, reason: 'no legal target', rule: '603.3d' }, '603.3d');
      return undefined;
    }
    // Ask only when there are two or more legal answers (docs/scenario-format.md): all of exactly `min`
    // legal targets, or none at all when "up to N" finds no legal target (601.2c, 603.3d).
    const onlyAnswer = legal.length === min || Math.min(max, legal.length) === 0;
    if (onlyAnswer) targets = legal.slice(0, min);
    else if (task.answer === undefined) {
      return { ask: { player: t.controller, kind: 'targets', options: legal, min, max: Math.min(max, legal.length), resume: task } };
    } else targets = (task.answer as readonly string[]).map(String);
  }
  putOnStack(ctx, t, body.text, targets);
  return undefined;
}

function putOnStack(ctx: DecideContext, t: PendingTrigger, text: string, targets: readonly string[], modes?: readonly number[]): void {
  const owner = ctx.state.battlefield[t.source]?.owner ?? t.context.sourceOwner ?? t.controller;
  ctx.consequence(
    'AbilityPutOnStack',
    {
      key: t.key, id: freeStackId(ctx.state, baseId(t)), source: t.source, card: t.card, ability: t.abilityNumber,
      controller: t.controller, owner, text, ...(modes === undefined ? {} : { modes }), targets: [...targets], reflexive: t.reflexive, context: t.context,
    },
    t.reflexive ? '603.12' : '603.3',
  );
}

/**
 * A modal trigger goes on the stack with its modes chosen (603.3c): only modes whose targets can be
 * chosen (700.2b), and with none it is removed; then each chosen mode's targets, in the order
 * written (603.3d), asked only when there are two or more legal answers.
 */
function stackModalTrigger(ctx: DecideContext, task: Extract<Task, { kind: 'stackTrigger' }>, t: PendingTrigger, text: string, modal: ModalEffect): TaskResult {
  let modes = task.modes;
  if (modes === undefined) {
    const choosable = choosableModes(ctx.state, ctx.catalog, modal, t.controller, t.card);
    if (choosable.length < modal.min) {
      ctx.consequence('StackObjectRemoved', { id: null, key: t.key, reason: 'no mode can be chosen', rule: '603.3c' }, '603.3c');
      return undefined;
    }
    if (choosable.length === modal.min) modes = choosable;
    else if (task.answer === undefined) {
      return { ask: { player: t.controller, kind: 'modes', options: choosable, min: modal.min, max: Math.min(modal.max, choosable.length), resume: task } };
    } else modes = (task.answer as readonly (string | number)[]).map(Number).sort((a, b) => a - b);
    return { next: [{ kind: 'stackTrigger', key: task.key, modes, modeTargets: [] }] };
  }
  const chosen = [...(task.modeTargets ?? [])];
  let answer = task.answer;
  for (const index of modes.slice(chosen.length)) {
    const spec = modeTargetSpec(modal, index);
    if (spec === undefined) {
      chosen.push([]);
      continue;
    }
    const legal = legalTargets(ctx.state, ctx.catalog, spec, t.controller, t.card);
    const [min, max] = targetCount(spec);
    if (legal.length < min) {
      ctx.consequence('StackObjectRemoved', { id: null, key: t.key, reason: 'no legal target', rule: '603.3d' }, '603.3d');
      return undefined;
    }
    if (legal.length === min || Math.min(max, legal.length) === 0) chosen.push(legal.slice(0, min));
    else if (answer === undefined) {
      return { ask: { player: t.controller, kind: 'targets', options: legal, min, max: Math.min(max, legal.length), resume: { kind: 'stackTrigger', key: task.key, modes, modeTargets: chosen } } };
    } else {
      chosen.push((answer as readonly (string | number)[]).map(String));
      answer = undefined;
    }
  }
  putOnStack(ctx, t, text, chosen.flat(), modes);
  return undefined;
}

/** The answer to the legend rule: that permanent is kept, and the state-based actions go on (704.5j). */
export function runLegendRule(_ctx: DecideContext, task: Extract<Task, { kind: 'legendRule' }>): TaskResult {
  const kept = typeof task.answer === 'string' ? [task.answer] : [];
  return { next: [{ kind: 'checkpoint', keep: [...task.keep, ...kept] }] };
}

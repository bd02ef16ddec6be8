/**
 * Resolving the top object of the stack (CR 608): a permanent spell enters the battlefield (608.3)
 * with its "enters with" replacements (614.1c, read ahead 702.155b); an ability checks its targets
 * (608.2b: all illegal → it doesn't resolve) and then its effect runs.
 */
import type { Task, TaskResult } from './agenda';
import { abilityBody } from './ability-lookup';
import type { DecideContext } from './context';
import { cardOf, hasStatic } from './queries';
import type { StackObject } from './state';
import { legalTargets } from './targets';
import { isPermanentCard } from './card-types';

export function resolveTop(ctx: DecideContext): Task[] {
  const top = ctx.state.stack[ctx.state.stack.length - 1];
  if (top === undefined) return [];
  if (top.kind === 'spell') {
    const card = ctx.catalog.get(top.card);
    if (card.enchant === 'land') {
      const host = top.targets[0];
      const hostPermanent = host === undefined ? undefined : ctx.state.battlefield[host];
      if (hostPermanent === undefined || !cardOf(ctx.catalog, hostPermanent).types.includes('Land')) {
        ctx.consequence('StackObjectRemoved', { id: top.id, key: null, reason: 'its target is illegal', rule: '608.3b' }, '608.3b');
        return [];
      }
    }
    if (isPermanentCard(card)) return [{ kind: 'enter', stackId: top.id }];
    return [{ kind: 'finishResolution', stackId: top.id }];
  }
  const body = abilityBody(ctx.catalog, top.card, top.abilityNumber, top.reflexive);
  if (body === undefined) throw new Error(`no ability ${top.abilityNumber} on ${top.card}`);
  let targets = top.targets;
  if (body.targets !== undefined && top.targets.length > 0) {
    const legal = new Set(legalTargets(ctx.state, ctx.catalog, body.targets, top.controller));
    targets = top.targets.filter((t) => legal.has(t));
    if (targets.length === 0) {
      ctx.consequence('StackObjectRemoved', { id: top.id, key: null, reason: 'all its targets are illegal', rule: '608.2b' }, '608.2b');
      return [];
    }
  }
  return [
    { kind: 'effect', effect: body.effect, src: effectSource(top, targets) },
    { kind: 'finishResolution', stackId: top.id },
  ];
}

function effectSource(o: StackObject, targets: readonly string[]): Extract<Task, { kind: 'effect' }>['src'] {
  return { source: o.source, card: o.card, controller: o.controller, stackId: o.id, abilityNumber: o.abilityNumber, targets, x: o.x, context: o.context };
}

export function runEnter(ctx: DecideContext, task: Extract<Task, { kind: 'enter' }>): TaskResult {
  const spell = ctx.state.stack.find((o) => o.id === task.stackId);
  if (spell === undefined) return undefined;
  const card = ctx.catalog.get(spell.card);
  const counters: Record<string, number> = {};
  let rule = '608.3';
  for (const a of card.abilities) {
    if (a.kind === 'static' && a.static.kind === 'entersWithXCounters' && spell.x > 0) {
      counters[a.static.counter] = (counters[a.static.counter] ?? 0) + spell.x;
      rule = '614.1c';
    }
  }
  const chapters = card.abilities.flatMap((a) => (a.kind === 'triggered' && a.trigger.kind === 'chapter' ? [a.trigger.chapter] : []));
  if (chapters.length > 0) {
    if (hasStatic(card, 'readAhead')) {
      const options = Array.from({ length: Math.max(...chapters) }, (_, i) => i + 1);
      if (task.answer === undefined) return { ask: { player: spell.controller, kind: 'readAhead', options, resume: task } };
      counters['lore'] = Number(task.answer);
      rule = '702.155b';
    } else {
      counters['lore'] = 1;
      rule = '714.3a';
    }
  }
  ctx.consequence(
    'PermanentEntered',
    {
      permanent: spell.source, card: spell.card, owner: spell.owner, controller: spell.controller, token: false, tapped: false,
      counters, attachedTo: card.enchant === null ? null : (spell.targets[0] ?? null), castX: spell.x, from: 'stack',
    },
    rule,
  );
  ctx.consequence('StackObjectResolved', { id: spell.id, to: 'battlefield' }, '608.3');
  return undefined;
}

export function runFinishResolution(ctx: DecideContext, task: Extract<Task, { kind: 'finishResolution' }>): TaskResult {
  const obj = ctx.state.stack.find((o) => o.id === task.stackId);
  if (obj === undefined) return undefined;
  ctx.consequence('StackObjectResolved', { id: obj.id, to: obj.kind === 'spell' ? 'graveyard' : 'none' }, '608.2n');
  return undefined;
}

/**
 * Resolving the top object of the stack (CR 608): a permanent spell enters the battlefield (608.3)
 * with its "enters with" replacements (614.1c, read ahead 702.155b); an ability checks its targets
 * (608.2b: all illegal → it doesn't resolve) and then its effect runs.
 */
import type { Task, TaskResult } from './agenda';
import type { RuleNumber } from './citations';
import { abilityBody } from './ability-lookup';
import type { DecideContext } from './context';
import { hasStatic, isCreature, isLand } from './queries';
import { entersTapped } from './enters-tapped';
import type { GameState, StackObject } from './state';
import { legalTargets } from './targets';
import { isPermanentCard } from './card-types';
import { spellAbilityOf, type TargetSpec } from './card-definition';
import type { CardCatalog } from './card-catalog';

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
    const targets = checkTargetsOnResolution(ctx, ability.targets, top);
    if (targets === null) return [];
    return [
      { kind: 'effect', effect: ability.effect, src: effectSource(top, targets) },
      { kind: 'finishResolution', stackId: top.id },
    ];
  }
  const body = abilityBody(ctx.catalog, top.card, top.abilityNumber, top.reflexive);
  if (body === undefined) throw new Error(`no ability ${top.abilityNumber} on ${top.card}`);
  const targets = checkTargetsOnResolution(ctx, body.targets, top);
  if (targets === null) return [];
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
  let rule: RuleNumber = '608.3';
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
      permanent: spell.source, card: spell.card, owner: spell.owner, controller: spell.controller, token: false,
      // "enters tapped" (614.1c)
      tapped: entersTapped(ctx.state, ctx.catalog, card, spell.controller, spell.source),
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

/**
 * The tasks that finish a resolution (CR 608): a permanent spell entering the battlefield with its
 * "enters with" replacements (614.1c, read ahead 702.155b), and an instant, sorcery or ability
 * leaving the stack once its effects are done (608.2n).
 */
import type { RuleNumber } from './citations';
import { hasStatic } from './queries';
import { entersTapped } from './enters-tapped';
import type { Task, TaskResult } from './task';
import type { DecideContext } from './context';

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
      counters, attachedTo: card.enchant === null ? null : (spell.targets[0] ?? null), castX: spell.x, ...(spell.context.kicked === true ? { kicked: true } : {}), from: 'stack',
    },
    rule,
  );
  ctx.consequence('StackObjectResolved', { id: spell.id, to: 'battlefield' }, '608.3');
  return undefined;
}

export function runFinishResolution(ctx: DecideContext, task: Extract<Task, { kind: 'finishResolution' }>): TaskResult {
  const obj = ctx.state.stack.find((o) => o.id === task.stackId);
  if (obj === undefined) return undefined;
  // A spell cast with flashback is exiled instead of going to the graveyard (702.34a).
  if (obj.kind === 'spell' && obj.exileOnLeaving === true) ctx.consequence('StackObjectResolved', { id: obj.id, to: 'exile' }, '702.34a');
  else ctx.consequence('StackObjectResolved', { id: obj.id, to: obj.kind === 'spell' ? 'graveyard' : 'none' }, '608.2n');
  return undefined;
}

/**
 * The agenda: what a command still has to do, as a list of plain-data tasks. A task either does
 * its work (emitting events) and may queue follow-up tasks, or asks a player a question: then the
 * agenda stops with a `ChoiceRequested` event holding the rest of it, and `choose` resumes it
 * with the answer in the first task. Handlers live in a mapped registry: a new task kind without
 * a handler does not compile.
 */
import { choiceRule } from './choice-rule';
import type { DecideContext } from './context';
import type { Task, TaskKind, TaskResult } from './task';
import { runEffect } from './effects';
import { runManaAbility, runManaTriggers, runProduce } from './mana-tasks';
import { runCheckpoint, runLegendRule, runStackTrigger } from './trigger-tasks';
import { runEnter, runFinishResolution } from './resolution-tasks';
import { runAdvance, runCleanup, runDeclarationPrompt, runTurnLoop } from './turn';
import { runCombatDamage } from './combat-damage';
import { runPayCost } from './cost-payment';
import { runLibraryTop } from './library';

type Handlers = { readonly [K in TaskKind]: (ctx: DecideContext, task: Extract<Task, { kind: K }>) => TaskResult };

const HANDLERS: Handlers = {
  manaAbility: runManaAbility,
  produce: runProduce,
  manaTriggers: runManaTriggers,
  effect: runEffect,
  enter: runEnter,
  finishResolution: runFinishResolution,
  checkpoint: runCheckpoint,
  stackTrigger: runStackTrigger,
  advance: runAdvance,
  turnLoop: runTurnLoop,
  declarationPrompt: (ctx) => runDeclarationPrompt(ctx),
  combatDamage: runCombatDamage,
  cleanup: runCleanup,
  legendRule: runLegendRule,
  payCost: runPayCost,
  libraryTop: runLibraryTop,
};

function runTask(ctx: DecideContext, task: Task): TaskResult {
  const handler = HANDLERS[task.kind] as (ctx: DecideContext, task: Task) => TaskResult;
  return handler(ctx, task);
}

/** Runs tasks in order until done or until one asks a question. */
export function runAgenda(ctx: DecideContext, tasks: readonly Task[]): void {
  const queue = [...tasks];
  let guard = 0;
  while (queue.length > 0) {
    if (++guard > 100_000) throw new Error('agenda did not terminate');
    // The game ends at once when a player wins: nothing happens after it (104.1).
    if (ctx.state.winner !== null) return;
    const task = queue.shift() as Task;
    const result = runTask(ctx, task);
    if (result?.ask !== undefined) {
      const a = result.ask;
      ctx.consequence(
        'ChoiceRequested',
        {
          player: a.player, kind: a.kind, options: a.options,
          ...(a.min === undefined ? {} : { min: a.min }),
          ...(a.max === undefined ? {} : { max: a.max }),
          ...(a.attacker === undefined ? {} : { attacker: a.attacker }),
          ...(a.count === undefined ? {} : { count: a.count }),
          continuation: { tasks: [a.resume, ...(result.next ?? []), ...queue] },
        },
        choiceRule(a.kind, a.resume),
      );
      return;
    }
    if (result?.next !== undefined) queue.unshift(...result.next);
  }
}

export type { Ask, EffectSource, Task, TaskKind, TaskResult } from './task';

/**
 * The agenda: what a command still has to do, as a list of plain-data tasks. A task either does
 * its work (emitting events) and may queue follow-up tasks, or asks a player a question: then the
 * agenda stops with a `ChoiceRequested` event holding the rest of it, and `choose` resumes it
 * with the answer in the first task. Handlers live in a mapped registry: a new task kind without
 * a handler does not compile.
 */
import type { RuleNumber } from './citations';
import type { ChoiceAnswer, ChoiceKind, DamageDivision } from './choice';
import type { Effect, ManaProduction } from './card-definition';
import type { DecideContext } from './context';
import type { ManaBundle } from './mana';
import type { ObjectId, PlayerName, TriggerContext } from './state';
import { runEffect } from './effects';
import { runManaAbility, runManaTriggers, runProduce } from './mana-tasks';
import { runCheckpoint, runLegendRule, runStackTrigger } from './trigger-tasks';
import { runEnter, runFinishResolution } from './resolution';
import { runAdvance, runCleanup, runDeclarationPrompt, runTurnLoop, type AdvanceMode } from './turn';
import { runCombatDamage } from './combat';

/** Who and what an effect acts for. */
export interface EffectSource {
  readonly source: ObjectId;
  readonly card: string;
  readonly controller: PlayerName;
  readonly stackId: ObjectId | null;
  readonly abilityNumber: number;
  readonly targets: readonly string[];
  readonly x: number;
  readonly context: TriggerContext;
}

export type Task =
  | {
      readonly kind: 'manaAbility';
      readonly player: PlayerName;
      readonly permanent: ObjectId;
      readonly produce: ManaProduction;
      readonly tappedForMana: boolean;
      readonly answer?: ChoiceAnswer;
    }
  | {
      readonly kind: 'produce';
      readonly player: PlayerName;
      readonly permanent: ObjectId;
      readonly bundle: ManaBundle;
      readonly tappedForMana: boolean;
      /** Replacement sources already applied (each applies once, 614.5). */
      readonly applied: readonly ObjectId[];
      /** A replacement chosen to apply next that needs a color (Pulse of Llanowar). */
      readonly colorFor?: ObjectId;
      readonly answer?: ChoiceAnswer;
    }
  | { readonly kind: 'manaTriggers'; readonly player: PlayerName; readonly permanent: ObjectId; readonly produced: ManaBundle }
  | { readonly kind: 'effect'; readonly effect: Effect; readonly src: EffectSource; readonly answer?: ChoiceAnswer }
  | { readonly kind: 'enter'; readonly stackId: ObjectId; readonly answer?: ChoiceAnswer }
  | { readonly kind: 'finishResolution'; readonly stackId: ObjectId }
  | { readonly kind: 'checkpoint'; readonly answer?: ChoiceAnswer; readonly order?: readonly number[]; readonly keep?: readonly ObjectId[] }
  /** The answer to the legend rule (704.5j), then the rest of the state-based actions. */
  | { readonly kind: 'legendRule'; readonly keep: readonly ObjectId[]; readonly answer?: ChoiceAnswer }
  | { readonly kind: 'stackTrigger'; readonly key: number; readonly answer?: ChoiceAnswer }
  /** Ends the step and begins the next one that gives priority (500.2). */
  | { readonly kind: 'advance'; readonly mode: AdvanceMode }
  /** `nextTurn`'s walk to the next player's precombat main phase. */
  | { readonly kind: 'turnLoop'; readonly startTurn: number }
  /** Awaits the declaration of attackers or blockers (508.1, 509.1). */
  | { readonly kind: 'declarationPrompt'; readonly answer?: ChoiceAnswer }
  /** Combat damage (510.1-510.2); `first` for the first-strike damage step (510.4). */
  | { readonly kind: 'combatDamage'; readonly first: boolean; readonly divisions: Readonly<Record<ObjectId, DamageDivision>>; readonly answer?: ChoiceAnswer }
  | { readonly kind: 'cleanup'; readonly answer?: ChoiceAnswer };

export type TaskKind = Task['kind'];

/** A question for a player; `resume` is the task that will receive the answer. */
export interface Ask {
  readonly player: PlayerName;
  readonly kind: ChoiceKind;
  readonly options: readonly (string | number)[];
  readonly min?: number;
  readonly max?: number;
  readonly attacker?: ObjectId;
  readonly count?: number;
  readonly resume: Task;
}

/** What a task handler returns: follow-up tasks (run before the rest), or a question. */
export type TaskResult = { readonly next?: readonly Task[]; readonly ask?: Ask } | undefined;

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
        CHOICE_RULES[a.kind],
      );
      return;
    }
    if (result?.next !== undefined) queue.unshift(...result.next);
  }
}

/** The rule under which each kind of question is asked. */
const CHOICE_RULES: Readonly<Record<ChoiceKind, RuleNumber>> = {
  manaType: '608.2d',
  replacementOrder: '616.1',
  triggerOrder: '603.3b',
  targets: '603.3d',
  readAhead: '702.155b',
  tapArtifacts: '608.2d',
  sacrifice: '608.2d',
  number: '608.2d',
  declareAttackers: '508.1',
  declareBlockers: '509.1',
  combatDamage: '510.1c',
  legendRule: '704.5j',
  discard: '514.1',
};

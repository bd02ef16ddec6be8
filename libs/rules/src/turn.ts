/**
 * Turn structure (CR 500-514): steps in order, mana pools emptying as each ends (500.4), the
 * turn-based actions of untap (502.3), draw (504.1, skipped on turn 1 of a two-player game, 103.8a),
 * lore counters as the precombat main phase begins (714.3b), the declarations of attackers and
 * blockers (508.1, 509.1), combat damage (510) and cleanup (514.1-514.2). Untap and cleanup give
 * no priority (502.4, 514.3); with no attackers, declare blockers and combat damage are skipped
 * (508.8); a first-strike damage step comes first when a first or double striker is in combat (510.4).
 *
 * Moving on is a task (`advance`), so a step that asks a question (a damage division, a discard)
 * resumes where it stopped once answered.
 */
import type { AdvanceMode, Task, TaskResult } from './task';
import type { RuleNumber } from './citations';
import { defendersToDeclare, firstStrikeStepNeeded } from './combat-rules';
import type { DecideContext } from './context';
import { drawCards } from './draw';
import { NO_PRIORITY_STEPS } from './evolve';
import { manaAmount, normalizeBundle } from './mana';
import { apnapOrder, cardOf, permanentsInOrder, playerInGame } from './queries';
import { STEPS, type GameState, type Step } from './state';
import { checkAttackRequirements } from './attack-requirements';


/** The hand size a player keeps in cleanup (402.2, 514.1). */
export const MAX_HAND_SIZE = 7;

function nextStepName(ctx: DecideContext): Step | null {
  const s = ctx.state;
  switch (s.step) {
    case 'declareAttackers': {
      // 508.8 looks at the declaration: attackers that have left combat since still count.
      const declared = s.combat?.declaredAttackers ?? Object.keys(s.combat?.attackers ?? {}).length;
      return declared > 0 ? 'declareBlockers' : 'endCombat';
    }
    case 'declareBlockers':
      return firstStrikeStepNeeded(s, ctx) ? 'firstStrikeDamage' : 'combatDamage';
    case 'firstStrikeDamage':
      return 'combatDamage';
    case 'combatDamage':
      return 'endCombat';
    case 'mulligan':
      return null;
    default: {
      const next = STEPS[STEPS.indexOf(s.step) + 1] ?? null;
      return next === 'firstStrikeDamage' ? 'combatDamage' : next;
    }
  }
}

function nextActivePlayer(s: GameState): string {
  const { players, activePlayer } = s;
  const start = players.indexOf(activePlayer);
  for (let i = 1; i <= players.length; i++) {
    const p = players[(start + i) % players.length] ?? '';
    if (playerInGame(s, p)) return p;
  }
  return activePlayer;
}

function emptyPools(ctx: DecideContext): void {
  for (const player of apnapOrder(ctx.state)) {
    const pool = ctx.state.playerStates[player]?.manaPool;
    if (pool !== undefined && manaAmount(pool) > 0) {
      ctx.consequence('ManaPoolEmptied', { player, mana: normalizeBundle(pool), step: ctx.state.step }, '500.4');
    }
  }
}

/** The rule that places each step in its phase, in order (501.1, 505.1, 506.1, 510.4, 512.1). */
const STEP_RULES: Readonly<Record<Step, RuleNumber>> = {
  untap: '501.1',
  upkeep: '501.1',
  draw: '501.1',
  precombatMain: '505.1',
  beginCombat: '506.1',
  declareAttackers: '506.1',
  declareBlockers: '506.1',
  firstStrikeDamage: '510.4',
  combatDamage: '506.1',
  endCombat: '506.1',
  postcombatMain: '505.1',
  end: '512.1',
  cleanup: '512.1',
  mulligan: '103.5',
};

/** Begins a step with its turn-based actions; returns the tasks that finish them. */
function beginStep(ctx: DecideContext, step: Step, mode: AdvanceMode): Task[] {
  // With no attackers, combat goes straight from declaring attackers to its end (508.8).
  const skipped = step === 'endCombat' && ctx.state.step === 'declareAttackers';
  ctx.consequence('StepBegan', { step, turn: ctx.state.turn }, skipped ? '508.8' : STEP_RULES[step]);
  const s = ctx.state;
  const active = s.activePlayer;
  switch (step) {
    case 'untap':
      for (const p of permanentsInOrder(s)) {
        if (p.controller === active && p.tapped) ctx.consequence('PermanentUntapped', { permanent: p.id, forCost: false }, '502.3');
      }
      return [];
    case 'draw':
      if (s.turn === 1 && s.players.length === 2) return []; // 103.8a
      drawCards(ctx, active, 1, '504.1');
      return [];
    case 'precombatMain':
      for (const p of permanentsInOrder(s)) {
        const isSaga = cardOf(ctx.catalog, p).abilities.some((a) => a.kind === 'triggered' && a.trigger.kind === 'chapter');
        if (p.controller === active && isSaga) ctx.consequence('CountersAdded', { permanent: p.id, kind: 'lore', amount: 1 }, '714.3b');
      }
      return [];
    case 'declareAttackers':
      return mode === 'pass' ? [{ kind: 'declarationPrompt' }] : [];
    case 'declareBlockers':
      return mode === 'pass' ? [{ kind: 'declarationPrompt' }] : [];
    case 'firstStrikeDamage':
      return [{ kind: 'combatDamage', first: true, divisions: {} }];
    case 'combatDamage':
      return [{ kind: 'combatDamage', first: false, divisions: {} }];
    case 'cleanup':
      return [{ kind: 'cleanup' }];
    case 'upkeep':
    case 'beginCombat':
    case 'endCombat':
    case 'postcombatMain':
    case 'end':
    case 'mulligan':
      return [];
  }
}

/**
 * Ends the current step and begins the next one, then goes on through steps that give no
 * priority (untap, cleanup) until one does.
 */
export function runAdvance(ctx: DecideContext, task: Extract<Task, { kind: 'advance' }>): TaskResult {
  if (ctx.state.winner !== null) return undefined;
  // Leaving the declare attackers step undeclared declares no attackers: requirements still apply (508.1d).
  if (ctx.state.step === 'declareAttackers' && ctx.state.combat === null) checkAttackRequirements(ctx, ctx.state.activePlayer, {});
  emptyPools(ctx);
  const next = nextStepName(ctx);
  let tasks: Task[];
  if (next === null) {
    // After the mulligans, the starting player takes turn 1 (103.8) — or, if they left the game
    // during the mulligans, the next player in turn order still in it (800.4a).
    const s0 = ctx.state;
    const active = s0.step === 'mulligan' && playerInGame(s0, s0.activePlayer) ? s0.activePlayer : nextActivePlayer(s0);
    ctx.consequence('TurnBegan', { turn: ctx.state.turn + 1, activePlayer: active }, ctx.state.step === 'mulligan' ? '103.8' : '500.1');
    tasks = beginStep(ctx, 'untap', task.mode);
  } else {
    tasks = beginStep(ctx, next, task.mode);
  }
  if (NO_PRIORITY_STEPS.has(ctx.state.step)) tasks.push({ kind: 'advance', mode: task.mode });
  return { next: tasks };
}

/** `nextTurn`: moves on until the next player's precombat main phase, stopping where the stack or a choice needs attention. */
export function runTurnLoop(ctx: DecideContext, task: Extract<Task, { kind: 'turnLoop' }>): TaskResult {
  const s = ctx.state;
  if (s.winner !== null || s.pendingChoice !== null || s.stack.length > 0) return undefined;
  if (s.turn > task.startTurn && s.step === 'precombatMain') return undefined;
  return { next: [{ kind: 'advance', mode: 'nextTurn' }, { kind: 'checkpoint' }, task] };
}

/**
 * Awaits the declaration of the step (docs/scenario-format.md): the active player's attackers, or the next
 * defending player's blockers in turn order. Answered by `attack` / `block`, never by `choose`.
 */
export function runDeclarationPrompt(ctx: DecideContext): TaskResult {
  const s = ctx.state;
  if (s.step === 'declareAttackers' && s.combat === null) {
    return { ask: { player: s.activePlayer, kind: 'declareAttackers', options: [], resume: { kind: 'checkpoint' } } };
  }
  if (s.step === 'declareBlockers') {
    const next = defendersToDeclare(s)[0];
    if (next !== undefined) return { ask: { player: next, kind: 'declareBlockers', options: [], resume: { kind: 'checkpoint' } } };
  }
  return undefined;
}

/** Cleanup (514.1-514.2): discard down to the maximum hand size, then damage and "until end of turn" effects end. */
export function runCleanup(ctx: DecideContext, task: Extract<Task, { kind: 'cleanup' }>): TaskResult {
  const active = ctx.state.activePlayer;
  const hand = ctx.state.playerStates[active]?.hand ?? [];
  const excess = hand.length - MAX_HAND_SIZE;
  if (excess > 0) {
    if (task.answer === undefined) {
      const options = hand.map((c) => c.id);
      return { ask: { player: active, kind: 'discard', options, min: excess, max: excess, count: excess, resume: task } };
    }
    for (const card of task.answer as readonly string[]) ctx.consequence('CardDiscarded', { player: active, card }, '514.1');
  }
  const damaged = permanentsInOrder(ctx.state).filter((p) => p.damage > 0).map((p) => p.id);
  const s = ctx.state;
  ctx.consequence('CleanupPerformed', { damageRemoved: damaged, effectsEnded: s.untilEndOfTurn.length + s.pumps.length + s.preventions.length + (s.keywordGrants?.length ?? 0) + (s.restrictions?.length ?? 0) }, '514.2');
  return undefined;
}

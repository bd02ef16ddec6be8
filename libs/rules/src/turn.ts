/**
 * Turn structure (CR 500-514): steps in order, mana pools emptying as each ends (500.4), the
 * turn-based actions of untap (502.3), draw (504.1, skipped on turn 1 of a two-player game, 103.8a),
 * lore counters as the precombat main phase begins (714.3b) and cleanup (514.2). Untap and cleanup
 * give no priority (502.4, 514.3); with no attackers, declare blockers and combat damage are
 * skipped (508.8).
 */
import type { DecideContext } from './context';
import { drawCards } from './draw';
import { manaAmount, normalizeBundle } from './mana';
import { apnapOrder, cardOf, permanentsInOrder, playerInGame } from './queries';
import { STEPS, type Step } from './state';

const NO_PRIORITY: ReadonlySet<Step> = new Set(['untap', 'cleanup']);

function nextStepName(step: Step): Step | null {
  if (step === 'declareAttackers') return 'endCombat'; // no attackers are ever declared (508.8)
  const i = STEPS.indexOf(step);
  return STEPS[i + 1] ?? null;
}

function nextActivePlayer(ctx: DecideContext): string {
  const { players, activePlayer } = ctx.state;
  const start = players.indexOf(activePlayer);
  for (let i = 1; i <= players.length; i++) {
    const p = players[(start + i) % players.length] ?? '';
    if (playerInGame(ctx.state, p)) return p;
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

function beginStep(ctx: DecideContext, step: Step): void {
  ctx.consequence('StepBegan', { step, turn: ctx.state.turn }, '500.1');
  const active = ctx.state.activePlayer;
  switch (step) {
    case 'untap':
      for (const p of permanentsInOrder(ctx.state)) {
        if (p.controller === active && p.tapped) ctx.consequence('PermanentUntapped', { permanent: p.id, forCost: false }, '502.3');
      }
      return;
    case 'draw':
      if (ctx.state.turn === 1 && ctx.state.players.length === 2) return; // 103.8a
      drawCards(ctx, active, 1, '504.1');
      return;
    case 'precombatMain':
      for (const p of permanentsInOrder(ctx.state)) {
        const isSaga = cardOf(ctx.catalog, p).abilities.some((a) => a.kind === 'triggered' && a.trigger.kind === 'chapter');
        if (p.controller === active && isSaga) ctx.consequence('CountersAdded', { permanent: p.id, kind: 'lore', amount: 1 }, '714.3b');
      }
      return;
    case 'cleanup': {
      const damaged = permanentsInOrder(ctx.state).filter((p) => p.damage > 0).map((p) => p.id);
      ctx.consequence('CleanupPerformed', { damageRemoved: damaged, effectsEnded: ctx.state.untilEndOfTurn.length }, '514.2');
      return;
    }
    case 'upkeep':
    case 'beginCombat':
    case 'declareAttackers':
    case 'declareBlockers':
    case 'combatDamage':
    case 'endCombat':
    case 'postcombatMain':
    case 'end':
      return;
  }
}

/** Ends the current step and begins the next one in which players receive priority. */
export function advanceToNextPriorityStep(ctx: DecideContext): void {
  for (;;) {
    emptyPools(ctx);
    const next = nextStepName(ctx.state.step);
    if (next === null) {
      ctx.consequence('TurnBegan', { turn: ctx.state.turn + 1, activePlayer: nextActivePlayer(ctx) }, '500.1');
      beginStep(ctx, 'untap');
    } else {
      beginStep(ctx, next);
    }
    if (!NO_PRIORITY.has(ctx.state.step)) return;
  }
}

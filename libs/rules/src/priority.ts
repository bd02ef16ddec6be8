/**
 * Priority (CR 117): who may act, passing, and what all players passing in succession does (117.4).
 * The recording shortcut (docs/scenario-format.md): an action by a player who does not hold priority means
 * that each player from the holder up to the actor passed, in turn order; those passes are recorded
 * before the action, and may never complete a round themselves.
 */
import type { RuleNumber } from './citations';
import { runAgenda } from './agenda';
import type { Task } from './task';
import type { DecideContext } from './context';
import { nextInTurnOrder } from './evolve';
import { apnapOrder, playerInGame } from './queries';
import { RuleViolation } from './rule-violation';
import type { GameState, PlayerName } from './state';
import { resolveTop } from './resolution';

export function requirePlayer(s: GameState, player: PlayerName): void {
  if (s.playerStates[player] === undefined) throw new RuleViolation('102.1', `"${player}" is not a player in this game`);
  if (!playerInGame(s, player)) throw new RuleViolation('800.4a', `${player} has left the game`);
}

export function requireNoPendingChoice(s: GameState): void {
  if (s.pendingChoice !== null) {
    throw new RuleViolation('117.1', `${s.pendingChoice.player} must first answer the pending ${s.pendingChoice.kind} choice`);
  }
}

/** Nothing but mulligan decisions happens before the game's first turn (103.5, 103.8). */
export function requireGameUnderway(s: GameState): void {
  if (s.step === 'mulligan') throw new RuleViolation('103.5', 'players are still deciding on their opening hands (mulligan or keep)');
}

/** Players from `first` on, in turn order, who are still in the game. */
export function turnOrderFrom(s: GameState, first: PlayerName | null): PlayerName[] {
  const inGame = apnapOrder(s);
  if (first === null || !inGame.includes(first)) return inGame;
  const i = inGame.indexOf(first);
  return [...inGame.slice(i), ...inGame.slice(0, i)];
}

/**
 * Gives `player` priority by recording the passes of the players before them (docs/scenario-format.md),
 * or refuses (117.1) when those passes would complete a round.
 */
export function takePriority(ctx: DecideContext, player: PlayerName): void {
  const s = ctx.state;
  requirePlayer(s, player);
  requireGameUnderway(s);
  const holder = s.priority;
  if (s.pendingChoice !== null || holder === null || holder === player) return;
  const implied: PlayerName[] = [];
  for (let p: PlayerName | null = holder; p !== null && p !== player; p = nextInTurnOrder(s, p)) {
    if (implied.includes(p)) break;
    implied.push(p);
  }
  const inGame = apnapOrder(s);
  if (new Set([...s.passed, ...implied]).size >= inGame.length) {
    throw new RuleViolation(
      '117.1',
      `${player} does not hold priority (${holder} does), and the passes that would give it to them end the round: say pass, resolve or nextStep first`,
    );
  }
  for (const p of implied) {
    ctx.decision('PriorityPassed', { action: 'pass', players: [p], player: p }, p, '117.3d');
    // The next player would receive priority: state-based actions and triggers come first (117.5).
    runAgenda(ctx, [{ kind: 'checkpoint' }]);
  }
}

/** `pass`: the player passes (117.3d); once all have passed in succession, the top object resolves or the step ends (117.4). */
export function pass(ctx: DecideContext, player: PlayerName): Task[] {
  requirePlayer(ctx.state, player);
  requireNoPendingChoice(ctx.state);
  takePriority(ctx, player);
  const s = ctx.state;
  if (s.priority === null) throw new RuleViolation('117.1', `nobody has priority during the ${s.step} step`);
  ctx.decision('PriorityPassed', { action: 'pass', players: [player], player }, player, '117.3d');
  const after = ctx.state;
  const everyone = apnapOrder(after).every((p) => after.passed.includes(p));
  if (!everyone) return [];
  if (after.stack.length > 0) return resolveTop(ctx);
  return [{ kind: 'advance', mode: 'pass' }];
}

/** `resolve`, `nextStep`, `nextTurn`: every player passes in turn, starting with the priority holder (docs/scenario-format.md). */
export function passAll(ctx: DecideContext, action: 'resolve' | 'nextStep' | 'nextTurn', rule: RuleNumber): void {
  const players = turnOrderFrom(ctx.state, ctx.state.priority);
  ctx.decision('PriorityPassed', { action, players }, players[0] ?? 'engine', rule);
}

/**
 * Opening hands and the London mulligan (CR 103.5): in each round, every player who has not kept
 * declares in turn order from the starting player; once all have declared, those who chose to
 * mulligan shuffle their hand into their library and draw seven again. Keeping puts as many cards
 * on the bottom as mulligans taken (the first is free in a multiplayer game, 103.5c). Once all
 * have kept, turn 1 begins (103.8).
 */
import type { Task } from './task';
import type { GameCommand } from './commands';
import type { DecideContext } from './context';
import { drawCards } from './draw';
import { countOf } from './event-text';
import { RuleViolation } from './rule-violation';
import { shuffled } from './shuffle';
import type { GameState, MulliganState, PlayerName } from './state';
import { requirePlayer } from './priority';

type Cmd<K extends GameCommand['do']> = Extract<GameCommand, { do: K }>;

/** The starting hand size (103.5). */
export const OPENING_HAND_SIZE = 7;

function mulliganState(s: GameState): MulliganState {
  if (s.step !== 'mulligan' || s.mulligan === null) throw new RuleViolation('103.5', 'mulligans are decided before the first turn, and the game is past that');
  return s.mulligan;
}

/** Players still to declare this round, in turn order from the starting player. */
function toDeclare(s: GameState, m: MulliganState): PlayerName[] {
  const start = s.players.indexOf(m.startingPlayer);
  const out: PlayerName[] = [];
  for (let i = 0; i < s.players.length; i++) {
    const p = s.players[(start + i) % s.players.length] ?? '';
    if (s.playerStates[p]?.inGame === true && !m.kept.includes(p) && !m.declared.includes(p)) out.push(p);
  }
  return out;
}

/** Cards a player puts on the bottom for the mulligans they took (103.5, 103.5c). */
export function cardsToBottom(s: GameState, taken: number): number {
  return s.players.length > 2 ? Math.max(0, taken - 1) : taken;
}

function requireTurnToDeclare(s: GameState, m: MulliganState, player: PlayerName): void {
  if (m.kept.includes(player)) throw new RuleViolation('103.5', `${player} has already kept their hand`);
  const next = toDeclare(s, m)[0];
  if (next !== player) throw new RuleViolation('103.5', `${next ?? 'nobody'} declares next: players declare in turn order from ${m.startingPlayer}`);
}

/**
 * Ends the round once everyone still in the game has declared: the mulligans happen, and the game
 * begins when all of them have kept. Also run when a player leaves during the mulligans (800.4a):
 * the players left may have nobody to wait for.
 */
export function endOfDeclaration(ctx: DecideContext): Task[] {
  const s = ctx.state;
  const m = s.mulligan;
  if (s.step !== 'mulligan' || s.winner !== null || m === null || toDeclare(s, m).length > 0) return [];
  for (const player of [...m.declared]) {
    const ps = ctx.state.playerStates[player];
    if (ps === undefined) continue;
    const cards = [...ps.hand, ...ps.library].map((c) => c.id);
    ctx.consequence('LibraryShuffled', { player, order: shuffled(cards, s.seed, `${player}:mulligan:${m.taken[player] ?? 0}`) }, '103.5');
    drawCards(ctx, player, OPENING_HAND_SIZE, '103.5');
  }
  const after = ctx.state.mulligan;
  // Only the players still in the game count: one who kept and then left doesn't stand in for another.
  const inGame = ctx.state.players.filter((p) => ctx.state.playerStates[p]?.inGame === true);
  if (after === null || !inGame.every((p) => after.kept.includes(p))) return [];
  // Everyone has kept: the first turn begins, moving on as `nextTurn` does (103.8).
  return [{ kind: 'advance', mode: 'nextTurn' }, { kind: 'checkpoint' }, { kind: 'turnLoop', startTurn: 0 }];
}

export function mulligan(ctx: DecideContext, cmd: Cmd<'mulligan'>): Task[] {
  requirePlayer(ctx.state, cmd.player);
  const m = mulliganState(ctx.state);
  requireTurnToDeclare(ctx.state, m, cmd.player);
  const taken = m.taken[cmd.player] ?? 0;
  if (cardsToBottom(ctx.state, taken + 1) > OPENING_HAND_SIZE) {
    throw new RuleViolation('103.5', `${cmd.player} can't take another mulligan: their opening hand would be zero cards`);
  }
  ctx.decision('MulliganTaken', { player: cmd.player, count: taken + 1 }, cmd.player, '103.5');
  return endOfDeclaration(ctx);
}

export function keep(ctx: DecideContext, cmd: Cmd<'keep'>): Task[] {
  const s = ctx.state;
  requirePlayer(s, cmd.player);
  const m = mulliganState(s);
  requireTurnToDeclare(s, m, cmd.player);
  const owed = cardsToBottom(s, m.taken[cmd.player] ?? 0);
  const bottom = cmd.bottom ?? [];
  const rule = s.players.length > 2 ? '103.5c' : '103.5';
  if (bottom.length !== owed) throw new RuleViolation(rule, `${cmd.player} must put exactly ${countOf(owed, 'card')} on the bottom of their library, not ${bottom.length}`);
  if (new Set(bottom).size !== bottom.length) throw new RuleViolation('103.5', 'the same card is put on the bottom twice');
  const hand = s.playerStates[cmd.player]?.hand ?? [];
  for (const id of bottom) if (!hand.some((c) => c.id === id)) throw new RuleViolation('103.5', `"${id}" is not in ${cmd.player}'s hand`);
  ctx.decision('HandKept', { player: cmd.player, bottom: [...bottom] }, cmd.player, '103.5');
  return endOfDeclaration(ctx);
}

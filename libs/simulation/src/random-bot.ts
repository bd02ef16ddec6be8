/**
 * The bots' policy. Priority is modelled as the rules have it: the active player receives it
 * first (CR 117.3a), a player who acts keeps it (117.3c), a player who passes hands it to the next
 * player in turn order (117.3d), and when every player still in the game has passed in succession
 * the top of the stack resolves or, on an empty stack, the game moves on (117.4) — the engine's
 * `resolve`, `nextStep` and `nextTurn`. The player with priority picks among their own legal
 * commands and passing; a player asked a question (a pending choice) picks among its answers.
 *
 * Picks are weighted by kind so games make progress: land plays and casts are likelier than one
 * more mana ability, and moving on is split between `nextTurn` and `nextStep` so steps other than
 * the main phase happen too.
 *
 * A pick is drawn among the candidates (`candidateCommands`) and tried on the decider; a refused
 * one is struck out and the draw repeated. That is a draw among the legal commands alone, with
 * the same odds (each legal command's weight over the legal commands' total weight), for a
 * decide or two per pick instead of one per candidate.
 */
import type { GameCommand, GameEvent, GameState, PlayerName } from '@arbiter/rules';
import type { SeededRandom } from './seeded-random';

/** How likely each kind of pick is, relative to the others (a weight per legal command). */
export interface BotWeights {
  readonly play: number;
  readonly cast: number;
  readonly activate: number;
  /** Passing priority, against the weights of the player's legal commands. */
  readonly pass: number;
  /** Once everyone passed on an empty stack: `nextTurn` against `nextStep`. */
  readonly nextTurn: number;
  readonly nextStep: number;
}

export const DEFAULT_WEIGHTS: BotWeights = { play: 6, cast: 6, activate: 2, pass: 3, nextTurn: 3, nextStep: 1 };

/** The decider's answer to a command: its events, or null when it refuses it. */
export type TryCommand = (command: GameCommand) => GameEvent[] | null;

export type Pick =
  | { readonly kind: 'act'; readonly command: GameCommand; readonly events: GameEvent[] }
  | { readonly kind: 'pass' }
  /** No legal command and passing not offered. */
  | { readonly kind: 'none' };

/**
 * Draws a legal command in proportion to `weights` (or passes, with weight `passWeight`):
 * candidates the decider refuses are struck out and the draw repeated.
 *
 * @example
 * pickLegal(answers, answers.map(() => 1), 0, rng, tryCommand); // a uniform legal answer
 */
export function pickLegal(candidates: readonly GameCommand[], weights: readonly number[], passWeight: number, rng: SeededRandom, tryCommand: TryCommand): Pick {
  const left = [...weights, passWeight];
  let total = left.reduce((a, b) => a + b, 0);
  while (total > 0) {
    const i = rng.weighted(left);
    const command = candidates[i];
    if (command === undefined) return { kind: 'pass' };
    const events = tryCommand(command);
    if (events !== null) return { kind: 'act', command, events };
    total -= left[i] ?? 0;
    left[i] = 0;
  }
  return { kind: 'none' };
}

export function weightOf(command: GameCommand, w: BotWeights): number {
  switch (command.do) {
    case 'play':
      return w.play;
    case 'cast':
      return w.cast;
    case 'activate':
      return w.activate;
    case 'choose':
    case 'resolve':
    case 'nextStep':
    case 'nextTurn':
    case 'concede':
    case 'pass':
    case 'attack':
    case 'block':
    case 'mulligan':
    case 'keep':
      return 1;
  }
}

/** A player's own commands at priority: land plays, casts, activations. */
export function isOwnAction(command: GameCommand, player: PlayerName): boolean {
  return (command.do === 'play' || command.do === 'cast' || command.do === 'activate') && command.player === player;
}

/**
 * 117.4: with objects on the stack the top one resolves; on an empty stack the game moves on, to
 * the next step or on to the next turn (drawn by weight; the other one is the fallback).
 */
export function movesOn(state: GameState, rng: SeededRandom, w: BotWeights): GameCommand[] {
  if (state.stack.length > 0) return [{ do: 'resolve' }];
  const turn: GameCommand = { do: 'nextTurn' };
  const step: GameCommand = { do: 'nextStep' };
  return rng.weighted([w.nextTurn, w.nextStep]) === 0 ? [turn, step] : [step, turn];
}

/** The next player still in the game after `player`, in turn order. */
export function nextInGame(state: GameState, player: PlayerName): PlayerName {
  const seats = state.players;
  const at = seats.indexOf(player);
  for (let k = 1; k <= seats.length; k++) {
    const p = seats[(at + k) % seats.length];
    if (p !== undefined && state.playerStates[p]?.inGame === true) return p;
  }
  return player;
}

/** The active player if still in the game, else the next one who is (the turn goes on, 800.4a). */
export function firstToAct(state: GameState): PlayerName {
  return state.playerStates[state.activePlayer]?.inGame === true ? state.activePlayer : nextInGame(state, state.activePlayer);
}

export function playersInGame(state: GameState): number {
  let n = 0;
  for (const p of state.players) if (state.playerStates[p]?.inGame === true) n++;
  return n;
}

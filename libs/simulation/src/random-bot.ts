/**
 * The bots' policy. Priority goes round as the engine says (CR 117): the player the state names
 * as holding priority either acts — and keeps priority (117.3c) — or says `pass` (117.3d); when
 * every player has passed in succession the engine resolves the top of the stack or moves the
 * game on (117.4), asking for attackers and blockers as combat begins. A player asked a question
 * (a pending choice, a declaration, a mulligan decision) picks among its legal answers.
 *
 * Picks are weighted by kind so games make progress: land plays and casts are likelier than one
 * more activation, and "tap mana for a spell in hand" is a pick of its own (`plan`), since a cast
 * is legal only once the mana is in the pool (601.2g-h). Mana abilities on their own are rare.
 *
 * A pick is drawn among the candidates (`candidateCommands`) and tried on the decider; a refused
 * one is struck out and the draw repeated. That is a draw among the legal commands alone, with
 * the same odds (each legal command's weight over the legal commands' total weight), for a
 * decide or two per pick instead of one per candidate.
 */
import {
  activatedAbilitiesOf, type CardCatalog, type GameCommand, type GameEvent, type GameState, type PlayerName,
} from '@arbiter/rules';
import type { SeededRandom } from './seeded-random';

/** How likely each kind of pick is, relative to the others (a weight per legal command). */
export interface BotWeights {
  readonly play: number;
  readonly cast: number;
  /** An activated ability that is not a mana ability. */
  readonly activate: number;
  /** A mana ability on its own, with no spell in mind. */
  readonly mana: number;
  /** Starting to tap mana for a sorcery-speed spell in hand (creatures, Auras, sorceries...). */
  readonly plan: number;
  /** Starting to tap mana for an instant in hand, in the player's own turn. */
  readonly instant: number;
  /** Starting to tap mana for an instant in hand, in another player's turn. */
  readonly instantOffTurn: number;
  /** Passing priority, against the weights of the player's other picks. */
  readonly pass: number;
  /** A declaration with attackers, against declaring none (1). */
  readonly attack: number;
  /** Taking a mulligan on a hand with too few or too many lands, against keeping it (1). */
  readonly mulliganBadHand: number;
  /** Taking a mulligan on a hand with two to five lands, against keeping it (1). */
  readonly mulliganGoodHand: number;
}

export const DEFAULT_WEIGHTS: BotWeights = { play: 6, cast: 6, activate: 2, mana: 0.05, plan: 4, instant: 1, instantOffTurn: 2, pass: 4, attack: 3, mulliganBadHand: 3, mulliganGoodHand: 0.05 };

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

/** Whether an `activate` command names a mana ability (605.1a): printed as one, or granted (the pool grants only mana abilities). */
export function isManaActivation(state: GameState, catalog: CardCatalog, command: GameCommand): boolean {
  if (command.do !== 'activate') return false;
  const source = state.battlefield[command.source];
  if (source === undefined) return false;
  const printed = activatedAbilitiesOf(catalog.get(source.card))[command.ability];
  return printed === undefined || printed.kind === 'mana';
}

export function weightOf(state: GameState, catalog: CardCatalog, command: GameCommand, w: BotWeights): number {
  switch (command.do) {
    case 'play':
      return w.play;
    case 'cast':
      return w.cast;
    case 'activate':
      return isManaActivation(state, catalog, command) ? w.mana : w.activate;
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

/** Whether a command answers the pending choice: `attack` and `block` for declarations, `choose` otherwise. */
export function answersChoice(command: GameCommand, state: GameState): boolean {
  const choice = state.pendingChoice;
  if (choice === null) return false;
  switch (choice.kind) {
    case 'declareAttackers':
      return command.do === 'attack' && command.player === choice.player;
    case 'declareBlockers':
      return command.do === 'block' && command.player === choice.player;
    default:
      return command.do === 'choose' && command.player === choice.player;
  }
}

/**
 * Weights of mulligan decisions (103.5): a hand of two to five lands is nearly always kept, any
 * other is sent back more often than not; after two mulligans the hand is kept.
 */
export function mulliganWeight(state: GameState, catalog: CardCatalog, command: GameCommand, w: BotWeights): number {
  if (command.do !== 'mulligan' && command.do !== 'keep') return 0;
  const taken = state.mulligan?.taken[command.player] ?? 0;
  if (command.do === 'keep') return 1;
  if (taken >= 2) return 0;
  const lands = (state.playerStates[command.player]?.hand ?? []).filter((c) => catalog.get(c.card).types.includes('Land')).length;
  return lands >= 2 && lands <= 5 ? w.mulliganGoodHand : w.mulliganBadHand;
}

export function playersInGame(state: GameState): number {
  let n = 0;
  for (const p of state.players) if (state.playerStates[p]?.inGame === true) n++;
  return n;
}

/**
 * Commands: what a player asks of the game (docs/scenario-format.md, actions), imperative. The decider turns an
 * accepted command into events, a refused one into a single `ActionRejected` event.
 */
import type { ManaBundle } from './mana';
import type { ChoiceAnswer } from './choice';
import type { ObjectId, PlayerName } from './state';

export type GameCommand =
  | {
      readonly do: 'activate';
      readonly player: PlayerName;
      readonly source: ObjectId;
      readonly ability: number;
      /** A modal ability's modes (700.2a, 602.2b): their indexes in the order written, from 0. */
      readonly modes?: readonly number[];
      readonly targets?: readonly string[];
      readonly payment?: ManaBundle;
    }
  | {
      readonly do: 'cast';
      readonly player: PlayerName;
      readonly card: ObjectId;
      readonly x?: number;
      /** A modal spell's modes (700.2, 601.2b): their indexes in the order written, from 0. */
      readonly modes?: readonly number[];
      readonly targets?: readonly string[];
      readonly payment?: ManaBundle;
      /** Creatures tapped to pay part of the cost of a spell with convoke (702.51a). */
      readonly convoke?: readonly ObjectId[];
      /** Pays the spell's kicker cost as well (702.33a, 601.2b). */
      readonly kicked?: boolean;
      /** Which of a spell's additional costs "X or Y" is paid, from 0 in the order written (118.8, 601.2b). */
      readonly additionalCost?: number;
      /** Casts it without paying its mana cost, as an effect allows (an alternative cost, 118.9). */
      readonly withoutPayingManaCost?: boolean;
    }
  | { readonly do: 'play'; readonly player: PlayerName; readonly card: ObjectId }
  | { readonly do: 'choose'; readonly player: PlayerName; readonly choice: ChoiceAnswer }
  | { readonly do: 'resolve' }
  | { readonly do: 'nextStep' }
  | { readonly do: 'nextTurn' }
  | { readonly do: 'concede'; readonly player: PlayerName }
  /** Passes priority (CR 117.3d). */
  | { readonly do: 'pass'; readonly player: PlayerName }
  /** Declares attackers (CR 508.1): creature id → the player it attacks; `{}` for none. */
  | { readonly do: 'attack'; readonly player: PlayerName; readonly attackers: Readonly<Record<ObjectId, PlayerName>> }
  /** Declares blockers (CR 509.1): blocker id → the attacker it blocks; `{}` for none. */
  | { readonly do: 'block'; readonly player: PlayerName; readonly blockers: Readonly<Record<ObjectId, ObjectId>> }
  /** Takes a mulligan (CR 103.5). */
  | { readonly do: 'mulligan'; readonly player: PlayerName }
  /** Keeps the hand, putting as many cards on the bottom as mulligans taken (103.5, 103.5c). */
  | { readonly do: 'keep'; readonly player: PlayerName; readonly bottom?: readonly ObjectId[] };

export type CommandName = GameCommand['do'];
export const COMMAND_NAMES: readonly CommandName[] = [
  'activate', 'cast', 'play', 'choose', 'resolve', 'nextStep', 'nextTurn', 'concede', 'pass', 'attack', 'block', 'mulligan', 'keep',
];

/** The fields each command takes besides `do` (docs/scenario-format.md); anything else is bad input. */
export const COMMAND_FIELDS: Readonly<Record<CommandName, readonly string[]>> = {
  activate: ['player', 'source', 'ability', 'modes', 'targets', 'payment'],
  cast: ['player', 'card', 'x', 'modes', 'targets', 'payment', 'convoke', 'kicked', 'additionalCost', 'withoutPayingManaCost'],
  play: ['player', 'card'],
  choose: ['player', 'choice'],
  resolve: [],
  nextStep: [],
  nextTurn: [],
  concede: ['player'],
  pass: ['player'],
  attack: ['player', 'attackers'],
  block: ['player', 'blockers'],
  mulligan: ['player'],
  keep: ['player', 'bottom'],
};

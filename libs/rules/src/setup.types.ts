/**
 * The data of a game's starting position: the `start` object users give (docs/scenario-format.md) and the
 * fully specified set-up that `GameStarted` carries. Normalised by setup.ts.
 */
import type { ObjectId, PlayerName } from './basics';
import type { Step } from './state';

export interface StartPermanent {
  readonly id: ObjectId;
  readonly card: string;
  readonly controller?: PlayerName;
  readonly owner?: PlayerName;
  readonly tapped?: boolean;
  readonly newThisTurn?: boolean;
  readonly counters?: Readonly<Record<string, number>>;
  readonly attachedTo?: ObjectId;
  readonly damage?: number;
  readonly token?: boolean;
}

export interface StartCard {
  readonly id: ObjectId;
  readonly card: string;
  readonly token?: boolean;
}

/** The `start` object of a scenario or of `POST /games`. */
export interface GameStart {
  readonly turn?: number;
  readonly activePlayer?: PlayerName;
  readonly step?: Step;
  readonly life?: Readonly<Record<PlayerName, number>>;
  readonly battlefield?: readonly StartPermanent[];
  readonly hands?: Readonly<Record<PlayerName, readonly StartCard[]>>;
  readonly libraries?: Readonly<Record<PlayerName, readonly StartCard[] | number>>;
  readonly graveyards?: Readonly<Record<PlayerName, readonly StartCard[]>>;
  /**
   * Deck lists by player, instead of hands and libraries (docs/scenario-format.md): card ids `<player>-<n>` in
   * list order, each library shuffled from the game's seed, seven drawn, the game in the mulligan step.
   */
  readonly decks?: Readonly<Record<PlayerName, readonly string[]>>;
}

export interface SetupPermanent {
  readonly id: ObjectId;
  readonly card: string;
  readonly controller: PlayerName;
  readonly owner: PlayerName;
  readonly tapped: boolean;
  readonly newThisTurn: boolean;
  readonly counters: Readonly<Record<string, number>>;
  readonly attachedTo: ObjectId | null;
  readonly damage: number;
  readonly token: boolean;
}

export interface SetupCard {
  readonly id: ObjectId;
  readonly card: string;
  readonly token: boolean;
}

/** A fully specified starting position: what `GameStarted` carries. */
export interface GameSetup {
  readonly players: readonly PlayerName[];
  readonly seed: number;
  readonly turn: number;
  readonly activePlayer: PlayerName;
  readonly step: Step;
  readonly life: Readonly<Record<PlayerName, number>>;
  readonly battlefield: readonly SetupPermanent[];
  readonly hands: Readonly<Record<PlayerName, readonly SetupCard[]>>;
  readonly libraries: Readonly<Record<PlayerName, readonly SetupCard[]>>;
  readonly graveyards: Readonly<Record<PlayerName, readonly SetupCard[]>>;
}

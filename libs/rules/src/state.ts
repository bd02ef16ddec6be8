/**
 * The game state the decider works on. Plain data only (no classes), so it can be snapshotted,
 * stored and rebuilt by `evolve` from events alone.
 */
import type { ObjectId, PlayerName, TriggerContext } from './basics';
import type { CombatRestriction } from './card-definition';
import type { ChoiceKind } from './choice';
import type { ManaPool } from './mana';
import type { Continuation } from './task';

export type { ObjectId, PlayerName, TriggerContext } from './basics';

export const STEPS = [
  'untap',
  'upkeep',
  'draw',
  'precombatMain',
  'beginCombat',
  'declareAttackers',
  'declareBlockers',
  'firstStrikeDamage',
  'combatDamage',
  'endCombat',
  'postcombatMain',
  'end',
  'cleanup',
] as const;
/**
 * The steps of a turn in order (CR 500.1); `firstStrikeDamage` is the extra combat damage step of
 * 510.4, taken only when a first or double striker is in combat. `mulligan` is the opening-hand
 * step before turn 1 (CR 103.5): turn 0, nobody has priority.
 */
export type Step = (typeof STEPS)[number] | 'mulligan';

/** A card in a hidden or public zone other than the battlefield and the stack. */
export interface CardObject {
  readonly id: ObjectId;
  readonly card: string;
  readonly owner: PlayerName;
  readonly token?: boolean;
}

export interface PlayerState {
  readonly name: PlayerName;
  readonly life: number;
  readonly inGame: boolean;
  readonly manaPool: ManaPool;
  readonly hand: readonly CardObject[];
  readonly library: readonly CardObject[];
  readonly graveyard: readonly CardObject[];
  readonly exile: readonly CardObject[];
  readonly landsPlayedThisTurn: number;
  readonly spellsCastThisTurn: number;
  /** Cards drawn this turn, for "whenever you draw your second card each turn" (121.2); absent before the first. */
  readonly cardsDrawnThisTurn?: number;
  /** Declared one or more attackers this turn, for "if you attacked this turn" (603.4); absent otherwise. */
  readonly attackedThisTurn?: boolean;
  /** The turn number at which this player's most recent turn began (302.6); 0 if none yet. */
  readonly lastTurnStarted: number;
  /** Poison counters (122.1f, infect 702.90b); absent when none. Ten or more lose the game (704.5c). */
  readonly poison?: number;
  /** Set when a draw found the library empty: the player loses at the next SBA check (704.5b). */
  readonly drewFromEmptyLibrary: boolean;
  readonly result: 'playing' | 'won' | 'lost' | 'conceded';
}

/** A control-changing effect in layer 2 (CR 613.1b), applied in timestamp order (613.7). */
export interface ControlEffect {
  readonly id: string;
  readonly permanent: ObjectId;
  readonly controller: PlayerName;
  readonly timestamp: number;
  readonly source: ObjectId;
}

/** An "until end of turn" characteristic-changing effect (Yotia Declares War III). */
export interface BecomesCreatureEffect {
  readonly permanent: ObjectId;
  readonly power: number;
  readonly toughness: number;
  readonly timestamp: number;
}

/** An "until end of turn" power/toughness change (layer 7c, CR 613.4c), e.g. Giant Growth. */
export interface PumpEffect {
  readonly permanent: ObjectId;
  readonly power: number;
  readonly toughness: number;
  readonly timestamp: number;
  readonly source: ObjectId;
}

/** An "until end of turn" grant of keyword abilities (layer 6, CR 613.1f), e.g. "gains flying until end of turn". */
export interface KeywordGrant {
  readonly permanent: ObjectId;
  readonly keywords: readonly string[];
  readonly source: ObjectId;
  /** The step it began in: a grant of first strike in the first-strike damage step came after that step began (510.4, 702.7c). */
  readonly step: Step;
}

/** "Can't block this turn", "can't be blocked this turn" (611.2a, 509.1b). */
export interface RestrictionEffect {
  readonly permanent: ObjectId;
  readonly restriction: CombatRestriction;
  readonly source: ObjectId;
}

/** A prevention shield for this turn (CR 615): Fog prevents all combat damage. */
export interface PreventionEffect {
  readonly kind: 'allCombatDamage';
  readonly source: ObjectId;
}

/** An attacking creature (CR 506.3, 508.1) and what blocks it (509.1h). */
export interface AttackerState {
  readonly defending: PlayerName;
  readonly blockedBy: readonly ObjectId[];
  /** Set once blockers are declared for it (509.1h); stays true if its blockers leave. */
  readonly blocked: boolean;
}

/** The combat of this turn, from the declaration of attackers until the end of combat (511.3). */
export interface CombatState {
  readonly attackers: Readonly<Record<ObjectId, AttackerState>>;
  readonly blockers: Readonly<Record<ObjectId, { readonly blocking: readonly ObjectId[] }>>;
  /** Defending players who have declared blockers (509.1, 802.2). */
  readonly blockersDeclared: readonly PlayerName[];
  /**
   * How many creatures were declared as attackers (508.1). 508.8 skips the declare blockers and
   * combat damage steps only when none were, not when those declared have since left combat.
   * Absent in states recorded before it was kept: then the attackers still in combat count.
   */
  readonly declaredAttackers?: number;
}

/** The London mulligan in progress (CR 103.5): rounds of declarations in turn order. */
export interface MulliganState {
  /** Mulligans taken so far, by player. */
  readonly taken: Readonly<Record<PlayerName, number>>;
  readonly kept: readonly PlayerName[];
  /** Players who declared a mulligan in this round, waiting for the round to end. */
  readonly declared: readonly PlayerName[];
  /** The starting player: declarations go in turn order from them. */
  readonly startingPlayer: PlayerName;
}

export interface Permanent {
  readonly id: ObjectId;
  readonly card: string;
  readonly owner: PlayerName;
  /** Who put it onto the battlefield (CR 110.2): the controller when no control effect applies. */
  readonly defaultController: PlayerName;
  /** Current controller: default overwritten by control effects in timestamp order (613.7). */
  readonly controller: PlayerName;
  /** Players who controlled it, most recent last (800.4a "most recently controlled"). */
  readonly controllerHistory: readonly PlayerName[];
  readonly tapped: boolean;
  readonly counters: Readonly<Record<string, number>>;
  readonly damage: number;
  readonly attachedTo: ObjectId | null;
  readonly token: boolean;
  readonly timestamp: number;
  /** The turn during which its current controller began controlling it (302.6). */
  readonly controlledSinceTurn: number;
  /** The X of the spell it was cast as (for ETB abilities, 107.3m); null if it wasn't cast. */
  readonly castX: number | null;
  /** It entered as a kicked spell (702.33d). */
  readonly kicked?: boolean;
  /** Dealt damage by a source with deathtouch since the last check (704.5h). */
  readonly deathtouched?: boolean;
  /** Regeneration shields on it this turn (701.19a): each replaces one destruction. */
  readonly regenerationShields?: number;
  /** "If it would die this turn, exile it instead" applies to it (614.1a). */
  readonly exileIfItWouldDie?: boolean;
  /** Its printed activated abilities (by number) activated this turn, for "Activate only once each turn" (602.5). */
  readonly activatedThisTurn?: readonly number[];
}

export interface StackObject {
  readonly id: ObjectId;
  readonly kind: 'spell' | 'ability';
  readonly source: ObjectId;
  readonly card: string;
  readonly controller: PlayerName;
  readonly owner: PlayerName;
  readonly text: string;
  readonly targets: readonly string[];
  /** The ability's number among its source's abilities (Oracle order, from 1); 0 for spells. */
  readonly abilityNumber: number;
  readonly x: number;
  readonly reflexive: boolean;
  /** Facts the ability remembers from its trigger (triggering player, counts, last known information). */
  readonly context: TriggerContext;
  /**
   * For each target, the zone-change count it had when it was chosen (CR 400.7): a target that
   * has changed zones since is a new object, and no longer a legal target (608.2b).
   */
  readonly targetVersions?: readonly number[];
  /** The modes chosen for a modal spell or ability (700.2), in the order written; its targets follow them. */
  readonly modes?: readonly number[];
  /** Cast with flashback: exiled instead of going anywhere else as it leaves the stack (702.34a). */
  readonly exileOnLeaving?: boolean;
}


/** A triggered ability that has triggered but is not on the stack yet (CR 603.3). */
export interface PendingTrigger {
  /** Unique within the game: identifies it until it is put on the stack. */
  readonly key: number;
  readonly source: ObjectId;
  readonly card: string;
  readonly abilityNumber: number;
  readonly controller: PlayerName;
  readonly context: TriggerContext;
  readonly reflexive: boolean;
  /** The stack id of the creating ability, for reflexive triggers (`<id>r`). */
  readonly parentId?: ObjectId;
}

export interface PendingChoice {
  readonly player: PlayerName;
  readonly kind: ChoiceKind;
  readonly options: readonly (string | number)[];
  /** Minimum and maximum answers for list choices. */
  readonly min?: number;
  readonly max?: number;
  /** The attacker whose damage is divided (`combatDamage`). */
  readonly attacker?: ObjectId;
  /** How many cards to discard (`discard`). */
  readonly count?: number;
  /** Where resolution resumes once answered. */
  readonly continuation: Continuation;
}

export interface GameState {
  readonly crVersion: string;
  readonly gameId: string;
  readonly seed: number;
  readonly revision: number;
  readonly players: readonly PlayerName[];
  readonly playerStates: Readonly<Record<PlayerName, PlayerState>>;
  readonly turn: number;
  readonly activePlayer: PlayerName;
  readonly step: Step;
  /** Permanents by id; iteration order is not meaningful, use timestamps. */
  readonly battlefield: Readonly<Record<ObjectId, Permanent>>;
  readonly stack: readonly StackObject[];
  readonly pendingChoice: PendingChoice | null;
  readonly pendingTriggers: readonly PendingTrigger[];
  readonly controlEffects: readonly ControlEffect[];
  readonly untilEndOfTurn: readonly BecomesCreatureEffect[];
  readonly nextTimestamp: number;
  /** Tokens created per source in this game, for `<sourceId>-token-<n>` ids. */
  readonly tokensCreated: Readonly<Record<ObjectId, number>>;
  readonly winner: PlayerName | null;
  /** Who holds priority (CR 117); null in untap and cleanup, during mulligans and once the game is over. */
  readonly priority: PlayerName | null;
  /** Players who passed in succession since the last action (117.4), in order. */
  readonly passed: readonly PlayerName[];
  readonly combat: CombatState | null;
  readonly pumps: readonly PumpEffect[];
  readonly preventions: readonly PreventionEffect[];
  /** "Gains <keyword> until end of turn" effects (613.1f); absent until the first one. */
  readonly keywordGrants?: readonly KeywordGrant[];
  /** "Can't block this turn" effects and their kin; absent until the first one. */
  readonly restrictions?: readonly RestrictionEffect[];
  /** How many times each object id has changed zones (CR 400.7). */
  readonly zoneChanges: Readonly<Record<ObjectId, number>>;
  readonly mulligan: MulliganState | null;
  /**
   * Whether a player has acted (cast, activated, played a land or passed) since the current step
   * began. The declarations of attackers and blockers come first in their steps (508.1, 509.1):
   * once a player has acted there, only a declaration the game is waiting for can still be made.
   * Absent (not acted) until then.
   */
  readonly actedThisStep?: boolean;
}

/**
 * Game events: plain readonly data `{ type, data, metadata }` (style.md §2), past tense.
 * `metadata.kind` tells a player's `decision` from an engine-derived `consequence` (docs/log-format.md);
 * `metadata.rule` is the CR rule that justified the event, where one applies.
 */
import type { CombatRestriction } from './card-definition';
import type { ManaBundle } from './mana';
import type { ChoiceAnswer, ChoiceKind } from './choice';
import type { Continuation } from './task';
import type { ControlEffect, ObjectId, PlayerName, Step, TriggerContext } from './state';
import type { GameSetup } from './setup.types';

export interface EventMetadata {
  readonly kind: 'decision' | 'consequence';
  /** A player's name, or `engine`. */
  readonly actor: string;
  readonly rule?: string;
}

interface Ev<T extends string, D> {
  readonly type: T;
  readonly data: D;
  readonly metadata: EventMetadata;
}

/** The object that a permanent entered as, in full, so `evolve` needs no card lookups. */
export interface EnteredPermanent {
  readonly permanent: ObjectId;
  readonly card: string;
  readonly owner: PlayerName;
  readonly controller: PlayerName;
  readonly token: boolean;
  readonly tapped: boolean;
  readonly counters: Readonly<Record<string, number>>;
  readonly attachedTo: ObjectId | null;
  readonly castX: number | null;
  /** It entered as a kicked spell (702.33d). Absent otherwise. */
  readonly kicked?: boolean;
  readonly from: 'stack' | 'hand' | 'graveyard' | 'library' | 'none';
}

export type PriorityAction = 'resolve' | 'nextStep' | 'nextTurn' | 'pass';

export type GameEvent =
  | Ev<'GameStarted', { readonly gameId: string; readonly crVersion: string; readonly setup: GameSetup }>
  | Ev<'TurnBegan', { readonly turn: number; readonly activePlayer: PlayerName }>
  | Ev<'StepBegan', { readonly step: Step; readonly turn: number }>
  | Ev<'ManaPoolEmptied', { readonly player: PlayerName; readonly mana: ManaBundle; readonly step: Step }>
  /** `players` passed in turn order; a single `pass` also names its `player` (docs/scenario-format.md). */
  | Ev<'PriorityPassed', { readonly action: PriorityAction; readonly players: readonly PlayerName[]; readonly player?: PlayerName }>
  | Ev<'AttackersDeclared', { readonly player: PlayerName; readonly attackers: Readonly<Record<ObjectId, PlayerName>> }>
  | Ev<'BlockersDeclared', { readonly player: PlayerName; readonly blockers: Readonly<Record<ObjectId, ObjectId>> }>
  | Ev<'LifeGained', { readonly player: PlayerName; readonly amount: number; readonly source: ObjectId }>
  /** "loses N life" (119.3), not damage. */
  | Ev<'LifeLost', { readonly player: PlayerName; readonly amount: number; readonly source: ObjectId }>
  | Ev<'DamagePrevented', { readonly source: ObjectId; readonly target: string; readonly amount: number }>
  | Ev<'SpellCountered', { readonly spell: ObjectId; readonly by: ObjectId }>
  /** An activated or triggered ability on the stack countered (ward, 702.21a): it leaves the stack and does nothing. */
  | Ev<'AbilityCountered', { readonly ability: ObjectId; readonly by: ObjectId }>
  | Ev<'CardDiscarded', { readonly player: PlayerName; readonly card: ObjectId }>
  /** A card found in a library search, revealed and put into its owner's hand (701.23a, 701.20a). */
  | Ev<'CardPutIntoHand', { readonly player: PlayerName; readonly card: ObjectId; readonly name: string; readonly from: 'library' }>
  | Ev<'MulliganTaken', { readonly player: PlayerName; readonly count: number }>
  | Ev<'HandKept', { readonly player: PlayerName; readonly bottom: readonly ObjectId[] }>
  /** A library's new order after a shuffle (top first), drawn from the game's seed. */
  | Ev<'LibraryShuffled', { readonly player: PlayerName; readonly order: readonly ObjectId[] }>
  /** An "until end of turn" power/toughness change (613.4c). */
  | Ev<'PowerToughnessChanged', { readonly permanent: ObjectId; readonly power: number; readonly toughness: number; readonly source: ObjectId }>
  /** "Gains <keywords> until end of turn" (613.1f), lowercased as the CR writes them. */
  | Ev<'KeywordsGranted', { readonly permanent: ObjectId; readonly keywords: readonly string[]; readonly source: ObjectId }>
  /** A card put from its owner's graveyard into another zone, e.g. "Return target creature card from your graveyard to your hand". */
  | Ev<'CardMovedFromGraveyard', { readonly player: PlayerName; readonly card: ObjectId; readonly name: string; readonly to: 'hand' | 'exile' }>
  /** The end of a scry or surveil: the looked-at cards on top (top first), on the bottom (the last lowest), into the graveyard. */
  | Ev<'LibraryArranged', { readonly player: PlayerName; readonly top: readonly ObjectId[]; readonly bottom: readonly ObjectId[]; readonly graveyard: readonly ObjectId[] }>
  /** Cards milled from the top of a library into its owner's graveyard (701.17a). */
  | Ev<'CardsMilled', { readonly player: PlayerName; readonly cards: readonly ObjectId[] }>
  /** "Can't block this turn", "can't be blocked this turn": an effect that lasts this turn (611.2a). */
  | Ev<'RestrictionAdded', { readonly permanent: ObjectId; readonly restriction: CombatRestriction; readonly source: ObjectId }>
  /** A prevention effect that lasts this turn (615.1), e.g. Fog. */
  | Ev<'PreventionAdded', { readonly source: ObjectId; readonly kind: 'allCombatDamage' }>
  /** "Regenerate [permanent]": a shield against its next destruction this turn (701.19a). */
  | Ev<'RegenerationShieldCreated', { readonly permanent: ObjectId; readonly source: ObjectId }>
  /** A destruction replaced by a regeneration shield: damage removed, tapped, out of combat (701.19a). */
  | Ev<'Regenerated', { readonly permanent: ObjectId }>
  /** "If that creature would die this turn, exile it instead" (614.1a): a replacement on the permanent for the turn. */
  | Ev<'ExileInsteadOfDyingCreated', { readonly permanent: ObjectId; readonly source: ObjectId }>
  | Ev<'LandPlayed', { readonly player: PlayerName; readonly card: ObjectId; readonly name: string }>
  | Ev<
      'AbilityActivated',
      {
        readonly player: PlayerName;
        readonly source: ObjectId;
        readonly card: string;
        /** Index among the source's activated abilities (printed, then granted). */
        readonly ability: number;
        readonly abilityNumber: number;
        readonly grantedBy: ObjectId | null;
        readonly text: string;
        readonly manaAbility: boolean;
        /** A modal ability's modes (602.2b, 700.2a), in the order written; absent for other abilities. */
        readonly modes?: readonly number[];
        readonly targets: readonly string[];
        readonly paid: ManaBundle;
        readonly stackId: ObjectId | null;
      }
    >
  | Ev<
      'SpellCast',
      {
        readonly player: PlayerName;
        readonly card: ObjectId;
        readonly name: string;
        readonly stackId: ObjectId;
        readonly x: number;
        /** A modal spell's modes (601.2b, 700.2a), in the order written; absent for other spells. */
        readonly modes?: readonly number[];
        readonly targets: readonly string[];
        readonly paid: ManaBundle;
        readonly costIncrease: number;
        /** Generic mana the cost was reduced by (601.2f): affinity for artifacts (702.41a), "spells you cast cost {1} less". Absent when none. */
        readonly costReduction?: number;
        /** Cast from the graveyard for its flashback cost (702.34a). Absent otherwise. */
        readonly flashback?: boolean;
        /** Creatures tapped for convoke (702.51a), each paying for one mana. Absent when none. */
        readonly convoked?: readonly ObjectId[];
        /** Its kicker cost was paid (702.33d). Absent otherwise. */
        readonly kicked?: boolean;
        /** Which of its additional costs "X or Y" was paid (118.8, 601.2b). Absent for other spells. */
        readonly additionalCost?: number;
        /** Cast without paying its mana cost (118.9). Absent otherwise. */
        readonly withoutPayingManaCost?: boolean;
      }
    >
  | Ev<'PermanentTapped', { readonly permanent: ObjectId; readonly forCost: boolean }>
  | Ev<'PermanentUntapped', { readonly permanent: ObjectId; readonly forCost: boolean }>
  | Ev<'ManaAdded', { readonly player: PlayerName; readonly source: ObjectId; readonly mana: ManaBundle }>
  /** Mana paid from a pool for a payment an effect asks for ("unless you pay {1}", 118.3a); `for` is the ability's source. */
  | Ev<'ManaPaid', { readonly player: PlayerName; readonly mana: ManaBundle; readonly for: ObjectId }>
  | Ev<'ManaNotProduced', { readonly player: PlayerName; readonly source: ObjectId; readonly reason: string }>
  | Ev<
      'ReplacementApplied',
      {
        readonly source: ObjectId;
        readonly card: string;
        readonly affected: ObjectId;
        readonly before: ManaBundle;
        readonly after: ManaBundle;
      }
    >
  | Ev<
      'AbilityTriggered',
      {
        readonly key: number;
        readonly source: ObjectId;
        readonly card: string;
        readonly ability: number;
        readonly controller: PlayerName;
        readonly reflexive: boolean;
        readonly manaAbility: boolean;
        readonly parentId: ObjectId | null;
        readonly context: TriggerContext;
      }
    >
  | Ev<
      'AbilityPutOnStack',
      {
        readonly key: number;
        readonly id: ObjectId;
        readonly source: ObjectId;
        readonly card: string;
        readonly ability: number;
        readonly controller: PlayerName;
        readonly owner: PlayerName;
        readonly text: string;
        /** A modal ability's modes (603.3c, 700.2b), in the order written; absent for other abilities. */
        readonly modes?: readonly number[];
        readonly targets: readonly string[];
        readonly reflexive: boolean;
        readonly context: TriggerContext;
      }
    >
  | Ev<'StackObjectResolved', { readonly id: ObjectId; readonly to: 'battlefield' | 'graveyard' | 'exile' | 'none' }>
  | Ev<'StackObjectRemoved', { readonly id: ObjectId | null; readonly key: number | null; readonly reason: string; readonly rule: string }>
  | Ev<'PermanentEntered', EnteredPermanent>
  | Ev<
      'PermanentLeftBattlefield',
      {
        readonly permanent: ObjectId;
        readonly card: string;
        readonly owner: PlayerName;
        readonly to: 'graveyard' | 'exile' | 'hand' | 'library' | 'outOfGame' | 'ceased';
        readonly reason: string;
      }
    >
  | Ev<'CountersAdded', { readonly permanent: ObjectId; readonly kind: string; readonly amount: number }>
  /** Poison counters given to a player other than by infect's damage (toxic, 702.164c). */
  | Ev<'PoisonCountersGiven', { readonly player: PlayerName; readonly amount: number; readonly source: ObjectId }>
  | Ev<'CountersRemoved', { readonly permanent: ObjectId; readonly kind: string; readonly amount: number }>
  /** An Equipment attached to a creature, or unattached (`to: null`) (701.3a, 704.5n). */
  | Ev<'PermanentAttached', { readonly permanent: ObjectId; readonly to: ObjectId | null }>
  | Ev<
      'ControlChanged',
      {
        readonly permanent: ObjectId;
        readonly from: PlayerName;
        readonly to: PlayerName;
        readonly added: ControlEffect | null;
        readonly endedEffects: readonly string[];
      }
    >
  | Ev<
      'ChoiceRequested',
      {
        readonly player: PlayerName;
        readonly kind: ChoiceKind;
        readonly options: readonly (string | number)[];
        readonly min?: number;
        readonly max?: number;
        readonly attacker?: ObjectId;
        readonly count?: number;
        readonly continuation: Continuation;
      }
    >
  | Ev<'ChoiceMade', { readonly player: PlayerName; readonly kind: ChoiceKind; readonly choice: ChoiceAnswer }>
  | Ev<'CardsDrawn', { readonly player: PlayerName; readonly cards: readonly ObjectId[]; readonly fromEmptyLibrary: boolean }>
  | Ev<
      'DamageDealt',
      {
        readonly source: ObjectId;
        readonly target: string;
        readonly amount: number;
        /** Combat damage (CR 510.2) or not. */
        readonly combat: boolean;
        /** The source had deathtouch: a creature dealt this damage is destroyed (704.5h). */
        readonly deathtouch?: boolean;
        /** Dealt by a source with wither or infect: -1/-1 counters on a creature instead of marked damage (120.3d), poison counters for a player instead of life loss (infect, 120.3b). */
        readonly asCounters?: boolean;
      }
    >
  | Ev<'BecameCreature', { readonly permanent: ObjectId; readonly power: number; readonly toughness: number }>
  | Ev<'CleanupPerformed', { readonly damageRemoved: readonly ObjectId[]; readonly effectsEnded: number }>
  | Ev<'PlayerConceded', { readonly player: PlayerName }>
  | Ev<'PlayerLeftGame', { readonly player: PlayerName; readonly reason: 'conceded' | 'lifeZero' | 'drewFromEmptyLibrary' | 'poison' }>
  | Ev<'GameWon', { readonly player: PlayerName }>
  | Ev<'ActionRejected', { readonly player: PlayerName | null; readonly action: unknown; readonly rule: string; readonly reason: string }>;

export type GameEventType = GameEvent['type'];
export type EventOf<T extends GameEventType> = Extract<GameEvent, { type: T }>;

/** Event types that record a player's decision (docs/log-format.md). */
export const DECISION_EVENTS: ReadonlySet<GameEventType> = new Set<GameEventType>([
  'GameStarted',
  'PriorityPassed',
  'LandPlayed',
  'AbilityActivated',
  'SpellCast',
  'ChoiceMade',
  'PlayerConceded',
  'ActionRejected',
  'AttackersDeclared',
  'BlockersDeclared',
  'MulliganTaken',
  'HandKept',
]);

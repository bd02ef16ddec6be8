/**
 * The agenda's data: what a command still has to do, as plain-data tasks, and the continuation a
 * pending choice holds (style.md §3). Persisted in events (`ChoiceRequested.continuation`), so it
 * changes like events do: add, never rename. Imports only other data.
 */
import type { ObjectId, PlayerName, TriggerContext } from './basics';
import type { CostPart, Effect, ManaProduction } from './card-definition';
import type { ChoiceAnswer, ChoiceKind, DamageDivision } from './choice';
import type { ManaBundle } from './mana';

/**
 * How the game moves on: `pass` when players passed in succession (declarations are then
 * awaited: docs/scenario-format.md), `nextStep`/`nextTurn`/`attack`/`block` when nobody declares anything
 * on the way.
 */
export type AdvanceMode = 'pass' | 'nextStep' | 'nextTurn' | 'attack' | 'block';

/** The rest of the agenda; its first task receives the answer. */
export interface Continuation {
  readonly tasks: readonly Task[];
}

/** Who and what an effect acts for. */
export interface EffectSource {
  readonly source: ObjectId;
  readonly card: string;
  readonly controller: PlayerName;
  readonly stackId: ObjectId | null;
  readonly abilityNumber: number;
  readonly targets: readonly string[];
  readonly x: number;
  readonly context: TriggerContext;
  /** The modes chosen for a modal spell or ability (700.2), each with its own targets. */
  readonly modes?: readonly ChosenMode[];
}

/** A chosen mode (its index in the order written) and the targets chosen for it (700.2c). */
export interface ChosenMode {
  readonly mode: number;
  readonly targets: readonly string[];
}

/** The rest of a mana ability after its mana (a painland's damage): its effect, the ability's number and its source's card. */
export interface ManaAbilityRest {
  readonly effect: Effect;
  readonly abilityNumber: number;
  readonly card: string;
}

export type Task =
  | {
      readonly kind: 'manaAbility';
      readonly player: PlayerName;
      readonly permanent: ObjectId;
      readonly produce: ManaProduction;
      readonly tappedForMana: boolean;
      readonly then?: ManaAbilityRest;
      readonly answer?: ChoiceAnswer;
    }
  | {
      readonly kind: 'produce';
      readonly player: PlayerName;
      readonly permanent: ObjectId;
      readonly bundle: ManaBundle;
      readonly tappedForMana: boolean;
      readonly then?: ManaAbilityRest;
      /** Replacement sources already applied (each applies once, 614.5). */
      readonly applied: readonly ObjectId[];
      /** A replacement chosen to apply next that needs a color (Pulse of Llanowar). */
      readonly colorFor?: ObjectId;
      readonly answer?: ChoiceAnswer;
    }
  | { readonly kind: 'manaTriggers'; readonly player: PlayerName; readonly permanent: ObjectId; readonly produced: ManaBundle }
  | { readonly kind: 'effect'; readonly effect: Effect; readonly src: EffectSource; readonly answer?: ChoiceAnswer }
  | { readonly kind: 'enter'; readonly stackId: ObjectId; readonly answer?: ChoiceAnswer }
  | { readonly kind: 'finishResolution'; readonly stackId: ObjectId }
  | { readonly kind: 'checkpoint'; readonly answer?: ChoiceAnswer; readonly order?: readonly number[]; readonly keep?: readonly ObjectId[] }
  /** The answer to the legend rule (704.5j), then the rest of the state-based actions. */
  | { readonly kind: 'legendRule'; readonly keep: readonly ObjectId[]; readonly answer?: ChoiceAnswer }
  /** Puts a waiting trigger on the stack; a modal one first has its modes chosen (603.3c), then each mode's targets. */
  | { readonly kind: 'stackTrigger'; readonly key: number; readonly answer?: ChoiceAnswer; readonly modes?: readonly number[]; readonly modeTargets?: readonly (readonly string[])[] }
  /** Ends the step and begins the next one that gives priority (500.2). */
  | { readonly kind: 'advance'; readonly mode: AdvanceMode }
  /** `nextTurn`'s walk to the next player's precombat main phase. */
  | { readonly kind: 'turnLoop'; readonly startTurn: number }
  /** Awaits the declaration of attackers or blockers (508.1, 509.1). */
  | { readonly kind: 'declarationPrompt'; readonly answer?: ChoiceAnswer }
  /** Combat damage (510.1-510.2); `first` for the first-strike damage step (510.4). */
  | { readonly kind: 'combatDamage'; readonly first: boolean; readonly divisions: Readonly<Record<ObjectId, DamageDivision>>; readonly answer?: ChoiceAnswer }
  | { readonly kind: 'cleanup'; readonly answer?: ChoiceAnswer }
  /** Paying a cost that needs a choice or moves objects (601.2h): a sacrifice, a discard, life. */
  | { readonly kind: 'payCost'; readonly player: PlayerName; readonly source: ObjectId; readonly part: CostPart; readonly answer?: ChoiceAnswer }

  /**
   * The end of a scry or surveil (701.22a, 701.25a): `top` are put back on top in the order the
   * player chooses, `bottom` on the bottom and `graveyard` into the graveyard, as already chosen.
   */
  | {
      readonly kind: 'libraryTop';
      readonly player: PlayerName;
      readonly top: readonly ObjectId[];
      readonly bottom: readonly ObjectId[];
      readonly graveyard: readonly ObjectId[];
      readonly rule: '701.22a' | '701.25a';
      readonly answer?: ChoiceAnswer;
    };

export type TaskKind = Task['kind'];

/** A question for a player; `resume` is the task that will receive the answer. */
export interface Ask {
  readonly player: PlayerName;
  readonly kind: ChoiceKind;
  readonly options: readonly (string | number)[];
  readonly min?: number;
  readonly max?: number;
  readonly attacker?: ObjectId;
  readonly count?: number;
  readonly resume: Task;
}

/** What a task handler returns: follow-up tasks (run before the rest), or a question. */
export type TaskResult = { readonly next?: readonly Task[]; readonly ask?: Ask } | undefined;


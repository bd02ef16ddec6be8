/**
 * Choices are command/event pairs, never callbacks (style.md §3): a resolution that needs a
 * player's answer stops with a `ChoiceRequested` event holding its continuation (the rest of its
 * agenda, as plain data, in task.ts); the `choose` command resumes it.
 */
import type { RuleNumber } from './citations';

export const CHOICE_KINDS = [
  'manaType',
  'replacementOrder',
  'triggerOrder',
  'targets',
  'readAhead',
  'tapArtifacts',
  'sacrifice',
  'number',
  /** The active player declares attackers (CR 508.1), answered by `attack`, never by `choose`. */
  'declareAttackers',
  /** A defending player declares blockers (CR 509.1), answered by `block`. */
  'declareBlockers',
  /** How an attacker divides its combat damage (510.1c-d, 702.19b): `{ "<id or player>": amount }`. */
  'combatDamage',
  /** The legend rule (704.5j): the id of the permanent to keep. */
  'legendRule',
  /** Discard to hand size in cleanup (514.1): exactly `count` card ids. */
  'discard',
  /** A search of the player's own library (701.23a): the card found, or none (701.23b). */
  'searchLibrary',
] as const;
export type ChoiceKind = (typeof CHOICE_KINDS)[number];

/** Kinds answered with a list; the others take a single value (docs/scenario-format.md). */
export const LIST_CHOICES: ReadonlySet<ChoiceKind> = new Set(['targets', 'tapArtifacts', 'sacrifice', 'triggerOrder', 'discard', 'searchLibrary']);

/** Kinds answered by another command than `choose` (docs/scenario-format.md). */
export const DECLARATION_CHOICES: ReadonlySet<ChoiceKind> = new Set(['declareAttackers', 'declareBlockers']);


/** A damage division (`combatDamage`): amounts by blocker id or player name. */
export type DamageDivision = Readonly<Record<string, number>>;

export type ChoiceAnswer = string | number | readonly (string | number)[] | DamageDivision;

/**
 * The rule each kind of choice is asked, answered and recorded under: the choice's own rule, or
 * 608.2d for the choices a resolving spell or ability offers.
 */
export const CHOICE_RULES: Readonly<Record<ChoiceKind, RuleNumber>> = {
  manaType: '608.2d',
  replacementOrder: '616.1',
  triggerOrder: '603.3b',
  // Choosing targets (601.2c), which 603.3d applies to triggered abilities as they go on the stack.
  targets: '601.2c',
  readAhead: '702.155b',
  tapArtifacts: '608.2d',
  sacrifice: '608.2d',
  number: '608.2d',
  declareAttackers: '508.1',
  declareBlockers: '509.1',
  combatDamage: '510.1c',
  legendRule: '704.5j',
  discard: '514.1',
  searchLibrary: '701.23a',
};

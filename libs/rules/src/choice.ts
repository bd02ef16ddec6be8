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
  /** The modes of a modal triggered ability (603.3c, 700.2b): a list of mode indexes, from 0. */
  'modes',
  /** Which permanent to sacrifice to pay a cost (601.2h, 701.21a): one id. */
  'costSacrifice',
  /** Which cards to discard to pay a cost (601.2h, 701.9a): exactly `count` card ids. */
  'costDiscard',
  /** The cards a search of a library finds (701.23a): up to `max` ids, possibly none (701.23b). */
  'search',
  /** Whether to pay the mana a resolving ability asks for ("sacrifice ~ unless you pay {1}", 118.12a): "pay" or "decline". */
  'payMana',
  /** Whether to pay the life a resolving ability asks for (ward—"Pay 3 life", 702.21a, 119.4): "pay" or "decline". */
  'payLife',
  /** Scry (701.22a): the looked-at cards to put on the bottom, in order (the last one lowest). */
  'scry',
  /** Surveil (701.25a): the looked-at cards to put into the graveyard. */
  'surveil',
  /** The order of cards put on top of a library (701.22a, 701.25a): every option once, the top card first. */
  'libraryTop',
  /** "Return a land you control to its owner's hand": the permanent to return (608.2d). */
  'returnToHand',
  /** A search of the player's own library (701.23a): the card found, or none (701.23b). */
  'searchLibrary',
  /** "You may ...": whether to do it, as the effect applies (603.5, 608.2d): "yes" or "no". */
  'mayDo',
] as const;
export type ChoiceKind = (typeof CHOICE_KINDS)[number];

/** Kinds answered with a list; the others take a single value (docs/scenario-format.md). */
export const LIST_CHOICES: ReadonlySet<ChoiceKind> = new Set(['targets', 'tapArtifacts', 'sacrifice', 'triggerOrder', 'discard', 'modes', 'costSacrifice', 'costDiscard', 'search', 'scry', 'surveil', 'libraryTop', 'returnToHand', 'searchLibrary']);

/** Kinds whose options are cards of the chooser's library, which nobody else sees. */
export const LIBRARY_CHOICES: ReadonlySet<ChoiceKind> = new Set(['scry', 'surveil', 'libraryTop', 'search']);

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
  // Cleanup's discard to hand size; an effect's discard is 701.9b (see choice-rule.ts).
  discard: '514.1',
  modes: '603.3c',
  costSacrifice: '601.2h',
  costDiscard: '601.2h',
  search: '701.23a',
  payMana: '608.2d',
  payLife: '608.2d',
  mayDo: '608.2d',
  scry: '701.22a',
  surveil: '701.25a',
  libraryTop: '608.2d',
  returnToHand: '608.2d',
  searchLibrary: '701.23a',
};

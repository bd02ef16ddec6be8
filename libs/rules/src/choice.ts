/**
 * Choices are command/event pairs, never callbacks (style.md §3): a resolution that needs a
 * player's answer stops with a `ChoiceRequested` event holding its continuation (the rest of its
 * agenda, as plain data); the `choose` command resumes it.
 */
import type { Task } from './agenda';

export const CHOICE_KINDS = [
  'manaType',
  'replacementOrder',
  'triggerOrder',
  'targets',
  'readAhead',
  'tapArtifacts',
  'sacrifice',
  'number',
] as const;
export type ChoiceKind = (typeof CHOICE_KINDS)[number];

/** Kinds answered with a list; the others take a single value (contract §3). */
export const LIST_CHOICES: ReadonlySet<ChoiceKind> = new Set(['targets', 'tapArtifacts', 'sacrifice', 'triggerOrder']);

/** The rest of the agenda; its first task receives the answer. */
export interface Continuation {
  readonly tasks: readonly Task[];
}

export type ChoiceAnswer = string | number | readonly (string | number)[];

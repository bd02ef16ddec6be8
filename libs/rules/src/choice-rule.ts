/**
 * The rule a pending choice is asked, answered and recorded under. Most kinds have one rule
 * (`CHOICE_RULES`); a discard has two: cleanup's discard to hand size (514.1) and an effect's
 * "discard a card", where the discarding player picks the cards (701.9b).
 */
import { CHOICE_RULES, type ChoiceKind } from './choice';
import type { RuleNumber } from './citations';
import type { Task } from './task';

export function choiceRule(kind: ChoiceKind, resume: Task | undefined): RuleNumber {
  if (kind === 'discard' && resume?.kind === 'effect') return '701.9b';
  // "You may put one of those cards back on top ... Put the rest into your graveyard.": a choice while resolving, not a surveil.
  if (kind === 'surveil' && resume?.kind === 'effect' && resume.effect.kind === 'lookAtTopKeepOneRestToGraveyard') return '608.2d';
  return CHOICE_RULES[kind];
}

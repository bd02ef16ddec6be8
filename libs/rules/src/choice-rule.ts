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
  return CHOICE_RULES[kind];
}

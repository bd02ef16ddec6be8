/**
 * @arbiter/rules — the pure rules engine: a decider over a card catalog.
 *
 * @example
 * import { createDecider, createCatalog } from '@arbiter/rules';
 */
export * from './mana';
export * from './card-definition';
export * from './card-catalog';
export { nearestNames } from './nearest-names';
export * from './state';
export * from './events';
export * from './commands';
export * from './choice';
export type { Continuation, Task, AdvanceMode } from './task';
export * from './setup';
export * from './rule-violation';
export * from './cr-version';
export * from './view';
export { evolve, initialState } from './evolve';
export { createDecider, type Decided, type Decider } from './decide';
export { couldProduce, couldProduceAll, replacementOutcomes } from './mana-production';
export { hasSubtype, manaReplacements, protectedFrom } from './queries';
export { candidateCommands, legalCommands, MAX_X, MAX_LIST_ANSWERS } from './legal-commands';
export { assertNever } from './assert-never';
export { describeEvent, countOf, stepName } from './event-text';
export { describeInOrder, learnNames, learnStateNames, type CardNames } from './card-names';
export { commandFromDecision } from './decision-command';
export { CITATIONS, isRuleNumber, type RuleNumber } from './citations';
export { CREATURE_TYPES } from './creature-types';
export { totalToxic } from './damage';
export { spellMatchesTarget, type CreatureQuality, type PermanentTargetFilter, type SpellTargetFilter } from './target-filter';

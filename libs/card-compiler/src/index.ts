/**
 * @arbiter/card-compiler — cards from their rules text: a pure compiler from a card record to a
 * definition in the engine's vocabulary, a coverage report, and a catalog over hand-written and
 * compiled cards. No I/O: callers read the data file and pass records in.
 *
 * @example
 * import { compileCard } from '@arbiter/card-compiler';
 * compileCard({ name: 'Shock', mana_cost: '{R}', type_line: 'Instant', text: 'Shock deals 2 damage to any target.' }).modeled // true
 */
export { compileCard, type CompileResult } from './compile-card';
export { toCardRecord, setsOf, type CardRecord } from './card-record';
export { rulesLines, canonicalLine, stripReminders, type RulesLine } from './rules-text.lexer';
export { parseTypeLine, type TypeLine } from './type-line.parser';
export { LINE_RULES } from './grammar/grammar';
export { SENTENCE_RULES } from './grammar/effect.phrase';
export { coverageReport, countedType, type CoverageReport, type Tally, type BlockingLine } from './coverage.report';
export { createCardPool, notModeledMessage, type CardPool, type CardLookup } from './card-pool';
export { tokenFromName, tokenName, type TokenSpec } from './grammar/token.phrase';

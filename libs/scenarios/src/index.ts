/**
 * @arbiter/scenarios — scenario files (docs/scenario-format.md): parse and check them, run them through the engine.
 *
 * @example
 * const result = runScenario(parseScenario(text, 'x.json', CARD_CATALOG), createDecider(CARD_CATALOG));
 */
export * from './scenario.types';
export * from './scenario.errors';
export { parseScenario } from './scenario.parser';
export { runScenario, type ScenarioRun } from './scenario.runner';
export { partialMismatch } from './partial-match';

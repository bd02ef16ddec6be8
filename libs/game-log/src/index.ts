/**
 * @arbiter/game-log — a game's stream: names, stored metadata, decisions as commands.
 *
 * @example
 * const data = toEventData(events, { gameId: 'g1', firstRevision: 0 });
 */
export * from './game-log.types';
export { gameStream, gameIdOfStream, toEventData, toEngineEvent, type CommandContext } from './game-log';
/** Re-exported: the command a decision event records lives with the engine. */
export { commandFromDecision } from '@arbiter/rules';

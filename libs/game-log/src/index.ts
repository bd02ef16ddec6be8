/**
 * @arbiter/game-log — a game's stream: names, stored metadata, decisions as commands.
 *
 * @example
 * const data = toEventData(events, { gameId: 'g1', firstRevision: 0 });
 */
export * from './game-log.types';
export { gameStream, gameIdOfStream, toEventData, toEngineEvent, commandFromDecision, type CommandContext } from './game-log';

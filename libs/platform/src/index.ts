/**
 * @arbiter/platform — configuration, store selection and the games (repository, write side,
 * read side, list), as Nest providers.
 *
 * @example
 * @Module({ imports: [PlatformModule] }) class AppModule {}
 */
export * from './platform.tokens';
export * from './config/arbiter-config';
export * from './auth/api-keys';
export * from './games/game.errors';
export * from './games/perspective';
export * from './games/storage-health';
export { GameRepository, toLogged, type LoadedGame } from './games/game.repository';
export { GameCommandService, type ActResult } from './games/game-command.service';
export { GameQueryService } from './games/game-query.service';
export { GameCatalog, GAME_PAGE, TAIL_LIMIT, type GamePage, type GameSummary } from './games/game-catalog.service';
export { createGameServices, type GameServices } from './games/game-services';
export { checkRevisions, type RevisionArg } from './games/revision-range';
export { PlatformModule } from './platform.module';
export { ArbiterMetrics, actionOutcome, type ActionOutcome } from './metrics/arbiter-metrics';
export { MeteredEventStore } from './metrics/metered-event-store';
export { createEventStore } from './store/event-store.factory';
export { storeWritability, MIN_FREE_BYTES, type Writability } from './store/store-writability';
export {
  ProjectorService,
  type ProjectorTuning,
  type RunningProjector,
} from './projections/projector.service';
export { AnalyticsService, ReportNotFoundError } from './projections/analytics.service';
export { UploadAuditor, UnreadableJsonError } from './audits/upload-auditor';
export * from './audits/audit-answer';
export { cardDataPath, playableCards, readCardRecords } from './cards/card-data.loader';

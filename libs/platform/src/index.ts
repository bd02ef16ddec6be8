/**
 * @arbiter/platform — configuration, store selection and the game service, as Nest providers.
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
export { GameService, toLogged, type ActResult, type GameSummary } from './games/game.service';
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

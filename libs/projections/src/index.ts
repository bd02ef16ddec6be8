/**
 * @arbiter/projections — read models as pure evolvers over recorded game events, the runner that
 * feeds them from `$all` with exactly-once checkpoints, and the analytics reports over them.
 *
 * @example
 * const db = openAnalyticsDatabase(analyticsPath('./data'));
 * const runner = new ProjectionRunner({ store, database: db, projections: ANALYTICS_PROJECTIONS });
 * runner.start();
 */
export * from './projection';
export * from './projected-event';
export * from './analytics-database';
export * from './projection-checkpoints';
export { ProjectorLock, processIsAlive, type LockHolder, type LockOwner } from './projector-lock';
export { FencedError } from './batch-writer';
export * from './projection-runner';
export { ANALYTICS_PROJECTIONS } from './projections/analytics-projections';
export { gamesProjection } from './projections/games.projection';
export { manaProjection } from './projections/mana.projection';
export { abilitiesProjection } from './projections/abilities.projection';
export { rejectionsProjection } from './projections/rejections.projection';
export { controlProjection } from './projections/control.projection';
export { cardsProjection } from './projections/cards.projection';
export { combatProjection } from './projections/combat.projection';
export { spellsProjection } from './projections/spells.projection';
export * from './reports/analytics-filters';
export * from './reports/analytics-reports';
export * from './reports/analytics-reader';
export * from './reports/game-list-reader';
export { reportCsv } from './reports/report-csv';
export * from './rebuild-projections';

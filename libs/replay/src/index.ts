/**
 * @arbiter/replay — audited replay of recorded games (docs/log-format.md), readable audit reports, the
 * "why" chain of an event, judge backups (IPG 1.4) and GameView diffs. Pure functions: no Nest,
 * no I/O, no clock.
 *
 * @example
 * const report = auditLog(exportedLogJson, CARD_CATALOG);
 * const html = renderAuditHtml(report);
 */
export * from './audit-report.types';
export { auditLog } from './audit';
export { validateLog, type ValidatedLog, type LogEvent } from './log-validation';
export { KNOWN_EVENT_TYPES, isKnownEventType } from './event-schema';
export { jsonChanges, jsonEqual, type JsonChange } from './json-diff';
export { commandBatches, exportEngineEvents } from './engine-log-export';
export { renderAuditMarkdown, escapeMarkdown } from './audit-markdown';
export { renderAuditHtml, escapeHtml } from './audit-html';
export { summarizeView, verdictText, type ViewSummary } from './view-summary';
export { whyChain, describeLogged, type WhyChain, type WhyLink } from './why-chain';
export { backupPlan, type BackupAction, type BackupPlan } from './backup-plan';
export { diffViews } from './view-diff';

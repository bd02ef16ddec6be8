/**
 * @arbiter/contracts — the shapes of the HTTP API (README "The HTTP API", docs/scenario-format.md,
 * docs/log-format.md), as types only. The web UI imports nothing else from the monorepo: these
 * re-exports keep it typed against the engine's and the replay library's own declarations without
 * bundling either.
 *
 * @example
 * import type { GameView, EventLine } from '@arbiter/contracts';
 */
export type {
  ChoiceKind,
  GameEventType,
  GameView,
  ManaPool,
  ManaType,
  PermanentView,
  PlayerName,
  PlayerView,
  StackObjectView,
  Step,
} from '@arbiter/rules';
export type {
  AuditError,
  AuditReport,
  AuditVerdict,
  AuditedEvent,
  BackupAction,
  BackupPlan,
  Divergence,
  JsonChange,
  WhyChain,
  WhyLink,
} from '@arbiter/replay';
export type { ExternalLogEvent, GameEventMetadata, LoggedEvent } from '@arbiter/game-log';
export type { GameSummary } from './http.types';
export type {
  AnalyticsColumn,
  AnalyticsReportInfo,
  AnalyticsResult,
  EventLine,
  Identity,
  ViewDiff,
} from './http.types';

/** Messages between the API and its projector thread (plain data: structured clone). */
import type { ProjectionRunnerOptions, RunnerStatus } from '@arbiter/projections';
import type { ArbiterConfig } from '../config/arbiter-config';

/** Tuning a caller may pass to the projector. */
export type ProjectorTuning = Pick<ProjectionRunnerOptions, 'batchSize' | 'leaseMs' | 'heartbeatMs'>;

/** What the thread starts from. */
export interface ProjectorThreadData {
  readonly config: ArbiterConfig;
  readonly tuning: ProjectorTuning;
  /** How often the thread's store looks for new appends (SQLite). */
  readonly pollIntervalMs: number;
}

export type ProjectorRequest = { readonly kind: 'stop' };

/** Every status of the thread's runner; the thread exits once it has stopped and closed all. */
export type ProjectorReply = { readonly kind: 'status'; readonly status: RunnerStatus };

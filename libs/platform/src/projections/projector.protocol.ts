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

/**
 * An error as it crosses the thread: a structured clone keeps an Error's message only for
 * V8's own error classes, and a driver's error (better-sqlite3's SqliteError) arrived as
 * `{ code }` alone, its message lost.
 */
export interface WireError {
  readonly name: string;
  readonly message: string;
  readonly stack?: string;
  readonly code?: string;
}

export type WireStatus = Exclude<RunnerStatus, { kind: 'failed' }> | { readonly kind: 'failed'; readonly error: WireError };

/** Every status of the thread's runner; the thread exits once it has stopped and closed all. */
export type ProjectorReply = { readonly kind: 'status'; readonly status: WireStatus };

export function toWireStatus(status: RunnerStatus): WireStatus {
  if (status.kind !== 'failed') return status;
  const { name, message, stack } = status.error;
  const code = (status.error as { code?: unknown }).code;
  return { kind: 'failed', error: { name, message, ...(stack === undefined ? {} : { stack }), ...(typeof code === 'string' ? { code } : {}) } };
}

export function fromWireStatus(status: WireStatus): RunnerStatus {
  if (status.kind !== 'failed') return status;
  const error = new Error(status.error.message);
  error.name = status.error.name;
  if (status.error.stack !== undefined) error.stack = status.error.stack;
  if (status.error.code !== undefined) Object.assign(error, { code: status.error.code });
  return { kind: 'failed', error };
}

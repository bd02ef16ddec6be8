import type Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { Subject, type Observable, type Subscription } from 'rxjs';
import type { EventStore, RecordedEvent, SubscriptionMessage } from '@arbiter/event-store';
import { BatchWriter, FencedError } from './batch-writer';
import { alignVersions } from './projection-checkpoints';
import type { Projection } from './projection';
import { processIsAlive, ProjectorLock, type LockHolder } from './projector-lock';

/** What a runner reports, in order, on {@link ProjectionRunner.status$}. */
export type RunnerStatus =
  | { readonly kind: 'standby'; readonly holder: LockHolder | null }
  | { readonly kind: 'active'; readonly from: bigint | null; readonly reset: readonly string[] }
  | { readonly kind: 'committed'; readonly position: bigint; readonly events: number }
  /** Every event received so far is committed and the subscription has caught up. */
  | { readonly kind: 'idle'; readonly position: bigint | null }
  /** A commit was refused: the lock was lost or the checkpoints moved (a reset). */
  | { readonly kind: 'fenced'; readonly reason: string }
  | { readonly kind: 'failed'; readonly error: Error }
  | { readonly kind: 'stopped' };

/** Options of {@link ProjectionRunner}. */
export interface ProjectionRunnerOptions {
  readonly store: EventStore;
  /** The analytics database (see `openAnalyticsDatabase`); the caller closes it. */
  readonly database: Database.Database;
  readonly projections: readonly Projection[];
  /** Most events per transaction. Default 1000. */
  readonly batchSize?: number;
  /** Lease of the single-consumer lock. Default 15 s. */
  readonly leaseMs?: number;
  /** How often the holder renews its lease and a standby tries to take it. Default lease / 3. */
  readonly heartbeatMs?: number;
  /** Names this instance in the lock. Default: a random UUID. */
  readonly ownerId?: string;
  readonly now?: () => number;
  readonly isAlive?: (pid: number) => boolean;
}

/**
 * Resolves once a runner reporting on `status$` (last reported: `current`) is idle at or past
 * `position`; rejects if it fails or stops first. Shared by a runner and anything relaying its
 * statuses (the projector thread).
 */
export function whenIdle(
  status$: Observable<RunnerStatus>,
  current: RunnerStatus | undefined,
  position?: bigint,
): Promise<bigint | null> {
  const reached = (s: RunnerStatus | undefined): s is { kind: 'idle'; position: bigint | null } =>
    s?.kind === 'idle' && (position === undefined || (s.position !== null && s.position >= position));
  if (reached(current)) return Promise.resolve(current.position);
  return new Promise((resolve, reject) => {
    const watch = status$.subscribe({
      next: (s) => {
        if (reached(s)) {
          watch.unsubscribe();
          resolve(s.position);
        } else if (s.kind === 'failed') {
          watch.unsubscribe();
          reject(s.error);
        }
      },
      complete: () => {
        reject(new Error('the projection runner stopped before it was idle'));
      },
    });
  });
}

const GAME_STREAMS = { by: 'streamName', prefixes: ['game-'] } as const;

/**
 * Another connection held the write lock past the busy timeout (e.g. a projector frozen in the
 * middle of a commit): not a failure, just not this time.
 */
const isBusy = (error: unknown): boolean =>
  typeof (error as { code?: unknown }).code === 'string' &&
  (error as { code: string }).code.startsWith('SQLITE_BUSY');

/**
 * Runs projections from a catch-up subscription to `$all` (game streams only), starting after
 * the lowest stored checkpoint. Events are applied in batches: each batch's read-model writes
 * and every projection's checkpoint (the position of the batch's last event) commit in one
 * SQLite transaction, so a crash anywhere resumes with each event applied exactly once.
 * Only the holder of the projector lock consumes; other instances wait on standby.
 *
 * @example
 * const runner = new ProjectionRunner({ store, database: openAnalyticsDatabase(path), projections: ANALYTICS_PROJECTIONS });
 * runner.start();
 * await runner.whenIdle();
 * await runner.stop();
 */
export class ProjectionRunner {
  private readonly statusSubject = new Subject<RunnerStatus>();
  /** Status changes; completes when the runner stops. */
  readonly status$: Observable<RunnerStatus> = this.statusSubject.asObservable();
  private readonly lock: ProjectorLock;
  private readonly writer: BatchWriter;
  private readonly batchSize: number;
  private readonly heartbeatMs: number;
  private readonly now: () => number;
  private subscription: Subscription | undefined;
  private timer: NodeJS.Timeout | undefined;
  private pending: RecordedEvent[] = [];
  private flushScheduled: NodeJS.Immediate | undefined;
  private active = false;
  private caughtUp = false;
  private stopped = false;
  private lastStatus: RunnerStatus | undefined;

  constructor(private readonly options: ProjectionRunnerOptions) {
    const names = new Set(options.projections.map((p) => p.name));
    if (names.size !== options.projections.length)
      throw new Error('projection names must be unique');
    const leaseMs = options.leaseMs ?? 15_000;
    this.batchSize = options.batchSize ?? 1000;
    this.heartbeatMs = options.heartbeatMs ?? Math.max(1, Math.floor(leaseMs / 3));
    this.now = options.now ?? Date.now;
    this.lock = new ProjectorLock(
      options.database,
      { id: options.ownerId ?? randomUUID(), host: hostname(), pid: process.pid },
      { leaseMs, now: this.now, isAlive: options.isAlive ?? processIsAlive },
    );
    this.writer = new BatchWriter(options.database, options.projections, this.lock, this.now);
  }

  /** This instance's name in the lock. */
  get ownerId(): string {
    return this.lock.owner.id;
  }

  /** The last status reported (undefined before `start`). */
  get status(): RunnerStatus | undefined {
    return this.lastStatus;
  }

  /** Whether this instance holds the lock and consumes. */
  get isActive(): boolean {
    return this.active;
  }

  /** The lowest checkpoint this instance has committed or loaded (null: nothing handled). */
  get position(): bigint | null {
    return this.writer.lowestPosition();
  }

  /** Starts competing for the lock; consumes as soon as it holds it. Idempotent. */
  start(): void {
    if (this.stopped || this.timer !== undefined) return;
    this.timer = setInterval(() => {
      this.heartbeat();
    }, this.heartbeatMs);
    // Like the store's poll: a runner alone must not keep a process (or jest) alive.
    this.timer.unref();
    this.heartbeat();
  }

  /** Commits what was received, gives the lock up and completes `status$`. Idempotent. */
  stop(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.active) this.flush();
    this.deactivate();
    this.stopped = true;
    if (this.timer !== undefined) clearInterval(this.timer);
    this.timer = undefined;
    if (this.options.database.open) this.lock.release();
    this.emit({ kind: 'stopped' });
    this.statusSubject.complete();
    return Promise.resolve();
  }

  /**
   * Resolves once the runner is idle (caught up, all received events committed) at or past
   * `position`; rejects if it fails or stops first.
   */
  whenIdle(position?: bigint): Promise<bigint | null> {
    return whenIdle(this.status$, this.lastStatus, position);
  }

  /** Renews the lease of the active instance, or tries to become active. */
  private heartbeat(): void {
    if (this.stopped) return;
    try {
      if (this.active) {
        if (!this.writer.stillValid()) this.fenced('the lock or a checkpoint changed');
        return;
      }
      if (this.lock.tryAcquire()) this.activate();
      else if (this.lastStatus?.kind !== 'standby') {
        this.emit({ kind: 'standby', holder: this.lock.holder() });
      }
    } catch (error: unknown) {
      if (!isBusy(error)) this.fail(error);
      else if (this.active) this.fenced('the analytics database stayed locked');
    }
  }

  /** Aligns versions, loads the checkpoints and subscribes after the lowest one. */
  private activate(): void {
    const reset = this.options.database
      .transaction(() => alignVersions(this.options.database, this.options.projections, this.now()))
      .immediate();
    const from = this.writer.load();
    this.active = true;
    this.caughtUp = false;
    this.emit({ kind: 'active', from, reset });
    this.subscription = this.options.store
      .subscribeToAll({ ...(from === null ? {} : { afterPosition: from }), filter: GAME_STREAMS })
      .subscribe({
        next: (message) => {
          this.receive(message);
        },
        error: (error: unknown) => {
          this.fail(error);
        },
        complete: () => {
          // The store closed: keep what was received, then stop.
          void this.stop();
        },
      });
  }

  private receive(message: SubscriptionMessage): void {
    if (!this.active) return;
    if (message.kind === 'caughtUp') {
      this.caughtUp = true;
      this.flush();
      return;
    }
    this.pending.push(message.event);
    if (this.pending.length >= this.batchSize) this.flush();
    else
      this.flushScheduled ??= setImmediate(() => {
        this.flushScheduled = undefined;
        this.flush();
      });
  }

  /** Commits the pending batch (one transaction), then reports. */
  private flush(): void {
    if (this.flushScheduled !== undefined) clearImmediate(this.flushScheduled);
    this.flushScheduled = undefined;
    const batch = this.pending;
    this.pending = [];
    try {
      if (batch.length > 0) {
        const position = this.writer.commit(batch);
        this.emit({ kind: 'committed', position, events: batch.length });
      }
      if (this.caughtUp && this.active) this.emit({ kind: 'idle', position: this.position });
    } catch (error: unknown) {
      if (error instanceof FencedError) this.fenced(error.message);
      else if (isBusy(error)) this.fenced('the analytics database stayed locked');
      else this.fail(error);
    }
  }

  /** Someone else owns the read models now: drop the batch and compete again. */
  private fenced(reason: string): void {
    this.deactivate();
    this.emit({ kind: 'fenced', reason });
    this.heartbeat();
  }

  private fail(error: unknown): void {
    this.deactivate();
    this.emit({ kind: 'failed', error: error instanceof Error ? error : new Error(String(error)) });
    void this.stop();
  }

  private deactivate(): void {
    this.active = false;
    this.caughtUp = false;
    this.pending = [];
    if (this.flushScheduled !== undefined) clearImmediate(this.flushScheduled);
    this.flushScheduled = undefined;
    const subscription = this.subscription;
    this.subscription = undefined;
    subscription?.unsubscribe();
  }

  private emit(status: RunnerStatus): void {
    this.lastStatus = status;
    this.statusSubject.next(status);
  }
}

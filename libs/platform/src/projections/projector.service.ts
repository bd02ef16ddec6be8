/**
 * The analytics projector as a Nest provider: the standalone `apps/projector` process starts it
 * at once, in its main thread; the API embeds it, on a thread of its own (`ARBITER_PROJECTOR=thread`, the
 * SQLite default) or in the API's thread (`inline`). Stopping (module destroy, before the store
 * closes) commits what was received and frees the lock.
 *
 * A projector that fails (a full disk, a read-only folder, a broken database) is started again
 * after a pause that doubles with each failure in a row (0.5 s up to 30 s), so a transient fault
 * does not leave analytics stopped until the API restarts; `status` tells `/health` meanwhile.
 */
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type Database from 'better-sqlite3';
import { Subject, type Observable } from 'rxjs';
import type { EventStore } from '@arbiter/event-store';
import {
  ANALYTICS_PROJECTIONS,
  analyticsPath,
  openAnalyticsDatabase,
  ProjectionRunner,
  type RunnerStatus,
} from '@arbiter/projections';
import type { ArbiterConfig } from '../config/arbiter-config';
import { ARBITER_CONFIG, EVENT_STORE } from '../platform.tokens';
import type { ProjectorTuning } from './projector.protocol';
import { ProjectorThread } from './projector.thread';

export type { ProjectorTuning } from './projector.protocol';

/** A running projector, in this thread (a runner) or on its own (a projector thread). */
export interface RunningProjector {
  readonly status$: Observable<RunnerStatus>;
  readonly status: RunnerStatus | undefined;
  whenIdle(position?: bigint): Promise<bigint | null>;
  stop(): Promise<void>;
}

/** How often the projector thread looks for new appends (its store's poll). */
const THREAD_POLL_MS = 100;

@Injectable()
export class ProjectorService implements OnModuleDestroy {
  private readonly logger = new Logger('Projector');
  private running: RunningProjector | undefined;
  private database: Database.Database | undefined;
  /** Logs "caught up" once per activation, not after every live batch. */
  private caughtUp = false;
  private readonly statusSubject = new Subject<RunnerStatus>();
  /** Every status of every projector this service runs, restarts included. */
  readonly status$: Observable<RunnerStatus> = this.statusSubject.asObservable();
  private lastStatus: RunnerStatus | undefined;
  /** Pause before a restart: doubles with each failure in a row, from `first` up to `max`. */
  restartBackoffMs = { first: 500, max: 30_000 };
  private failuresInARow = 0;
  private restartTimer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ARBITER_CONFIG) private readonly config: ArbiterConfig,
  ) {}

  /** The analytics database file. */
  get path(): string {
    return analyticsPath(this.config.dataDir);
  }

  /** The last status of the running projector (a failure stays until it runs again). */
  get status(): RunnerStatus | undefined {
    return this.lastStatus;
  }

  /** Starts the runner in this thread (idempotent); it consumes once it holds the projector lock. */
  start(tuning: ProjectorTuning = {}): RunningProjector {
    if (this.running !== undefined) return this.running;
    this.stopped = false;
    try {
      this.database = openAnalyticsDatabase(this.path);
    } catch (err) {
      // The runner never started: report it as one would, and try again later.
      const error = err instanceof Error ? err : new Error(String(err));
      this.onStatus({ kind: 'failed', error }, () => this.start(tuning));
      return this.failedProjector(error);
    }
    const runner = new ProjectionRunner({
      store: this.store,
      database: this.database,
      projections: ANALYTICS_PROJECTIONS,
      ...tuning,
    });
    this.watch(runner, () => this.start(tuning));
    runner.start();
    return runner;
  }

  /**
   * Starts the projector on a thread of its own (idempotent), with its own connections to the
   * store and the analytics database; it learns of new appends by polling, as another process
   * would.
   */
  startThread(tuning: ProjectorTuning = {}): RunningProjector {
    if (this.running !== undefined) return this.running;
    this.stopped = false;
    const thread = new ProjectorThread({ config: this.config, tuning, pollIntervalMs: THREAD_POLL_MS });
    this.watch(thread, () => this.startThread(tuning));
    return thread;
  }

  /** Resolves once the running projector is idle at or past `position` (see `ProjectionRunner.whenIdle`). */
  whenIdle(position?: bigint): Promise<bigint | null> {
    if (this.running === undefined) return Promise.reject(new Error('the projector is not running'));
    return this.running.whenIdle(position);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.restartTimer !== undefined) clearTimeout(this.restartTimer);
    this.restartTimer = undefined;
    await this.release();
  }

  private async release(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    await running?.stop();
    this.database?.close();
    this.database = undefined;
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  private watch(running: RunningProjector, restart: () => RunningProjector): void {
    running.status$.subscribe((status) => {
      this.onStatus(status, restart);
    });
    this.running = running;
  }

  private onStatus(status: RunnerStatus, restart: () => RunningProjector): void {
    this.lastStatus = status;
    this.log(status);
    this.statusSubject.next(status);
    if (status.kind === 'idle' || status.kind === 'committed') this.failuresInARow = 0;
    if (status.kind === 'failed') this.scheduleRestart(restart);
  }

  private scheduleRestart(restart: () => RunningProjector): void {
    if (this.stopped || this.restartTimer !== undefined) return;
    const delay = Math.min(this.restartBackoffMs.max, this.restartBackoffMs.first * 2 ** this.failuresInARow);
    this.failuresInARow++;
    this.logger.warn(`restarting in ${delay} ms`);
    this.restartTimer = setTimeout(() => {
      void (async () => {
        await this.release();
        this.restartTimer = undefined;
        if (!this.stopped) restart();
      })();
    }, delay);
    this.restartTimer.unref(); // like the runner's timers: a restart alone keeps no process alive
  }

  /** A projector that never started: it has failed, and stopping it does nothing. */
  private failedProjector(error: Error): RunningProjector {
    const failed: RunningProjector = {
      status$: new Subject<RunnerStatus>().asObservable(),
      status: { kind: 'failed', error },
      whenIdle: () => Promise.reject(error),
      stop: () => Promise.resolve(),
    };
    this.running = failed;
    return failed;
  }

  private log(status: RunnerStatus): void {
    switch (status.kind) {
      case 'active': {
        this.caughtUp = false;
        const reset = status.reset.length > 0 ? `; rebuilding ${status.reset.join(', ')}` : '';
        this.logger.log(
          `active on ${this.path}, from position ${String(status.from ?? 0)}${reset}`,
        );
        break;
      }
      case 'standby':
        this.logger.log(
          `standby: another projector holds the lock (${status.holder?.id ?? 'none'})`,
        );
        break;
      case 'idle':
        if (!this.caughtUp)
          this.logger.log(`caught up at position ${String(status.position ?? 0)}`);
        this.caughtUp = true;
        break;
      case 'committed':
        this.logger.debug(`committed ${status.events} events up to ${String(status.position)}`);
        break;
      case 'fenced':
        this.logger.warn(`stopped consuming: ${status.reason}`);
        break;
      case 'failed':
        this.logger.error(`failed: ${status.error.message}`, status.error.stack);
        break;
      case 'stopped':
        this.logger.log('stopped');
        break;
    }
  }
}

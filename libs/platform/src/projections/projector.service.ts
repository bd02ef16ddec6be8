/**
 * The analytics projector as a Nest provider: the standalone `apps/projector` process starts it
 * at once, in its main thread; the API embeds it, on a thread of its own (`ARBITER_PROJECTOR=thread`, the
 * SQLite default) or in the API's thread (`inline`). Stopping (module destroy, before the store
 * closes) commits what was received and frees the lock.
 */
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type Database from 'better-sqlite3';
import type { Observable } from 'rxjs';
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

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ARBITER_CONFIG) private readonly config: ArbiterConfig,
  ) {}

  /** The analytics database file. */
  get path(): string {
    return analyticsPath(this.config.dataDir);
  }

  /** Starts the runner in this thread (idempotent); it consumes once it holds the projector lock. */
  start(tuning: ProjectorTuning = {}): RunningProjector {
    if (this.running !== undefined) return this.running;
    this.database = openAnalyticsDatabase(this.path);
    const runner = new ProjectionRunner({
      store: this.store,
      database: this.database,
      projections: ANALYTICS_PROJECTIONS,
      ...tuning,
    });
    this.watch(runner);
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
    const thread = new ProjectorThread({ config: this.config, tuning, pollIntervalMs: THREAD_POLL_MS });
    this.watch(thread);
    return thread;
  }

  /** Resolves once the running projector is idle at or past `position` (see `ProjectionRunner.whenIdle`). */
  whenIdle(position?: bigint): Promise<bigint | null> {
    if (this.running === undefined) return Promise.reject(new Error('the projector is not running'));
    return this.running.whenIdle(position);
  }

  async stop(): Promise<void> {
    const running = this.running;
    this.running = undefined;
    await running?.stop();
    this.database?.close();
    this.database = undefined;
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
  }

  private watch(running: RunningProjector): void {
    running.status$.subscribe((status) => {
      this.log(status);
    });
    this.running = running;
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

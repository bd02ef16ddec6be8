/**
 * The analytics projector as a Nest provider: the standalone `apps/projector` starts it at once;
 * the API starts it in-process when `ARBITER_PROJECTOR=inline` (the SQLite default). Stopping
 * (module destroy, before the store closes) commits what was received and frees the lock.
 */
import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type Database from 'better-sqlite3';
import type { EventStore } from '@arbiter/event-store';
import {
  ANALYTICS_PROJECTIONS,
  analyticsPath,
  openAnalyticsDatabase,
  ProjectionRunner,
  type ProjectionRunnerOptions,
  type RunnerStatus,
} from '@arbiter/projections';
import type { ArbiterConfig } from '../config/arbiter-config';
import { ARBITER_CONFIG, EVENT_STORE } from '../platform.tokens';

/** Tuning a caller may pass to {@link ProjectorService.start}. */
export type ProjectorTuning = Pick<
  ProjectionRunnerOptions,
  'batchSize' | 'leaseMs' | 'heartbeatMs'
>;

@Injectable()
export class ProjectorService implements OnModuleDestroy {
  private readonly logger = new Logger('Projector');
  private runner: ProjectionRunner | undefined;
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

  /** Starts the runner (idempotent); it consumes once it holds the projector lock. */
  start(tuning: ProjectorTuning = {}): ProjectionRunner {
    if (this.runner !== undefined) return this.runner;
    this.database = openAnalyticsDatabase(this.path);
    const runner = new ProjectionRunner({
      store: this.store,
      database: this.database,
      projections: ANALYTICS_PROJECTIONS,
      ...tuning,
    });
    runner.status$.subscribe((status) => {
      this.log(status);
    });
    this.runner = runner;
    runner.start();
    return runner;
  }

  async stop(): Promise<void> {
    const runner = this.runner;
    this.runner = undefined;
    await runner?.stop();
    this.database?.close();
    this.database = undefined;
  }

  async onModuleDestroy(): Promise<void> {
    await this.stop();
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

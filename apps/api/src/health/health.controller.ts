import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService, type HealthIndicatorFunction } from '@nestjs/terminus';
import type { EventStore } from '@arbiter/event-store';
import { ARBITER_CONFIG, EVENT_STORE, GameRepository, ProjectorService, storeWritability, type ArbiterConfig } from '@arbiter/platform';
import { Public } from '../auth/roles.decorator';

/**
 * Health for load balancers and orchestrators (terminus: 200 when every check is up, 503 naming
 * what is not), without a key:
 * - `/health/live` — liveness: the process answers and its analytics projector has not failed
 *   (what a restart would mend);
 * - `/health/ready` — readiness: the event store answers a read, can take a write (the SQLite
 *   folder and file are writable with room on the disk; the last write reached the store) and the
 *   projector has not failed;
 * - `/health` — the same checks as readiness, as before (the image's HEALTHCHECK asks it).
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(ARBITER_CONFIG) private readonly config: ArbiterConfig,
    private readonly games: GameRepository,
    private readonly projector: ProjectorService,
  ) {}

  @Get()
  @Public()
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness, as /health/ready (kept for the image HEALTHCHECK and existing probes)' })
  check() {
    return this.health.check(this.readiness());
  }

  @Get('live')
  @Public()
  @HealthCheck()
  @ApiOperation({ summary: 'Liveness: the process answers and the analytics projector has not failed' })
  live() {
    return this.health.check([this.projectorCheck]);
  }

  @Get('ready')
  @Public()
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness: the event store reads and can write, the analytics projector has not failed' })
  ready() {
    return this.health.check(this.readiness());
  }

  private readiness(): HealthIndicatorFunction[] {
    return [this.storeReads, this.storeWritable, this.lastWrite, this.projectorCheck];
  }

  private readonly storeReads: HealthIndicatorFunction = async () => {
    const indicator = this.indicators.check('eventStore');
    try {
      for await (const _ of this.store.readAll({ maxCount: 1 })) break;
      return indicator.up();
    } catch (err) {
      return indicator.down({ message: (err as Error).message });
    }
  };

  private readonly storeWritable: HealthIndicatorFunction = async () => {
    const indicator = this.indicators.check('storage');
    const answer = await storeWritability(this.config);
    if (answer.writable === false) return indicator.down({ message: answer.reason });
    return answer.writable === true ? indicator.up({ freeBytes: answer.freeBytes }) : indicator.up({ message: answer.reason });
  };

  /** A full disk or a read-only folder makes every write fail while reads still work. */
  private readonly lastWrite: HealthIndicatorFunction = () => {
    const indicator = this.indicators.check('writes');
    const failure = this.games.storage.failure;
    return failure === null ? indicator.up() : indicator.down({ ...failure });
  };

  /** The analytics projector, when this API runs one. */
  private readonly projectorCheck: HealthIndicatorFunction = () => {
    const indicator = this.indicators.check('projector');
    const status = this.projector.status;
    if (status?.kind === 'failed') return indicator.down({ message: status.error.message });
    return indicator.up({ state: status?.kind ?? 'not running' });
  };
}

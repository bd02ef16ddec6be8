import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import type { EventStore } from '@arbiter/event-store';
import { EVENT_STORE, GameRepository, ProjectorService } from '@arbiter/platform';
import { Public } from '../auth/roles.decorator';

/**
 * `/health`: 200 when everything is up, 503 naming what is not (terminus): the event store
 * answers a read; the last write reached it (a full disk or a read-only folder makes every write
 * fail, and reads still work); the analytics projector, when this API runs one, has not failed.
 */
@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly games: GameRepository,
    private readonly projector: ProjectorService,
  ) {}

  @Get()
  @Public()
  @HealthCheck()
  check() {
    return this.health.check([
      async () => {
        const indicator = this.indicators.check('eventStore');
        try {
          for await (const _ of this.store.readAll({ maxCount: 1 })) break;
          return indicator.up();
        } catch (err) {
          return indicator.down({ message: (err as Error).message });
        }
      },
      () => {
        const indicator = this.indicators.check('writes');
        const failure = this.games.storage.failure;
        return failure === null ? indicator.up() : indicator.down({ ...failure });
      },
      () => {
        const indicator = this.indicators.check('projector');
        const status = this.projector.status;
        if (status?.kind === 'failed') return indicator.down({ message: status.error.message });
        return indicator.up({ state: status?.kind ?? 'not running' });
      },
    ]);
  }
}

import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, HealthIndicatorService } from '@nestjs/terminus';
import type { EventStore } from '@arbiter/event-store';
import { EVENT_STORE } from '@arbiter/platform';
import { Public } from '../auth/roles.decorator';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly indicators: HealthIndicatorService,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  /** Up when the event store answers a read. */
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
    ]);
  }
}

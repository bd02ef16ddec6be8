import { Controller, Get, Res, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Subscription } from 'rxjs';
import { ArbiterMetrics, ProjectorService } from '@arbiter/platform';
import { AnswersText, Fails } from '../openapi/responses';

/**
 * `GET /metrics` for Prometheus (any API key: scrape with a bearer token). The projector's
 * statuses are followed from the start, so that its lag is known at the first scrape.
 */
@ApiTags('health')
@ApiBearerAuth()
@Controller('metrics')
export class MetricsController implements OnModuleInit, OnModuleDestroy {
  private statuses: Subscription | undefined;

  constructor(
    private readonly metrics: ArbiterMetrics,
    private readonly projector: ProjectorService,
  ) {}

  onModuleInit(): void {
    this.statuses = this.projector.status$.subscribe((status) => {
      this.metrics.projector(status);
    });
  }

  onModuleDestroy(): void {
    this.statuses?.unsubscribe();
  }

  @Get()
  @ApiOperation({ summary: 'Prometheus metrics: request latency, actions, appends, projector lag, the process' })
  @AnswersText('text/plain', "Prometheus' text format 0.0.4")
  @Fails(401)
  async scrape(@Res() res: FastifyReply): Promise<void> {
    const { contentType, text } = await this.metrics.exposition();
    void res.status(200).type(contentType).header('Cache-Control', 'no-store').send(text);
  }
}

import { Module } from '@nestjs/common';
import { AnalyticsService, ProjectorService } from '@arbiter/platform';
import { AnalyticsController } from './analytics.controller';
import { InlineProjector } from './inline-projector';

/** `GET /analytics/...` and, when configured inline, the projector that feeds them. */
@Module({
  controllers: [AnalyticsController],
  providers: [AnalyticsService, ProjectorService, InlineProjector],
})
export class AnalyticsModule {}

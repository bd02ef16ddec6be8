import { Module } from '@nestjs/common';
import { AnalyticsService, ProjectorService } from '@arbiter/platform';
import { AnalyticsController } from './analytics.controller';
import { EmbeddedProjector } from './embedded-projector';

/** `GET /analytics/...` and, unless `ARBITER_PROJECTOR=off`, the projector that feeds them. */
@Module({
  controllers: [AnalyticsController],
  providers: [AnalyticsService, ProjectorService, EmbeddedProjector],
  exports: [ProjectorService],
})
export class AnalyticsModule {}

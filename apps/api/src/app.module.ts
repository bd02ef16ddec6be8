import type { IncomingMessage } from 'node:http';
import { Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { TerminusModule } from '@nestjs/terminus';
import { LoggerModule } from 'nestjs-pino';
import { loadConfig, PlatformModule } from '@arbiter/platform';
import { AnalyticsModule } from './analytics/analytics.module';
import { ApiKeyGuard } from './auth/api-key.guard';
import { AuditsController } from './audits/audits.controller';
import { BodyTooLargeFilter } from './errors/body-too-large.filter';
import { DomainExceptionFilter } from './errors/domain-exception.filter';
import { GamesController } from './games/games.controller';
import { HealthController } from './health/health.controller';
import { MeController } from './me/me.controller';
import { MetricsController } from './metrics/metrics.controller';
import { redactRequest } from './logging/redact-request';

const { logLevel } = loadConfig();

/** What load balancers and orchestrators poll: not logged. */
const HEALTH_PATHS: ReadonlySet<string> = new Set(['/health', '/health/live', '/health/ready']);

@Module({
  imports: [
    PlatformModule,
    AnalyticsModule,
    TerminusModule,
    LoggerModule.forRoot({
      // With logging off (LOG_LEVEL=silent) no request logger runs at all: it would cost every
      // request its work (ids, child loggers, listeners) only to print nothing.
      ...(logLevel === 'silent' ? { forRoutes: [] } : {}),
      pinoHttp: {
        level: logLevel,
        // Keys travel in headers and ?key=: never log them.
        redact: ['req.headers.authorization', 'req.query.key'],
        serializers: { req: redactRequest },
        // Inside middleware Fastify's req.url is the path below the mount point; originalUrl is
        // the request's whole URL.
        autoLogging: { ignore: (req: IncomingMessage & { originalUrl?: string }) => HEALTH_PATHS.has(req.originalUrl ?? req.url ?? '') },
      },
    }),
  ],
  controllers: [GamesController, AuditsController, HealthController, MeController, MetricsController],
  providers: [
    { provide: APP_GUARD, useClass: ApiKeyGuard },
    { provide: APP_FILTER, useClass: DomainExceptionFilter },
    { provide: APP_FILTER, useClass: BodyTooLargeFilter },
  ],
})
export class AppModule {}

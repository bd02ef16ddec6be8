/**
 * The platform module: validated configuration, the chosen event store (closed on shutdown, its
 * appends counted in the metrics), the API keys, the games (repository, write side, read side,
 * list), the audit thread for uploaded logs and the metrics. The only lib that imports Nest (style.md §8).
 */
import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import type { EventStore } from '@arbiter/event-store';
import { loadConfig, type ArbiterConfig } from './config/arbiter-config';
import { parseApiKeys } from './auth/api-keys';
import { UploadAuditor } from './audits/upload-auditor';
import { GameCatalog } from './games/game-catalog.service';
import { GameCommandService } from './games/game-command.service';
import { GameQueryService } from './games/game-query.service';
import { GameRepository } from './games/game.repository';
import { ArbiterMetrics } from './metrics/arbiter-metrics';
import { MeteredEventStore } from './metrics/metered-event-store';
import { createEventStore } from './store/event-store.factory';
import { API_KEYS, ARBITER_CONFIG, EVENT_STORE } from './platform.tokens';

@Global()
@Module({
  providers: [
    { provide: ARBITER_CONFIG, useFactory: (): ArbiterConfig => loadConfig() },
    {
      provide: EVENT_STORE,
      inject: [ARBITER_CONFIG, ArbiterMetrics],
      useFactory: async (config: ArbiterConfig, metrics: ArbiterMetrics): Promise<EventStore> => {
        const { store, description } = await createEventStore(config);
        new Logger('EventStore').log(`using ${description}`);
        return new MeteredEventStore(store, metrics);
      },
    },
    ArbiterMetrics,
    { provide: API_KEYS, inject: [ARBITER_CONFIG], useFactory: (config: ArbiterConfig) => parseApiKeys(config.apiKeys) },
    GameRepository,
    GameCommandService,
    GameQueryService,
    GameCatalog,
    UploadAuditor,
  ],
  exports: [ARBITER_CONFIG, EVENT_STORE, API_KEYS, GameRepository, GameCommandService, GameQueryService, GameCatalog, UploadAuditor, ArbiterMetrics],
})
export class PlatformModule implements OnApplicationShutdown {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async onApplicationShutdown(): Promise<void> {
    await this.store.close();
  }
}

/**
 * Commands that write many streams at once (simulate, import) use the configured event store
 * directly, opened through the platform (configuration, store selection) only while they run.
 */
import { NestFactory } from '@nestjs/core';
import type { EventStore } from '@arbiter/event-store';
import { ARBITER_CONFIG, EVENT_STORE, PlatformModule, type ArbiterConfig } from '@arbiter/platform';

export interface OpenedStore {
  readonly store: EventStore;
  /** Where the events go, for messages: `SQLite at data/arbiter.db`, `EventStoreDB at esdb://...`. */
  readonly description: string;
}

export async function withEventStore<T>(work: (opened: OpenedStore) => Promise<T>): Promise<T> {
  const ctx = await NestFactory.createApplicationContext(PlatformModule, { logger: ['error', 'warn'] });
  try {
    const config = ctx.get<ArbiterConfig>(ARBITER_CONFIG);
    const description = config.eventStoreUrl !== null ? `EventStoreDB at ${config.eventStoreUrl}` : `SQLite in ${config.dataDir}`;
    return await work({ store: ctx.get<EventStore>(EVENT_STORE), description });
  } finally {
    await ctx.close();
  }
}

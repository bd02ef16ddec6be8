/**
 * Store selection: EventStoreDB when `EVENTSTORE_URL` is set, else the embedded SQLite store at
 * `$ARBITER_DATA_DIR/arbiter.db`. The EventStoreDB client (gRPC, ~13 MB per thread that loads
 * it) is loaded only when it is used.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { EventStore } from '@arbiter/event-store';
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import type { ArbiterConfig } from '../config/arbiter-config';

export async function createEventStore(
  config: ArbiterConfig,
  sqlite: { readonly pollIntervalMs?: number } = {},
): Promise<{ store: EventStore; description: string }> {
  if (config.eventStoreUrl !== null) {
    const { EsdbEventStore } = await import('@arbiter/event-store-esdb');
    return { store: EsdbEventStore.connect(config.eventStoreUrl), description: `EventStoreDB at ${config.eventStoreUrl}` };
  }
  mkdirSync(config.dataDir, { recursive: true });
  const path = join(config.dataDir, 'arbiter.db');
  return { store: new SqliteEventStore({ path, writer: config.sqliteWriter, ...sqlite }), description: `SQLite at ${path}` };
}

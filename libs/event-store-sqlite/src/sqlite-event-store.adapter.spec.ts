import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describeEventStoreContract } from '@arbiter/event-store-testing';
import { SqliteEventStore, type SqliteEventStoreOptions } from './sqlite-event-store.adapter';

function temporaryStore(options: SqliteEventStoreOptions = {}): {
  store: SqliteEventStore;
  dispose: () => Promise<void>;
} {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-sqlite-'));
  const store = new SqliteEventStore({
    path: join(dir, 'arbiter.db'),
    durability: 'NORMAL',
    ...options,
  });
  return {
    store,
    dispose: async () => {
      await store.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

// The default durability (FULL): what users run.
describeEventStoreContract('sqlite', () => temporaryStore(), { reportsAppendedEvents: true });

// Tiny pages make every read and catch-up cross page boundaries.
describeEventStoreContract(
  'sqlite, NORMAL, 2-row pages',
  () => temporaryStore({ pageSize: 2, durability: 'NORMAL' }),
  { reportsAppendedEvents: true },
);

// Commits on a writer thread with its own connection (what the API runs).
describeEventStoreContract('sqlite, writer thread', () => temporaryStore({ writer: 'thread' }), {
  reportsAppendedEvents: true,
});

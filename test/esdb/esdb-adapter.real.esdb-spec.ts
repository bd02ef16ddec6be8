import { describeEventStoreContract } from '@arbiter/event-store-testing';
import { EsdbEventStore } from '@arbiter/event-store-esdb';

/**
 * The port's contract against a real EventStoreDB at EVENTSTORE_URL (run by `npm run test:esdb`,
 * see jest.esdb.config.js; never by `npm test`). The contract names its streams and event types
 * per test, so it can run on a server that already holds data, and again.
 *
 * The large-event case needs `EVENTSTORE_MAX_APPEND_SIZE` above 1 MiB (docker-compose.yml sets it).
 */
const url = process.env['EVENTSTORE_URL'];
if (url === undefined || url === '') throw new Error('EVENTSTORE_URL is not set');

describeEventStoreContract(
  `esdb (${url})`,
  () => {
    const store = EsdbEventStore.connect(url, { resubscribeDelayMs: 200 });
    return { store, dispose: () => store.close() };
  },
  { timeoutMs: 30_000 },
);

import { describeEventStoreContract } from '@arbiter/event-store-testing';
import { EsdbEventStore } from '@arbiter/event-store-esdb';
import { startEsdbStandIn } from '../support/esdb-stand-in';
import type { EsdbStandIn } from '../support/esdb-stand-in';
import { STAND_IN_MAX_APPEND_SIZE } from './esdb-test.settings';

/**
 * The port's contract against the EventStoreDB adapter, over real gRPC to the in-process
 * stand-in (test/support/esdb-stand-in). One stand-in for the file, as one server would be
 * shared; a new store (client) for each test.
 */
let standIn: EsdbStandIn;

beforeAll(async () => {
  standIn = await startEsdbStandIn({ maxAppendSize: STAND_IN_MAX_APPEND_SIZE });
});

afterAll(async () => {
  await standIn.stop();
});

describeEventStoreContract('esdb (stand-in)', () => {
  const store = EsdbEventStore.connect(standIn.connectionString, { resubscribeDelayMs: 10 });
  return { store, dispose: () => store.close() };
});

/**
 * @arbiter/event-store-testing — the event-store contract suite, a separate entry so that
 * production code never loads jest. Run it against every adapter:
 *
 * @example
 * describeEventStoreContract('sqlite', async () => ({ store, dispose }));
 */
export { describeEventStoreContract } from './event-store.contract';
export type {
  EventStoreContractOptions,
  EventStoreFactory,
  EventStoreUnderTest,
} from './event-store.contract';

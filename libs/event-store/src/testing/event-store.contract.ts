import type { EventStore } from '../event-store.port';
import { appendedEventsContract, expectedRevisionContract, idempotencyContract } from './append.contract';
import { badInputContract } from './bad-input.contract';
import {
  contractContext,
  type EventStoreContractOptions,
  type EventStoreFactory,
  type EventStoreUnderTest,
} from './contract-context';
import { hashChainContract } from './hash-chain.contract';
import { readAllContract, readStreamContract, volumeContract } from './read.contract';
import { subscriptionContract } from './subscription.contract';

/**
 * The event-store contract: one jest suite every adapter must pass (style.md, example 7).
 * Call it from a `*.spec.ts` file. `factory` runs before each test and must return a ready
 * store plus a `dispose` that closes it and removes what it made; `dispose` runs after each
 * test, also after a test that closed the store itself (so `close()` must be idempotent).
 * The suite never assumes an empty store: names are unique per test and `$all` checks filter
 * on them, so it can run against a shared EventStoreDB.
 *
 * @example
 * describeEventStoreContract('memory', () => {
 *   const store = new InMemoryEventStore();
 *   return { store, dispose: () => store.close() };
 * });
 */
export function describeEventStoreContract(
  name: string,
  factory: EventStoreFactory,
  options: EventStoreContractOptions = {},
): void {
  describe(`EventStore contract: ${name}`, () => {
    let current: EventStoreUnderTest | undefined;
    const getStore = (): EventStore => {
      if (current === undefined) throw new Error('no store: the factory has not run');
      return current.store;
    };
    const ctx = contractContext(getStore, options);

    beforeEach(async () => {
      ctx.renew();
      current = await factory();
    });
    afterEach(async () => {
      const done = current;
      current = undefined;
      await done?.dispose();
    });

    expectedRevisionContract(ctx);
    idempotencyContract(ctx);
    appendedEventsContract(ctx);
    badInputContract(ctx);
    readStreamContract(ctx);
    readAllContract(ctx);
    volumeContract(ctx);
    subscriptionContract(ctx);
    hashChainContract(ctx);
  });
}

export type {
  EventStoreContractOptions,
  EventStoreFactory,
  EventStoreUnderTest,
} from './contract-context';

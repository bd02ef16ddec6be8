import { describeEventStoreContract } from './testing/event-store.contract';
import { InMemoryEventStore } from './in-memory.adapter';

describeEventStoreContract(
  'memory',
  () => {
    const store = new InMemoryEventStore();
    return { store, dispose: () => store.close() };
  },
  { reportsAppendedEvents: true },
);

// Tiny pages make every read and catch-up cross page boundaries.
describeEventStoreContract(
  'memory, 2-event pages',
  () => {
    const store = new InMemoryEventStore({ pageSize: 2 });
    return { store, dispose: () => store.close() };
  },
  { reportsAppendedEvents: true },
);

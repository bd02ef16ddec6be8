export { EsdbEventStore } from './esdb-event-store.adapter';
export type { EsdbEventStoreOptions } from './esdb-event-store.options';
export { esdbPosition, portPosition } from './esdb-position.mapping';

export { SqliteEventStore } from './sqlite-event-store.adapter';
export type { SqliteEventStoreOptions } from './sqlite-event-store.adapter';
export { defaultDatabasePath, enableWal, openEventDatabase } from './sqlite.schema';
export type { OpenOptions, SqliteDurability } from './sqlite.schema';
export { workerScript } from './worker-script';

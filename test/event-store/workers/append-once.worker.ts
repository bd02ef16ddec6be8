/** Appends the events given as JSON to a stream from another process, then exits. */
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import type { EventData } from '@arbiter/event-store';

const [path, streamId, json] = process.argv.slice(2);
if (path === undefined || streamId === undefined || json === undefined) {
  throw new Error('usage: append-once.worker <db> <stream> <events-json>');
}
const store = new SqliteEventStore({ path });
void store
  .appendToStream(streamId, JSON.parse(json) as EventData[])
  .then(() => store.close())
  .then(() => {
    process.send?.({ done: true }, () => {
      process.disconnect();
    });
  });

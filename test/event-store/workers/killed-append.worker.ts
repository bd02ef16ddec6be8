/**
 * Appends 10,000 events in one call, in its own process, for killed-append.spec.ts. With
 * `pause`, a temporary trigger on this connection stops the transaction half-way (after the
 * row at revision 5000 is inserted, nothing committed yet), prints `inside` and waits to be
 * killed: the parent's SIGKILL lands inside the open transaction, every time.
 */
import { writeSync } from 'node:fs';
import { openEventDatabase, SqliteEventStore } from '@arbiter/event-store-sqlite';

const [path, streamId, mode] = process.argv.slice(2);
if (path === undefined || streamId === undefined)
  throw new Error('usage: killed-append.worker <db> <stream> [pause]');

const db = openEventDatabase(path, { durability: 'FULL', busyTimeoutMs: 5000 });
// A small page cache makes SQLite spill the uncommitted pages into the WAL file before the
// kill, so recovery really has uncommitted frames to ignore.
db.pragma('cache_size = 16');
if (mode === 'pause') {
  db.function('pause_inside_transaction', () => {
    writeSync(1, 'inside\n');
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 60_000);
    return null;
  });
  db.exec(`CREATE TEMP TRIGGER pause_mid_batch AFTER INSERT ON main.events WHEN NEW.revision = 5000
           BEGIN SELECT pause_inside_transaction(); END`);
}
const store = new SqliteEventStore({ database: db });
const events = Array.from({ length: 10_000 }, (_, i) => ({
  type: 'BulkImported',
  data: { i, padding: 'p'.repeat(100) },
}));
void store.appendToStream(streamId, events, { expectedRevision: 0n }).then(async () => {
  writeSync(1, 'committed\n');
  await store.close();
});

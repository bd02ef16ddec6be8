/**
 * Opens a store with a writer thread, appends nothing and leaves without closing it: the process
 * must still end on its own (an idle writer thread holds nothing open).
 */
import { SqliteEventStore } from '@arbiter/event-store-sqlite';

const [path] = process.argv.slice(2);
if (path === undefined) throw new Error('usage: open-and-forget <db path>');
new SqliteEventStore({ path, writer: 'thread' });
process.stdout.write('opened\n');

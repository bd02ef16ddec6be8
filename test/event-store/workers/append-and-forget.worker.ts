/**
 * Appends one event through a store with a writer thread, then leaves without closing it: the
 * process must still end on its own (an idle writer thread holds nothing open).
 */
import { SqliteEventStore } from '@arbiter/event-store-sqlite';

async function main(): Promise<void> {
  const [path] = process.argv.slice(2);
  if (path === undefined) throw new Error('usage: append-and-forget <db path>');
  const store = new SqliteEventStore({ path, writer: 'thread' });
  const { nextExpectedRevision } = await store.appendToStream('forgotten', [
    { type: 'Left', data: { open: true } },
  ]);
  process.stdout.write(`appended ${nextExpectedRevision.toString()}\n`);
}

void main();

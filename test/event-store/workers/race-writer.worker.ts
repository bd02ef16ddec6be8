/**
 * One of the racing writers of concurrent-writers.spec.ts, in its own process. It answers the
 * parent's commands one at a time: `read` (remember the stream head), `append` (append at the
 * remembered head), `free` (race freely), `exit`.
 */
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import type { ExpectedRevision } from '@arbiter/event-store';
import { attempt, freeRace, headOf } from '../support/race-writer';

type Command =
  | { readonly cmd: 'read' }
  | { readonly cmd: 'append'; readonly attempt: number }
  | { readonly cmd: 'free'; readonly attempts: number; readonly firstAttempt: number }
  | { readonly cmd: 'exit' };

const [path, streamId, writerArg] = process.argv.slice(2);
if (path === undefined || streamId === undefined || writerArg === undefined) {
  throw new Error('usage: race-writer.worker <db> <stream> <writer>');
}
const writer = Number(writerArg);
const store = new SqliteEventStore({ path });
let head: ExpectedRevision = 'no_stream';
let queue = Promise.resolve();

const send = (message: unknown): void => {
  process.send?.(message);
};

async function handle(command: Command): Promise<void> {
  switch (command.cmd) {
    case 'read':
      head = await headOf(store, streamId ?? '');
      send({ head: String(head) });
      return;
    case 'append':
      send(await attempt(store, streamId ?? '', head, writer, command.attempt));
      return;
    case 'free':
      send(await freeRace(store, streamId ?? '', writer, command.attempts, command.firstAttempt));
      return;
    case 'exit':
      await store.close();
      process.disconnect();
      return;
  }
}

process.on('message', (command: Command) => {
  queue = queue.then(() => handle(command));
});
send({ ready: writer });

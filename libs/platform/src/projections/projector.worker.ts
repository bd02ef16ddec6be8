/**
 * The projector thread (`ARBITER_PROJECTOR=thread`): the analytics projector on its own thread,
 * with its own connections to the event store and the analytics database, so that folding events
 * into the read models never takes the API's event loop. It learns of new appends as another
 * process would (the store's poll), and relays every runner status to the API.
 */
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import {
  ANALYTICS_PROJECTIONS,
  analyticsPath,
  openAnalyticsDatabase,
  ProjectionRunner,
} from '@arbiter/projections';
import { createEventStore } from '../store/event-store.factory';
import { toWireStatus, type ProjectorReply, type ProjectorRequest, type ProjectorThreadData } from './projector.protocol';

function parent(): MessagePort {
  if (parentPort === null) throw new Error('projector.worker runs as a worker thread');
  return parentPort;
}
const port = parent();
const { config, tuning, pollIntervalMs } = workerData as ProjectorThreadData;

async function main(): Promise<void> {
  // This thread only reads the store: it needs no writer thread of its own.
  const { store } = await createEventStore({ ...config, sqliteWriter: 'inline' }, { pollIntervalMs });
  const database = openAnalyticsDatabase(analyticsPath(config.dataDir));
  const runner = new ProjectionRunner({
    store,
    database,
    projections: ANALYTICS_PROJECTIONS,
    ...tuning,
  });
  runner.status$.subscribe((status) => {
    port.postMessage({ kind: 'status', status: toWireStatus(status) } satisfies ProjectorReply);
  });

  // The only request is `stop`.
  port.on('message', (_request: ProjectorRequest) => {
    void (async () => {
      try {
        await runner.stop(); // commits what was received and frees the lock
        await store.close();
      } finally {
        database.close();
        port.close(); // nothing else holds the thread: it exits
      }
    })();
  });
  runner.start();
}

// A thread that cannot start reports why, then ends (the API restarts it later).
main().catch((err: unknown) => {
  const error = err instanceof Error ? err : new Error(String(err));
  port.postMessage({ kind: 'status', status: toWireStatus({ kind: 'failed', error }) } satisfies ProjectorReply);
  process.exit(1); // in a worker thread: ends this thread only, whatever it had opened
});

/**
 * A projector in its own process, for the crash and single-consumer tests. It runs the real
 * runner and projections over a SQLite store and reports its status to the parent over IPC.
 * With `crashAt`, it SIGKILLs itself at a chosen point: in the middle of the n-th projection
 * call (inside an open transaction) or right after the n-th commit. SIGTERM stops it cleanly.
 */
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import {
  ANALYTICS_PROJECTIONS,
  openAnalyticsDatabase,
  ProjectionRunner,
  type Projection,
} from '@arbiter/projections';

export interface WorkerOptions {
  readonly storePath: string;
  readonly analyticsPath: string;
  readonly ownerId: string;
  readonly batchSize?: number;
  readonly leaseMs?: number;
  readonly heartbeatMs?: number;
  readonly crashAt?: { readonly point: 'inside' | 'committed'; readonly after: number };
}

/** What the worker tells its parent. Positions travel as text (bigint does not serialise). */
export type WorkerMessage =
  | { readonly kind: 'active' | 'standby' | 'fenced' | 'stopped' }
  | { readonly kind: 'committed' | 'idle'; readonly position: string }
  | { readonly kind: 'failed'; readonly error: string };

const options = JSON.parse(process.argv[2] ?? '{}') as WorkerOptions;
const send = (message: WorkerMessage): void => {
  process.send?.(message);
};
const die = (): never => {
  process.kill(process.pid, 'SIGKILL');
  throw new Error('unreachable');
};

let calls = 0;
const crash = options.crashAt;
const projections: readonly Projection[] =
  crash?.point === 'inside'
    ? ANALYTICS_PROJECTIONS.map((p) => ({
        ...p,
        project: (event, sql) => {
          p.project(event, sql);
          if (++calls === crash.after) die();
        },
      }))
    : ANALYTICS_PROJECTIONS;

const store = new SqliteEventStore({ path: options.storePath, pollIntervalMs: 20 });
const database = openAnalyticsDatabase(options.analyticsPath);
const runner = new ProjectionRunner({
  store,
  database,
  projections,
  ownerId: options.ownerId,
  ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
  ...(options.leaseMs === undefined ? {} : { leaseMs: options.leaseMs }),
  ...(options.heartbeatMs === undefined ? {} : { heartbeatMs: options.heartbeatMs }),
});
let commits = 0;
runner.status$.subscribe((status) => {
  switch (status.kind) {
    case 'committed':
      if (crash?.point === 'committed' && ++commits === crash.after) die();
      send({ kind: 'committed', position: status.position.toString() });
      break;
    case 'idle':
      send({ kind: 'idle', position: String(status.position ?? 0) });
      break;
    case 'failed':
      send({ kind: 'failed', error: status.error.stack ?? status.error.message });
      break;
    default:
      send({ kind: status.kind });
  }
});
// Keep the process alive (the runner's timers are unref'd) until the parent stops it.
const alive = setInterval(() => undefined, 1 << 30);
process.once('SIGTERM', () => {
  void runner.stop().then(async () => {
    clearInterval(alive);
    database.close();
    await store.close();
    process.disconnect();
  });
});
runner.start();

/**
 * Runs every analytics projection from the analytics database's checkpoints (from position 0 on a
 * new database) until the projector is idle, and times it.
 */
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import {
  ANALYTICS_PROJECTIONS,
  openAnalyticsDatabase,
  ProjectionRunner,
} from '@arbiter/projections';

export async function timeProjector(
  storePath: string,
  analyticsPath: string,
  batchSize?: number,
): Promise<{ events: number; seconds: number }> {
  const store = new SqliteEventStore({ path: storePath });
  const database = openAnalyticsDatabase(analyticsPath);
  const runner = new ProjectionRunner({
    store,
    database,
    projections: ANALYTICS_PROJECTIONS,
    ...(batchSize === undefined ? {} : { batchSize }),
  });
  let events = 0;
  runner.status$.subscribe((s) => {
    if (s.kind === 'committed') events += s.events;
  });
  const started = process.hrtime.bigint();
  runner.start();
  await runner.whenIdle();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await runner.stop();
  database.close();
  await store.close();
  return { events, seconds };
}

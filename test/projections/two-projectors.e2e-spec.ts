/**
 * Two projector processes on one store and one analytics database never double-count: one
 * holds the lock and consumes, the other stands by; when the active one is frozen (SIGSTOP)
 * past its lease the other takes over, and when the frozen one wakes up its commits are
 * refused (fenced) rather than applied twice. Read models end equal to a single rebuild.
 */
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import { temporaryDir } from '../event-store/support/temp-dir';
import { idleAt, startProjector, type ProjectorProcess } from './support/projector-process';
import { dumpReadModels, rebuildFromScratch } from './support/read-models';
import { appendSyntheticGames } from './support/synthetic-games';

const committed = (p: ProjectorProcess): number =>
  p.messages.filter((m) => m.kind === 'committed').length;

describe('two projector instances on one store', () => {
  it('one consumes, the other takes over when it stalls, and nothing is counted twice', async () => {
    const tmp = temporaryDir('two-projectors');
    const storePath = tmp.file('arbiter.db');
    const analyticsPath = tmp.file('analytics.db');
    const store = new SqliteEventStore({ path: storePath, durability: 'NORMAL' });
    const options = { storePath, analyticsPath, batchSize: 40, leaseMs: 1500, heartbeatMs: 100 };
    const a = startProjector({ ...options, ownerId: 'a' });
    const b = startProjector({ ...options, ownerId: 'b' });
    try {
      // Both running: the games are appended while they compete.
      let head = (await appendSyntheticGames(store, { events: 1500, seed: 1 })).lastPosition;
      const first = await Promise.race([a, b].map((p) => p.until(idleAt(head)).then(() => p)));
      const [active, standby] = first === a ? [a, b] : [b, a];
      expect(committed(active)).toBeGreaterThan(0);
      expect(committed(standby)).toBe(0);
      await standby.until((m) => m.kind === 'standby');

      // More games while the same one is active.
      head = (await appendSyntheticGames(store, { events: 1000, seed: 2 })).lastPosition;
      await active.until(idleAt(head));
      expect(committed(standby)).toBe(0);

      // The active one freezes; games keep coming; the lease runs out and the other takes over.
      active.child.kill('SIGSTOP');
      head = (await appendSyntheticGames(store, { events: 1000, seed: 3 })).lastPosition;
      await standby.until(idleAt(head));
      expect(committed(standby)).toBeGreaterThan(0);

      // The frozen one wakes up with its subscription and timers: it is fenced, not applied.
      const before = committed(active);
      active.child.kill('SIGCONT');
      head = (await appendSyntheticGames(store, { events: 500, seed: 4 })).lastPosition;
      await active.until((m) => m.kind === 'fenced');
      await standby.until(idleAt(head));
      expect(committed(active)).toBe(before);

      for (const p of [a, b]) p.child.kill('SIGTERM');
      expect((await a.exited()).code).toBe(0);
      expect((await b.exited()).code).toBe(0);

      const scratch = await rebuildFromScratch(store, tmp.dir);
      expect(dumpReadModels(analyticsPath)).toEqual(dumpReadModels(scratch));
    } finally {
      for (const p of [a, b]) {
        if (p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
      }
      await store.close();
      tmp.remove();
    }
  }, 120_000);
});

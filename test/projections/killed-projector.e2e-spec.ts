/**
 * Exactly-once under crashes: a projector in its own process is SIGKILLed at seeded random
 * points while it consumes 5,000 game events (inside an open transaction, right after a commit,
 * or from outside at any moment), restarted each time, and finally left to finish. Its read
 * models must equal a from-scratch rebuild, table by table, with the same event counts.
 */
import Database from 'better-sqlite3';
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import { readCheckpoints } from '@arbiter/projections';
import { temporaryDir } from '../event-store/support/temp-dir';
import { idleAt, startProjector } from './support/projector-process';
import { dumpReadModels, rebuildFromScratch, rowCounts } from './support/read-models';
import { appendSyntheticGames, seededRandom } from './support/synthetic-games';

type CrashPoint = 'inside' | 'committed' | 'outside';

function checkpointOf(path: string): bigint | null {
  const db = new Database(path);
  try {
    const positions = [...readCheckpoints(db).values()].map((c) => c.position);
    return positions.includes(null)
      ? null
      : positions.reduce((a, b) => (b! < a! ? b : a), positions[0] ?? null);
  } finally {
    db.close();
  }
}

describe('a projector killed with SIGKILL at random points', () => {
  it('resumes each time and ends equal to a from-scratch rebuild (5,000 events)', async () => {
    const tmp = temporaryDir('killed-projector');
    try {
      const storePath = tmp.file('arbiter.db');
      const analyticsPath = tmp.file('analytics.db');
      const store = new SqliteEventStore({ path: storePath, durability: 'NORMAL' });
      const { events, lastPosition } = await appendSyntheticGames(store, {
        events: 5000,
        seed: 6,
        gameSize: 120,
      });
      expect(events).toBeGreaterThanOrEqual(5000);

      const random = seededRandom(2024);
      const points: CrashPoint[] = ['inside', 'committed', 'outside'];
      const kills: { point: CrashPoint; checkpoint: bigint | null }[] = [];
      for (let run = 0; run < 9; run++) {
        const point = points[run % 3] ?? 'inside';
        const batchSize = 1 + Math.floor(random() * 150);
        const after =
          point === 'inside' ? 1 + Math.floor(random() * 1500) : 1 + Math.floor(random() * 12);
        const projector = startProjector({
          storePath,
          analyticsPath,
          ownerId: `run-${run}`,
          batchSize,
          ...(point === 'outside' ? {} : { crashAt: { point, after } }),
        });
        if (point === 'outside') {
          // From the parent, after the n-th commit it reports: lands wherever the child is then.
          await projector
            .until(() => projector.messages.filter((m) => m.kind === 'committed').length >= after)
            .catch(() => undefined);
          projector.child.kill('SIGKILL');
        } else {
          // It kills itself; if it got to the end first, it is killed idle.
          const idle = projector.until(idleAt(lastPosition)).then(
            () => projector.child.kill('SIGKILL'),
            () => undefined,
          );
          await Promise.race([projector.exited(), idle]);
        }
        expect((await projector.exited()).signal).toBe('SIGKILL');
        kills.push({ point, checkpoint: checkpointOf(analyticsPath) });
      }
      // Most kills landed mid-stream: the checkpoint moved but had not reached the end.
      const midStream = kills.filter((k) => k.checkpoint !== null && k.checkpoint < lastPosition);
      expect(midStream.length).toBeGreaterThanOrEqual(5);

      const last = startProjector({ storePath, analyticsPath, ownerId: 'final', batchSize: 64 });
      await last.until(idleAt(lastPosition));
      last.child.kill('SIGTERM');
      expect((await last.exited()).code).toBe(0);

      const scratch = await rebuildFromScratch(store, tmp.dir);
      await store.close();
      const resumed = dumpReadModels(analyticsPath);
      const expected = dumpReadModels(scratch);
      expect(rowCounts(resumed)).toEqual(rowCounts(expected));
      expect(resumed).toEqual(expected);
      expect(rowCounts(expected)['games']).toBeGreaterThan(20);
      const db = new Database(analyticsPath, { readonly: true });
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      db.close();
    } finally {
      tmp.remove();
    }
  }, 180_000);
});

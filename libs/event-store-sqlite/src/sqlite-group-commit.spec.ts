/**
 * Group commit: appends made in the same tick (inline writer) or while a commit is under way
 * (writer thread) share one transaction, yet each stays atomic and is judged on its own (a
 * refused append rolls back alone, the others land).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { WrongExpectedVersionError } from '@arbiter/event-store';
import { SqliteEventStore } from './sqlite-event-store.adapter';

describe.each(['inline', 'thread'] as const)('group commit, %s writer', (writer) => {
  let dir: string;
  let store: SqliteEventStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'arbiter-group-'));
    store = new SqliteEventStore({ path: join(dir, 'events.db'), writer });
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function revisions(streamId: string): Promise<bigint[]> {
    const out: bigint[] = [];
    for await (const e of store.readStream(streamId)) out.push(e.revision);
    return out;
  }

  it('lands concurrent appends to many streams, each whole', async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        store.appendToStream(
          `s-${i}`,
          [
            { type: 'A', data: { i } },
            { type: 'B', data: { i } },
          ],
          { expectedRevision: 'no_stream' },
        ),
      ),
    );
    expect(results.every((r) => r.nextExpectedRevision === 1n)).toBe(true);
    for (let i = 0; i < 50; i++) expect(await revisions(`s-${i}`)).toEqual([0n, 1n]);
  });

  it('refuses one append of a batch alone: the others in the same tick are written', async () => {
    await store.appendToStream('x', [{ type: 'A', data: {} }], { expectedRevision: 'no_stream' });
    const outcomes = await Promise.allSettled([
      store.appendToStream('x', [{ type: 'B', data: {} }], { expectedRevision: 0n }),
      store.appendToStream(
        'x',
        [
          { type: 'C', data: {} },
          { type: 'D', data: {} },
        ],
        { expectedRevision: 0n },
      ), // stale by then
      store.appendToStream('y', [{ type: 'E', data: {} }], { expectedRevision: 'no_stream' }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    const refused = outcomes[1];
    expect(
      refused.status === 'rejected' && refused.reason instanceof WrongExpectedVersionError,
    ).toBe(true);
    expect(await revisions('x')).toEqual([0n, 1n]);
    expect(await revisions('y')).toEqual([0n]);
  });

  it('commits appends still waiting when the store is closed', async () => {
    const pending = store.appendToStream('z', [{ type: 'A', data: {} }]);
    await store.close();
    await expect(pending).resolves.toMatchObject({ nextExpectedRevision: 0n });
    store = new SqliteEventStore({ path: join(dir, 'events.db'), writer });
    expect(await revisions('z')).toEqual([0n]);
  });
});

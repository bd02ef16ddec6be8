import fc from 'fast-check';
import { lastRevisionAt } from './last-revision-at';

/** The instants of a stream's events (non-decreasing, as appends are stamped), read one at a time. */
function stream(times: readonly number[]) {
  const reads: number[] = [];
  const storedAt = (revision: number): Promise<number> => {
    reads.push(revision);
    const t = times[revision];
    if (t === undefined) return Promise.reject(new Error(`no event at ${revision}`));
    return Promise.resolve(t);
  };
  return { storedAt, reads };
}

/** What a scan from the start answers: the last revision at or before the instant. */
function scanned(times: readonly number[], time: number): number {
  let found = -1;
  for (const [revision, t] of times.entries()) {
    if (t > time) break;
    found = revision;
  }
  return found;
}

describe('lastRevisionAt', () => {
  it('answers what a scan from the start answers, reading about log2(n) events', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 1, maxLength: 300 }),
        fc.integer({ min: -2, max: 1000 }),
        async (steps, time) => {
          const times: number[] = [];
          let t = 0;
          for (const step of steps) times.push((t += step)); // equal instants too: several events in one append
          const { storedAt, reads } = stream(times);
          expect(await lastRevisionAt(times.length - 1, time, storedAt)).toBe(scanned(times, time));
          expect(reads.length).toBeLessThanOrEqual(Math.ceil(Math.log2(times.length)) + 1);
        },
      ),
    );
  });

  it('reads only the last event for an instant after it (a view as of now)', async () => {
    const { storedAt, reads } = stream([10, 20, 30, 40]);
    expect(await lastRevisionAt(3, 99, storedAt)).toBe(3);
    expect(reads).toEqual([3]);
  });

  it('is -1 before the first event and for a stream without events', async () => {
    expect(await lastRevisionAt(3, 9, stream([10, 20, 30, 40]).storedAt)).toBe(-1);
    const empty = stream([]);
    expect(await lastRevisionAt(-1, 9, empty.storedAt)).toBe(-1);
    expect(empty.reads).toEqual([]);
  });

  it('reads 16 events, not 20,000, in a game of 20,000', async () => {
    const times = Array.from({ length: 20_000 }, (_, i) => 1000 * i);
    const { storedAt, reads } = stream(times);
    expect(await lastRevisionAt(19_999, 1000 * 12_345 + 500, storedAt)).toBe(12_345);
    expect(reads.length).toBeLessThanOrEqual(16);
  });
});

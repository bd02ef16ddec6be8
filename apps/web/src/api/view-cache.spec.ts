import { ViewCache } from './view-cache';

function counting() {
  const calls: number[] = [];
  const cache = new ViewCache<string>(async (r) => {
    calls.push(r);
    await Promise.resolve();
    return `view ${r}`;
  }, 3);
  return { calls, cache };
}

describe('ViewCache', () => {
  it('loads a revision once and shares a request in flight', async () => {
    const { calls, cache } = counting();
    const [a, b] = await Promise.all([cache.get(4), cache.get(4)]);
    expect(a).toBe('view 4');
    expect(b).toBe('view 4');
    await cache.get(4);
    expect(calls).toEqual([4]);
    expect(cache.peek(4)).toBe('view 4');
  });

  it('keeps only the most recently used views', async () => {
    const { calls, cache } = counting();
    for (const r of [1, 2, 3]) await cache.get(r);
    cache.peek(1); // 1 is now more recent than 2
    await cache.get(4);
    expect(cache.size).toBe(3);
    expect(cache.peek(2)).toBeUndefined();
    expect(cache.peek(1)).toBe('view 1');
    expect(calls).toEqual([1, 2, 3, 4]);
  });

  it('prefetches the neighbours inside the game only', async () => {
    const { calls, cache } = counting();
    cache.prefetchAround(0, 2, 1);
    await Promise.resolve();
    await cache.get(1);
    expect(calls).toEqual([1]);
  });

  it('aborts requests nobody waits for any more', async () => {
    const aborted: number[] = [];
    const cache = new ViewCache<number>(
      (r, signal) =>
        new Promise((resolve, reject) => {
          signal.addEventListener('abort', () => {
            aborted.push(r);
            reject(new Error('aborted'));
          });
          setTimeout(() => {
            resolve(r);
          }, 5);
        }),
    );
    const stale = cache.get(1).catch((err: unknown) => err);
    const fresh = cache.get(2);
    cache.cancelExcept(2);
    expect(await fresh).toBe(2);
    expect(await stale).toBeInstanceOf(Error);
    expect(aborted).toEqual([1]);
  });
});

import { StreamHashCache } from './stream-hash.cache';

describe('StreamHashCache', () => {
  it('remembers hashes by stream and revision', () => {
    const cache = new StreamHashCache(10);
    cache.set('game-1', 0n, 'a');
    cache.set('game-2', 0n, 'b');
    expect(cache.get('game-1', 0n)).toBe('a');
    expect(cache.get('game-2', 0n)).toBe('b');
    expect(cache.get('game-1', 1n)).toBeUndefined();
  });

  it('forgets the oldest entries beyond its size, and nothing at all with size 0', () => {
    const cache = new StreamHashCache(2);
    cache.set('s', 0n, 'a');
    cache.set('s', 1n, 'b');
    cache.set('s', 2n, 'c');
    expect([cache.get('s', 0n), cache.get('s', 1n), cache.get('s', 2n)]).toEqual([
      undefined,
      'b',
      'c',
    ]);
    const none = new StreamHashCache(0);
    none.set('s', 0n, 'a');
    expect(none.get('s', 0n)).toBeUndefined();
  });
});

import { mixSeed, seededRandom } from './seeded-random';

const draws = (seed: number, n = 20): number[] => {
  const rng = seededRandom(seed);
  return Array.from({ length: n }, () => rng.int(0, 1_000_000));
};

describe('seededRandom', () => {
  it('gives the same draws for the same seed', () => {
    expect(draws(42)).toEqual(draws(42));
  });

  it('gives different draws for nearby seeds', () => {
    expect(draws(1)).not.toEqual(draws(2));
    expect(new Set([0, 1, 2, 3, 4].map(mixSeed)).size).toBe(5);
  });

  it('draws whole numbers within bounds, both included', () => {
    const rng = seededRandom(3);
    const seen = new Set(Array.from({ length: 500 }, () => rng.int(2, 4)));
    expect([...seen].sort()).toEqual([2, 3, 4]);
  });

  it('never draws an index of weight zero, and draws the others in proportion', () => {
    const rng = seededRandom(5);
    const counts = [0, 0, 0];
    for (let i = 0; i < 4000; i++) {
      const k = rng.weighted([1, 0, 3]);
      counts[k] = (counts[k] ?? 0) + 1;
    }
    expect(counts[1]).toBe(0);
    expect((counts[2] ?? 0) / (counts[0] ?? 1)).toBeGreaterThan(2.5);
    expect((counts[2] ?? 0) / (counts[0] ?? 1)).toBeLessThan(3.5);
  });

  it('makes version 4 UUIDs, reproducible from the seed', () => {
    const id = seededRandom(9).uuid();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(seededRandom(9).uuid()).toBe(id);
    expect(seededRandom(10).uuid()).not.toBe(id);
  });

  it('refuses to pick from an empty list or draw with no weight', () => {
    const rng = seededRandom(1);
    expect(() => rng.pick([])).toThrow('empty');
    expect(() => rng.weighted([0, 0])).toThrow('positive');
  });
});

import { CARD_CATALOG } from '@arbiter/cards';
import { normalizeSetup } from '@arbiter/rules';
import { seededRandom } from './seeded-random';
import { cardPool, randomStart, SEAT_NAMES } from './starting-position';

describe('randomStart', () => {
  const starts = Array.from({ length: 200 }, (_, seed) => {
    const players = SEAT_NAMES.slice(0, 2 + (seed % 3));
    return { players, seed, start: randomStart(seededRandom(seed), players, CARD_CATALOG) };
  });

  it('is a legal starting position for 2 to 4 players (the engine accepts every one)', () => {
    for (const { players, seed, start } of starts) expect(() => normalizeSetup(players, seed, start, CARD_CATALOG)).not.toThrow();
  });

  it('is the same for the same seed', () => {
    expect(randomStart(seededRandom(11), ['alice', 'bob'], CARD_CATALOG)).toEqual(randomStart(seededRandom(11), ['alice', 'bob'], CARD_CATALOG));
  });

  it('draws from the whole pool: lands, mana creatures and rocks, enchantments, Yes Man, Yotia, X creatures', () => {
    const onBattlefield = new Set(starts.flatMap((s) => (s.start.battlefield ?? []).map((b) => b.card)));
    const inHands = new Set(starts.flatMap((s) => Object.values(s.start.hands ?? {}).flatMap((h) => h.map((c) => c.card))));
    for (const card of ['Forest', 'Reflecting Pool', 'Llanowar Elves', 'Sol Ring', 'Mana Reflection', 'Yes Man, Personal Securitron', 'Yotia Declares War', 'Endless One', 'Wild Growth']) {
      expect(onBattlefield).toContain(card);
    }
    for (const card of ['Exocrine', 'Hangarback Walker', 'Stonecoil Serpent', 'Island']) expect(inHands).toContain(card);
  });

  it('gives Sagas lore counters and X creatures their +1/+1 counters, and attaches Auras to their controller\'s lands', () => {
    const all = starts.flatMap((s) => s.start.battlefield ?? []);
    for (const b of all.filter((p) => p.card === 'Yotia Declares War')) expect(b.counters?.['lore']).toBeGreaterThanOrEqual(1);
    for (const b of all.filter((p) => p.card === 'Endless One')) expect(b.counters?.['+1/+1']).toBeGreaterThanOrEqual(1);
    for (const aura of all.filter((p) => p.card === 'Wild Growth')) {
      const land = all.find((p) => p.id === aura.attachedTo);
      expect(land?.controller).toBe(aura.controller);
    }
  });

  it('sorts the pool: tokens only as tokens, Auras apart', () => {
    const pool = cardPool(CARD_CATALOG);
    expect(pool.tokens).toEqual(expect.arrayContaining(['Ornithopter', 'Soldier', 'Thopter']));
    expect(pool.cards).not.toContain('Thopter');
    expect(pool.landAuras).toEqual(['Wild Growth']);
    expect(pool.permanents).not.toContain('Wild Growth');
  });
});

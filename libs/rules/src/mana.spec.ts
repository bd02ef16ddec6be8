import {
  addMana, checkPayment, defaultPayment, emptyPool, formatMana, manaValue, normalizeBundle, parseManaCost, subtractMana, totalCost,
  type ManaPool,
} from './mana';

const pool = (bundle: Partial<ManaPool>): ManaPool => ({ ...emptyPool(), ...bundle });

describe('mana costs (107.4)', () => {
  it('parses colored, generic and X symbols', () => {
    expect(parseManaCost('{X}{2}{R}')).toEqual({ symbols: { R: 1 }, generic: 2, xCount: 1 });
    expect(parseManaCost('{4}{G}{G}{G}')).toEqual({ symbols: { G: 3 }, generic: 4, xCount: 0 });
    expect(parseManaCost('{X}{X}')).toEqual({ symbols: {}, generic: 0, xCount: 2 });
    expect(parseManaCost('{10}')).toEqual({ symbols: {}, generic: 10, xCount: 0 });
  });

  it('reads {C} as a colorless symbol, not generic mana (107.4c)', () => {
    expect(parseManaCost('{C}{C}')).toEqual({ symbols: { C: 2 }, generic: 0, xCount: 0 });
  });

  it('reads an empty cost as nothing to pay', () => {
    expect(parseManaCost('')).toEqual({ symbols: {}, generic: 0, xCount: 0 });
  });

  it('refuses unknown symbols and text outside braces', () => {
    expect(() => parseManaCost('{P}')).toThrow(/unknown mana symbol \{P\}/);
    expect(() => parseManaCost('{1}G')).toThrow(/malformed mana cost/);
  });

  it('counts X as 0 off the stack and as its value on it (202.3e)', () => {
    const cost = parseManaCost('{X}{X}');
    expect(manaValue(cost)).toBe(0);
    expect(manaValue(cost, 3)).toBe(6);
    expect(manaValue(parseManaCost('{X}{2}{R}'), 2)).toBe(5);
  });

  it('adds the announced X and cost increases to the generic part (601.2f)', () => {
    expect(totalCost(parseManaCost('{X}{X}{G}'), 2, 1)).toEqual({ symbols: { G: 1 }, generic: 5, xCount: 0 });
  });
});

describe('default payment: colored symbols, then generic from C, W, U, B, R, G', () => {
  it('pays each colored symbol with its own type first', () => {
    expect(defaultPayment(pool({ G: 2, W: 1 }), parseManaCost('{1}{G}'))).toEqual({ G: 1, W: 1 });
  });

  it('pays generic with {C} before any color', () => {
    expect(defaultPayment(pool({ G: 2, C: 1 }), parseManaCost('{1}{G}'))).toEqual({ G: 1, C: 1 });
  });

  it('takes generic colors in W, U, B, R, G order', () => {
    expect(defaultPayment(pool({ G: 1, R: 1, B: 1, U: 1 }), parseManaCost('{3}'))).toEqual({ U: 1, B: 1, R: 1 });
  });

  it('pays a {C} symbol only with colorless mana (107.4c)', () => {
    expect(defaultPayment(pool({ G: 3 }), parseManaCost('{C}'))).toBeNull();
    expect(defaultPayment(pool({ C: 1, G: 1 }), parseManaCost('{C}'))).toEqual({ C: 1 });
  });

  it('returns null when the pool is short of a color or of the total', () => {
    expect(defaultPayment(pool({ W: 5 }), parseManaCost('{G}'))).toBeNull();
    expect(defaultPayment(pool({ G: 2 }), parseManaCost('{2}{G}'))).toBeNull();
  });

  it('gives the payment in canonical W U B R G C order, as an explicit payment is recorded', () => {
    expect(Object.keys(defaultPayment(pool({ W: 1, C: 1 }), parseManaCost('{2}')) ?? {})).toEqual(['W', 'C']);
  });

  it('pays a cost of nothing with nothing', () => {
    expect(defaultPayment(emptyPool(), parseManaCost('{X}'))).toEqual({});
  });
});

describe('explicit payments (checkPayment)', () => {
  it('accepts a payment that gives each symbol its type and the rest as generic', () => {
    expect(checkPayment(pool({ G: 2, R: 1 }), parseManaCost('{1}{G}'), { G: 2 })).toBeNull();
    expect(checkPayment(pool({ G: 2, R: 1 }), parseManaCost('{1}{G}'), { G: 1, R: 1 })).toBeNull();
  });

  it('refuses paying {C} with colored mana (107.4c)', () => {
    expect(checkPayment(pool({ G: 2 }), parseManaCost('{C}'), { G: 1 })).toMatch(/\{C\} needs 1 C mana, the payment gives 0/);
  });

  it('refuses a payment short of a colored symbol', () => {
    expect(checkPayment(pool({ G: 1, W: 2 }), parseManaCost('{1}{G}'), { W: 2 })).toMatch(/\{G\} needs 1 G/);
  });

  it('refuses paying more or less than the cost', () => {
    expect(checkPayment(pool({ G: 3 }), parseManaCost('{1}{G}'), { G: 3 })).toMatch(/gives 2 for a generic cost of 1/);
    expect(checkPayment(pool({ G: 3 }), parseManaCost('{2}{G}'), { G: 2 })).toMatch(/gives 1 for a generic cost of 2/);
  });

  it('refuses mana the pool does not have, and negative amounts', () => {
    expect(checkPayment(pool({ G: 1 }), parseManaCost('{1}'), { U: 1 })).toMatch(/the pool has only 0 U/);
    expect(checkPayment(pool({ G: 2 }), parseManaCost('{1}'), { G: 2, U: -1 })).toMatch(/negative amount of U/);
  });

  it('refuses fractions of mana: amounts are whole numbers (106.4)', () => {
    expect(checkPayment(pool({ G: 1, U: 1 }), parseManaCost('{1}'), { G: 0.5, U: 0.5 })).toMatch(/whole number/);
  });
});

describe('mana pools (106.4)', () => {
  it('adds and removes mana by type', () => {
    const p = addMana(emptyPool(), { G: 2, C: 1 });
    expect(p).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 2, C: 1 });
    expect(subtractMana(p, { G: 1 })).toEqual({ W: 0, U: 0, B: 0, R: 0, G: 1, C: 1 });
  });

  it('keeps bundles canonical: no zero entries, W U B R G C order', () => {
    expect(Object.keys(normalizeBundle({ C: 1, G: 0, W: 2 }))).toEqual(['W', 'C']);
    expect(formatMana({ C: 2, G: 1 })).toBe('{G}{C}{C}');
    expect(formatMana({})).toBe('no mana');
  });
});

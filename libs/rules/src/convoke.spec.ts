import { costsLeftAfterConvoke } from './convoke';
import { parseManaCost, type ManaCost } from './mana';

const left = (cost: string, creatures: string[][]): { generic: number; symbols: ManaCost['symbols'] }[] =>
  [...costsLeftAfterConvoke(parseManaCost(cost), creatures as ('W' | 'U' | 'B' | 'R' | 'G')[][])].map((c) => ({ generic: c.generic, symbols: c.symbols }));

describe('what convoke leaves for mana to pay (702.51a)', () => {
  it('a creature pays one mana of its color, or {1}', () => {
    expect(left('{1}{G}', [['G']])).toEqual([
      { generic: 1, symbols: { G: 0 } },
      { generic: 0, symbols: { G: 1 } },
    ]);
  });

  it('a creature of another color pays only generic mana', () => {
    expect(left('{1}{R}', [['G']])).toEqual([{ generic: 0, symbols: { R: 1 } }]);
  });

  it('a creature of several colors may pay for any one of them', () => {
    expect(left('{G}{W}', [['G', 'W']])).toEqual([
      { generic: 0, symbols: { G: 0, W: 1 } },
      { generic: 0, symbols: { G: 1, W: 0 } },
    ]);
  });

  it('a colorless creature pays {1}, never a {C} symbol; more creatures than the cost allows leave no way', () => {
    expect(left('{C}{1}', [[]])).toEqual([{ generic: 0, symbols: { C: 1 } }]);
    expect(left('{G}', [['G'], ['G']])).toEqual([]);
  });
});

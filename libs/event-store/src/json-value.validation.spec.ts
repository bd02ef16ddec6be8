import fc from 'fast-check';
import { findNonJson } from './json-value.validation';

describe('findNonJson', () => {
  it('accepts every JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(findNonJson(value)).toBeNull();
      }),
    );
  });

  it.each([
    [{ a: undefined }, 'value.a is undefined'],
    [[1, () => 2], 'value[1] is function'],
    [{ n: -Infinity }, 'value.n is -Infinity'],
    [{ d: new Date(0) }, 'value.d is a Date, not a plain object'],
    [{ s: 'ok\udc00' }, 'value.s holds a lone UTF-16 surrogate'],
    // eslint-disable-next-line no-sparse-arrays -- a hole is what is being refused
    [[1, , 3], 'value[1] is undefined'],
  ])('describes the first problem in %p', (value, problem) => {
    expect(findNonJson(value)).toBe(problem);
  });

  it('accepts shared (non-circular) references and null-prototype objects', () => {
    const shared = { x: 1 };
    const bare = Object.assign(Object.create(null) as object, { y: 2 });
    expect(findNonJson({ a: shared, b: shared, bare })).toBeNull();
  });
});

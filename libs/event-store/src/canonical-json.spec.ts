import canonicalize from 'canonicalize';
import fc from 'fast-check';
import { lenientCanonicalJson, strictCanonicalJson } from './canonical-json';
import { findNonJson } from './json-value.validation';

/** Any UTF-16 code units, lone surrogates (about 1 in 30) included. */
const units = (maxLength: number): fc.Arbitrary<string> =>
  fc.string({
    unit: fc.integer({ min: 0, max: 0xffff }).map((u) => String.fromCharCode(u)),
    maxLength,
  });

/** Keys that stress JCS order: array indexes, "__proto__", '$' prefixes, astral and BMP text. */
const key = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.constantFrom(
    '0',
    '1',
    '9',
    '10',
    '012',
    '4294967295',
    '__proto__',
    '$causationId',
    'é',
    '😀',
    'ﬀ',
  ),
  units(3),
);

/** JSON values whose objects list their keys in any order, strings of any UTF-16 units. */
const json: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    fc.double({ noNaN: true, noDefaultInfinity: true }),
    fc.integer(),
    units(6),
    fc.array(tie('value'), { maxLength: 5 }),
    fc
      .uniqueArray(fc.tuple(key, tie('value')), { selector: ([k]) => k, maxLength: 6 })
      .map((entries) => JSON.parse(JSON.stringify(Object.fromEntries(entries))) as unknown),
  ),
})).value;

/** `f(value)`'s answer, or the name of what it threw. */
function outcome(f: (value: unknown) => unknown, value: unknown): unknown {
  try {
    return f(value);
  } catch (error: unknown) {
    return `threw ${(error as Error).name}`;
  }
}

describe('strictCanonicalJson', () => {
  it('writes what canonicalize writes, for strict JSON; nothing for the rest', () => {
    fc.assert(
      fc.property(json, (value) => {
        const expected = findNonJson(value) === null ? canonicalize(value) : undefined;
        expect(strictCanonicalJson(value)).toBe(expected);
      }),
      { numRuns: 3000 },
    );
  });

  it('refuses exactly what findNonJson refuses, among any values', () => {
    fc.assert(
      fc.property(
        fc.anything({
          withBoxedValues: true,
          withMap: true,
          withSet: true,
          withDate: true,
          withBigInt: true,
          withNullPrototype: true,
          withSparseArray: true,
          withTypedArray: true,
        }),
        (value) => {
          const text = strictCanonicalJson(value);
          expect(text === undefined).toBe(findNonJson(value) !== null);
          if (text !== undefined) expect(text).toBe(canonicalize(value));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it.each([
    [
      'array indexes out of JCS order',
      { 9: 'nine', 10: 'ten', b: 1, a: 2 },
      '{"10":"ten","9":"nine","a":2,"b":1}',
    ],
    [
      '"__proto__" kept as a key',
      JSON.parse('{"b":1,"__proto__":{"y":2,"x":1}}') as unknown,
      '{"__proto__":{"x":1,"y":2},"b":1}',
    ],
    [
      'a reordered object deep in an array',
      [1, { b: [{ d: 1, c: 2 }], a: null }],
      '[1,{"a":null,"b":[{"c":2,"d":1}]}]',
    ],
    [
      '-0 and exponents as JCS writes them',
      { z: -0, y: 1e21, x: 1e-7 },
      '{"x":1e-7,"y":1e+21,"z":0}',
    ],
    ['paired surrogates', { '😀': 'ok 😀' }, '{"😀":"ok 😀"}'],
    ['a backslash before "ud800" text', { s: '\\ud800' }, '{"s":"\\\\ud800"}'],
  ])('%s', (_name, value, text) => {
    expect(strictCanonicalJson(value)).toBe(text);
    expect(canonicalize(value)).toBe(text);
  });

  it.each([
    ['a lone surrogate in a value', { s: 'x\ud800' }],
    ['a lone surrogate in a key', { ['\udc00']: 1 }],
    [
      'a cycle',
      (() => {
        const loop: Record<string, unknown> = { a: 1 };
        loop['self'] = { loop };
        return loop;
      })(),
    ],
    ['NaN', [1, Number.NaN]],
    ['a Date', { at: new Date(0) }],
    ['undefined under an index key', { 2: undefined, 1: 0 }],
  ])('refuses %s', (_name, value) => {
    expect(strictCanonicalJson(value)).toBeUndefined();
  });

  it('orders objects of many keys too (sorted another way than small ones)', () => {
    for (const size of [24, 25, 40]) {
      const wide = Object.fromEntries(
        Array.from({ length: size }, (_, i) => [`k${(i * 7919) % size}`, i]),
      );
      expect(strictCanonicalJson(wide)).toBe(canonicalize(wide));
    }
  });

  it('accepts shared (non-circular) references', () => {
    const shared = { y: 1, x: 2 };
    expect(strictCanonicalJson({ b: shared, a: shared })).toBe(
      '{"a":{"x":2,"y":1},"b":{"x":2,"y":1}}',
    );
  });

  it('leaves its input as it was', () => {
    const value = { b: { d: [{ f: 1, e: 2 }], c: 3 }, a: 0 };
    const before = JSON.stringify(value);
    strictCanonicalJson(value);
    expect(JSON.stringify(value)).toBe(before);
  });
});

describe('lenientCanonicalJson', () => {
  it('is canonicalize, for any value', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          json,
          fc.anything({
            withBoxedValues: true,
            withMap: true,
            withDate: true,
            withNullPrototype: true,
            withSparseArray: true,
          }),
        ),
        (value) => {
          expect(outcome(lenientCanonicalJson, value)).toBe(outcome(canonicalize, value));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

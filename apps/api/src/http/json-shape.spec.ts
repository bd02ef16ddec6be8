import { childPath, findJsonProblem } from './json-shape';

describe('the bounded pass over a body', () => {
  it('names the first value nested too deep, without overflowing on any depth', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(findJsonProblem({ start: { turn: deep } }, 32)).toEqual({ field: `start.turn${'[0]'.repeat(30)}`, detail: 'is nested deeper than 32 levels' });
    expect(findJsonProblem({ a: [[1]] }, 3)).toBeNull();
    expect(findJsonProblem({ a: [[[1]]] }, 3)).toEqual({ field: 'a[0][0]', detail: 'is nested deeper than 3 levels' });
  });

  it('names a lone surrogate in a string or a key, and lets pairs through', () => {
    expect(findJsonProblem({ commandId: 'ok \ud83d\ude00' })).toBeNull();
    expect(findJsonProblem({ a: ['x', 'b\ud800'] })?.field).toBe('a[1]');
    expect(findJsonProblem({ a: { ['k\udc00']: 1 } })?.field).toBe('a."k\ufffd"');
    expect(findJsonProblem('\ud800')?.field).toBe('body');
  });

  it("names a key that would set an object's prototype, and lets a plain constructor key through", () => {
    const proto = JSON.parse('{"players":[],"__proto__":{"seed":3}}') as unknown;
    expect(findJsonProblem(proto)).toEqual({ field: '__proto__', detail: "is a key that would set an object's prototype" });
    expect(findJsonProblem({ action: { constructor: { prototype: { x: 1 } } } })?.field).toBe('action.constructor.prototype');
    expect(findJsonProblem({ action: { constructor: 'x', toString: { a: 1 } } })).toBeNull();
  });

  it('reports in document order', () => {
    expect(findJsonProblem({ a: '\ud800', b: '\ud800' })?.field).toBe('a');
  });

  it('writes paths as the API names fields', () => {
    expect(childPath('', 'start')).toBe('start');
    expect(childPath('start.battlefield', 0)).toBe('start.battlefield[0]');
    expect(childPath('', 0)).toBe('body[0]');
    expect(childPath('start', 'a b')).toBe('start."a b"');
  });
});

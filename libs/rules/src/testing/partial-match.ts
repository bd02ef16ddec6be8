/**
 * Partial matching with the scenario semantics (docs/scenario-format.md), kept local so that libs/rules does
 * not depend on libs/scenarios: every key given must match, keys not given are ignored; arrays
 * must have the same length and order, their elements matched the same way; `null` means absent.
 *
 * @example
 * partialMismatch({ a: { b: 1 } }, { a: { b: 2, c: 3 } }, 'view') // 'view.a.b: expected 1, got 2'
 */
export function partialMismatch(expected: unknown, actual: unknown, path: string): string | null {
  if (expected === null) {
    return actual === null || actual === undefined ? null : `${path}: expected absent, got ${show(actual)}`;
  }
  if (Array.isArray(expected)) {
    if (!Array.isArray(actual)) return `${path}: expected a list ${show(expected)}, got ${show(actual)}`;
    if (expected.length !== actual.length) {
      return `${path}: expected ${expected.length} item(s) ${show(expected)}, got ${actual.length} ${show(actual)}`;
    }
    for (let i = 0; i < expected.length; i++) {
      const m = partialMismatch(expected[i], actual[i], `${path}[${i}]`);
      if (m !== null) return m;
    }
    return null;
  }
  if (typeof expected === 'object') {
    if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) {
      return `${path}: expected ${show(expected)}, got ${show(actual)}`;
    }
    for (const [k, v] of Object.entries(expected as Record<string, unknown>)) {
      const m = partialMismatch(v, (actual as Record<string, unknown>)[k], `${path}.${k}`);
      if (m !== null) return m;
    }
    return null;
  }
  return Object.is(expected, actual) ? null : `${path}: expected ${show(expected)}, got ${show(actual)}`;
}

/** A value as short JSON, for failure messages. */
export function show(v: unknown): string {
  if (v === undefined) return 'nothing';
  const s = JSON.stringify(v);
  return s.length > 200 ? `${s.slice(0, 200)}…` : s;
}

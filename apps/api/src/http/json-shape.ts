/**
 * One bounded pass over a parsed body before anything else walks it: no value nested deeper than
 * a route can need (validation and the store recurse, and 10,000 levels overflow the stack), and
 * no lone UTF-16 surrogate in a string or a key (JSON allows `"\ud800"`; canonical JSON, the hash
 * chain and the store do not). The pass uses its own stack, so it never overflows, and it stops at
 * the first problem.
 *
 * @example
 * findJsonProblem({ start: { turn: [[[1]]] } }, 3) // { field: 'start.turn[0]', detail: 'nested deeper than 3 levels' }
 */

/** Deep enough for any body the API takes (a start position is 5 levels deep). */
export const MAX_BODY_DEPTH = 32;

export interface JsonProblem {
  readonly field: string;
  readonly detail: string;
}

const LONE_SURROGATE = /\p{Cs}/u;

/** `start.battlefield[0].id` style paths; keys that are not plain names are quoted. */
export function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent === '' ? 'body' : parent}[${key}]`;
  const name = /^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key);
  return parent === '' ? name : `${parent}.${name}`;
}

/** The first place in `value` that is nested too deep or holds a lone surrogate, or null. */
export function findJsonProblem(value: unknown, maxDepth: number = MAX_BODY_DEPTH): JsonProblem | null {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let top = stack.pop(); top !== undefined; top = stack.pop()) {
    const { value: v, path, depth } = top;
    if (typeof v === 'string') {
      if (LONE_SURROGATE.test(v)) return { field: path === '' ? 'body' : path, detail: 'holds a lone UTF-16 surrogate (not a character)' };
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth >= maxDepth) return { field: path === '' ? 'body' : path, detail: `is nested deeper than ${maxDepth} levels` };
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push({ value: v[i] as unknown, path: childPath(path, i), depth: depth + 1 });
      continue;
    }
    const entries = Object.entries(v as Record<string, unknown>);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i] as [string, unknown];
      if (LONE_SURROGATE.test(key)) return { field: childPath(path, key.replace(/\p{Cs}/gu, '\ufffd')), detail: 'this key holds a lone UTF-16 surrogate (not a character)' };
      stack.push({ value: child, path: childPath(path, key), depth: depth + 1 });
    }
  }
  return null;
}

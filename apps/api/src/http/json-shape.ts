/**
 * One bounded pass over a parsed body before anything else walks it: no value nested deeper than
 * a route can need (validation and the store recurse, and 10,000 levels overflow the stack), no
 * lone UTF-16 surrogate in a string or a key (JSON allows `"\ud800"`; canonical JSON, the hash
 * chain and the store do not), and no key that would set an object's prototype (`__proto__`, a
 * `constructor` holding a `prototype`: the keys Fastify's JSON parser refuses, named here). The
 * pass uses its own stack, so it never overflows, and it stops at the first problem.
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

interface Frame {
  readonly value: object;
  readonly depth: number;
  /** Index of the parent frame (-1 for the body), and the key under it: the path is built only for a problem. */
  readonly parent: number;
  readonly key: string | number;
}

function pathOf(frames: readonly Frame[], index: number, last?: string | number): string {
  const keys: (string | number)[] = last === undefined ? [] : [last];
  for (let i = index; i >= 0; ) {
    const frame = frames[i] as Frame;
    if (frame.parent >= 0 || frame.key !== '') keys.push(frame.key);
    i = frame.parent;
  }
  let path = '';
  for (let k = keys.length - 1; k >= 0; k--) path = childPath(path, keys[k] as string | number);
  return path === '' ? 'body' : path;
}

const LONE = 'holds a lone UTF-16 surrogate (not a character)';
const PROTOTYPE = "is a key that would set an object's prototype";

/** `__proto__`, or `constructor` holding a `prototype`: the keys Fastify's JSON parser refuses. */
function prototypeKey(record: Record<string, unknown>, key: string): string | null {
  if (key === '__proto__') return key;
  const child = record[key];
  if (key === 'constructor' && child !== null && typeof child === 'object' && Object.hasOwn(child, 'prototype')) return 'prototype';
  return null;
}

/** The first place in `value` that is nested too deep or holds a lone surrogate, or null. */
export function findJsonProblem(value: unknown, maxDepth: number = MAX_BODY_DEPTH): JsonProblem | null {
  if (typeof value === 'string') return LONE_SURROGATE.test(value) ? { field: 'body', detail: LONE } : null;
  if (value === null || typeof value !== 'object') return null;
  // Every object and array met; `open` holds the indexes of those still to look into.
  const frames: Frame[] = [{ value, depth: 0, parent: -1, key: '' }];
  const open: number[] = [0];
  for (let index = open.pop(); index !== undefined; index = open.pop()) {
    const frame = frames[index] as Frame;
    if (frame.depth >= maxDepth) return { field: pathOf(frames, index), detail: `is nested deeper than ${maxDepth} levels` };
    const firstChild = frames.length;
    if (Array.isArray(frame.value)) {
      const list = frame.value as unknown[];
      for (let i = 0; i < list.length; i++) {
        const child = list[i];
        if (typeof child === 'string') {
          if (LONE_SURROGATE.test(child)) return { field: pathOf(frames, index, i), detail: LONE };
        } else if (child !== null && typeof child === 'object') frames.push({ value: child, depth: frame.depth + 1, parent: index, key: i });
      }
    } else {
      const record = frame.value as Record<string, unknown>;
      for (const key of Object.keys(record)) {
        if (LONE_SURROGATE.test(key)) return { field: pathOf(frames, index, key.replace(/\p{Cs}/gu, '\ufffd')), detail: `this key ${LONE}` };
        const forbidden = prototypeKey(record, key);
        if (forbidden !== null) return { field: forbidden === key ? pathOf(frames, index, key) : `${pathOf(frames, index, key)}.${forbidden}`, detail: PROTOTYPE };
        const child = record[key];
        if (typeof child === 'string') {
          if (LONE_SURROGATE.test(child)) return { field: pathOf(frames, index, key), detail: LONE };
        } else if (child !== null && typeof child === 'object') frames.push({ value: child, depth: frame.depth + 1, parent: index, key });
      }
    }
    // The first child is looked into next: problems are found in document order, by level.
    for (let c = frames.length - 1; c >= firstChild; c--) open.push(c);
  }
  return null;
}

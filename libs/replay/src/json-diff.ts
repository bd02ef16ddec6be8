/**
 * Structural comparison of JSON values, as they survive a store or an export: a key whose value is
 * `undefined` counts as absent (JSON drops it), key order does not matter, array order does.
 */
import { isPlainObject } from './event-schema';

/** One change between two JSON values; `from`/`to` are null where the key is absent. */
export interface JsonChange {
  readonly path: string;
  readonly from: unknown;
  readonly to: unknown;
}

function definedKeys(o: Record<string, unknown>): string[] {
  return Object.keys(o).filter((k) => o[k] !== undefined);
}

/**
 * Deep equality of JSON values.
 *
 * @example
 * jsonEqual({ a: 1, b: undefined }, { a: 1 }); // true
 */
export function jsonEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!jsonEqual(a[i], b[i])) return false;
    return true;
  }
  if (isPlainObject(a)) {
    if (!isPlainObject(b)) return false;
    const ka = definedKeys(a);
    if (ka.length !== definedKeys(b).length) return false;
    for (const k of ka) if (!jsonEqual(a[k], b[k])) return false;
    return true;
  }
  return false;
}

function join(path: string, key: string): string {
  return path === '' ? key : `${path}.${key}`;
}

/**
 * The changes from `a` to `b`, deep into objects; arrays and scalars that differ are reported
 * whole. Paths join keys with dots (`battlefield.f1.tapped`).
 *
 * @example
 * jsonChanges({ f1: { tapped: false } }, { f1: { tapped: true } }); // [{ path: 'f1.tapped', from: false, to: true }]
 */
export function jsonChanges(a: unknown, b: unknown, path = ''): JsonChange[] {
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = [...definedKeys(a), ...definedKeys(b).filter((k) => a[k] === undefined)];
    return keys.flatMap((k) => jsonChanges(a[k], b[k], join(path, k)));
  }
  if (jsonEqual(a, b)) return [];
  return [{ path, from: a ?? null, to: b ?? null }];
}

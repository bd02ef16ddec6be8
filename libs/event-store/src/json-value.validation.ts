/**
 * Strict JSON check for event data and metadata. Stricter than `JSON.stringify`, which silently
 * drops `undefined`, turns `NaN` into `null` and `Date` into a string: any of those would make
 * the stored event differ from what the caller appended, and its hash from what a reader computes.
 * It runs on every appended event, so the happy path allocates nothing: the path of a problem is
 * assembled only on the way back up, and ancestors (for cycles) are a stack, not a Set.
 */

// Any surrogate code unit; only strings holding one need the exact scan.
const SURROGATE = /[\ud800-\udfff]/;

/** True when `text` holds a UTF-16 surrogate without its pair. */
export function hasLoneSurrogate(text: string): boolean {
  if (!SURROGATE.test(text)) return false;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
      i++;
    } else if (code >= 0xdc00 && code <= 0xdfff) {
      return true;
    }
  }
  return false;
}

/** True for `{}`-made and null-prototype objects: the only objects JSON has. */
export function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A problem found below some value: the keys leading to it (innermost last) and why. */
interface Problem {
  readonly path: (string | number)[];
  readonly reason: string;
}

const problem = (reason: string): Problem => ({ path: [], reason });

function under(key: string | number, found: Problem | null): Problem | null {
  if (found !== null) found.path.unshift(key);
  return found;
}

function checkObject(value: object, ancestors: object[]): Problem | null {
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = under(i, check(value[i] as unknown, ancestors));
      if (found !== null) return found;
    }
    return null;
  }
  const record = value as Record<string, unknown>;
  for (const key of Object.keys(record)) {
    if (hasLoneSurrogate(key)) return under(key, problem('is a key with a lone UTF-16 surrogate'));
    const found = under(key, check(record[key], ancestors));
    if (found !== null) return found;
  }
  return null;
}

function check(value: unknown, ancestors: object[]): Problem | null {
  switch (typeof value) {
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : problem(`is ${String(value)}`);
    case 'string':
      // RFC 8785 (I-JSON) has no lone surrogates, and UTF-8 storage would mangle them.
      return hasLoneSurrogate(value) ? problem('holds a lone UTF-16 surrogate') : null;
    case 'object': {
      if (value === null) return null;
      if (ancestors.includes(value)) return problem('is circular');
      if (!Array.isArray(value) && !isPlainObject(value)) {
        return problem(`is a ${value.constructor.name}, not a plain object`);
      }
      ancestors.push(value);
      const found = checkObject(value, ancestors);
      ancestors.pop();
      return found;
    }
    case 'undefined':
    case 'bigint':
    case 'symbol':
    case 'function':
      return problem(`is ${typeof value}`);
  }
}

/**
 * Returns a description of the first part of `value` that is not plain JSON, or `null` when all
 * of it is.
 *
 * @example
 * findNonJson({ at: new Date() }, 'data'); // 'data.at is a Date, not a plain object'
 * findNonJson({ n: 1 }, 'data'); // null
 */
export function findNonJson(value: unknown, path = 'value'): string | null {
  const found = check(value, []);
  if (found === null) return null;
  const where = found.path
    .map((key) => (typeof key === 'number' ? `[${key}]` : `.${key}`))
    .join('');
  return `${path}${where} ${found.reason}`;
}

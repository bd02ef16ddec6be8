/**
 * Strict JSON check for event data and metadata. Stricter than `JSON.stringify`, which silently
 * drops `undefined`, turns `NaN` into `null` and `Date` into a string: any of those would make
 * the stored event differ from what the caller appended, and its hash from what a reader computes.
 */

function hasLoneSurrogate(text: string): boolean {
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

function isPlainObject(value: object): boolean {
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

function check(value: unknown, path: string, ancestors: Set<object>): string | null {
  switch (typeof value) {
    case 'boolean':
      return null;
    case 'number':
      return Number.isFinite(value) ? null : `${path} is ${String(value)}`;
    case 'string':
      // RFC 8785 (I-JSON) has no lone surrogates, and UTF-8 storage would mangle them.
      return hasLoneSurrogate(value) ? `${path} holds a lone UTF-16 surrogate` : null;
    case 'object': {
      if (value === null) return null;
      if (ancestors.has(value)) return `${path} is circular`;
      if (!Array.isArray(value) && !isPlainObject(value)) {
        return `${path} is a ${value.constructor.name}, not a plain object`;
      }
      ancestors.add(value);
      try {
        if (Array.isArray(value)) {
          for (let i = 0; i < value.length; i++) {
            const problem = check(value[i] as unknown, `${path}[${i}]`, ancestors);
            if (problem !== null) return problem;
          }
          return null;
        }
        for (const [key, item] of Object.entries(value)) {
          if (hasLoneSurrogate(key)) return `${path} has a key with a lone UTF-16 surrogate`;
          const problem = check(item, `${path}.${key}`, ancestors);
          if (problem !== null) return problem;
        }
        return null;
      } finally {
        ancestors.delete(value);
      }
    }
    case 'undefined':
    case 'bigint':
    case 'symbol':
    case 'function':
      return `${path} is ${typeof value}`;
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
  return check(value, path, new Set());
}

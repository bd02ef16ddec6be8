/**
 * Option values checked where commander parses them: a bad value is reported as commander
 * reports its own errors (`error: option '--games <n>' argument 'x' is invalid. ...`) and ends
 * the command with exit code 2 (bad input) through the CLI's error handler.
 */

/** Commander turns an error with this code into its own "invalid argument" error (exit 2). */
export class InvalidOptionValue extends Error {
  readonly code = 'commander.invalidArgument';
  readonly exitCode = 2;
}

/** A whole number within `min..max`. */
export function wholeNumber(value: string, what: string, min: number, max: number = Number.MAX_SAFE_INTEGER): number {
  if (!/^\d+$/.test(value.trim())) throw new InvalidOptionValue(`${what} takes a whole number, got "${value}"`);
  const n = Number(value);
  if (!Number.isSafeInteger(n) || n < min || n > max) throw new InvalidOptionValue(`${what} must be from ${min} to ${max}, got ${value}`);
  return n;
}

/** `3` or a range `2..4`: players per game, from 2 to 4. */
export function playerRange(value: string): { min: number; max: number } {
  const m = /^\s*(\d+)\s*(?:\.\.\s*(\d+)\s*)?$/.exec(value);
  if (m === null) throw new InvalidOptionValue(`--players takes a number or a range such as 2..4, got "${value}"`);
  const min = Number(m[1]);
  const max = m[2] === undefined ? min : Number(m[2]);
  if (min < 2 || max > 4 || min > max) throw new InvalidOptionValue(`--players must be from 2 to 4 (a range low..high), got "${value}"`);
  return { min, max };
}

/** One of a few words, e.g. `--start decks`. */
export function oneOf<const T extends string>(value: string, what: string, words: readonly T[]): T {
  const word = words.find((w) => w === value.trim());
  if (word === undefined) throw new InvalidOptionValue(`${what} takes one of ${words.join(', ')}, got "${value}"`);
  return word;
}

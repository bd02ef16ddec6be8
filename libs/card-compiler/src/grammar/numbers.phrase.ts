/** Numbers as card text writes them: "a", "one" ... "ten", digits. */
const WORDS: Readonly<Record<string, number>> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10,
};

/** The regex source of a number word or digits (case-insensitive use). */
export const NUMBER = '(a|an|one|two|three|four|five|six|seven|eight|nine|ten|\\d+)';

/**
 * @example
 * readNumber('three') // 3
 * readNumber('12') // 12
 */
export function readNumber(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return WORDS[word.toLowerCase()] ?? null;
}

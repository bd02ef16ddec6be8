/**
 * Event lines end with the rule that justified them in brackets (`... [605.3b]`); the UI shows
 * the rule as a citation of its own.
 */
export interface CitedLine {
  readonly text: string;
  readonly rule: string | null;
}

const TRAILING_RULE = /\s*\[([0-9]{3}(?:\.[0-9]+[a-z]?)?)\]\s*$/;

/**
 * @example
 * splitCitation('f1 became tapped (cost) [107.5]'); // { text: 'f1 became tapped (cost)', rule: '107.5' }
 */
export function splitCitation(line: string): CitedLine {
  const m = TRAILING_RULE.exec(line);
  if (m === null) return { text: line, rule: null };
  return { text: line.slice(0, m.index), rule: m[1] ?? null };
}

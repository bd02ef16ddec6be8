import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CITATIONS, isRuleNumber } from '@arbiter/rules';

/** The engine's sources, and the CR text beside the checkout (present for developers and CI). */
const here = resolve(__dirname, '../../libs/rules/src');
const reference = resolve(__dirname, '../../../shared/reference/comprehensive-rules-2025-09-19.txt');

/** Every rule-like string literal in the engine's sources ('608.2b'), by file. */
function citedInSources(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'testing') walk(path);
        continue;
      }
      if (!entry.name.endsWith('.ts') || entry.name.endsWith('.spec.ts') || entry.name === 'citations.ts') continue;
      const text = readFileSync(path, 'utf8');
      for (const m of text.matchAll(/['"`](\d{3}\.\d+[a-z]?)['"`]/g)) {
        const rule = m[1] ?? '';
        out.set(rule, (out.get(rule) ?? new Set()).add(entry.name));
      }
    }
  };
  walk(here);
  return out;
}

describe('the citation registry', () => {
  it('declares every rule the engine cites (a rule-like string outside it fails here)', () => {
    const cited = citedInSources();
    expect(cited.size).toBeGreaterThan(50);
    const missing = [...cited].filter(([rule]) => !isRuleNumber(rule)).map(([rule, files]) => `${rule} (${[...files].join(', ')})`);
    expect(missing).toEqual([]);
  });

  it('gives every rule a heading in our words', () => {
    for (const [rule, heading] of Object.entries(CITATIONS)) {
      expect({ rule, ok: /^\d{3}\.\d+[a-z]?$/.test(rule) && heading.length >= 8 }).toEqual({ rule, ok: true });
    }
  });

  (existsSync(reference) ? it : it.skip)('names only rules that exist in the Comprehensive Rules of 2025-09-19', () => {
    const numbers = new Set<string>();
    for (const line of readFileSync(reference, 'utf8').split('\n')) {
      const m = /^(\d{3}\.\d+[a-z]?)\.? /.exec(line);
      if (m?.[1] !== undefined) numbers.add(m[1]);
    }
    expect(numbers.size).toBeGreaterThan(2000);
    expect(Object.keys(CITATIONS).filter((rule) => !numbers.has(rule))).toEqual([]);
  });
});

/**
 * The docs say what the code does: their examples run, their links lead somewhere inside the
 * repository, and nothing a user reads sends them to a file outside it.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import canonicalize from 'canonicalize';
import { CARD_CATALOG } from '@arbiter/cards';
import { verifyChain } from '@arbiter/event-store';
import { createDecider } from '@arbiter/rules';
import { parseScenario, runScenario } from '@arbiter/scenarios';

const root = resolve(__dirname, '..', '..');
const read = (path: string): string => readFileSync(join(root, path), 'utf8');

/** The first ```json block after `marker` in a Markdown text. */
function jsonBlockAfter(text: string, marker: string): unknown {
  const at = text.indexOf(marker);
  expect(at).toBeGreaterThanOrEqual(0);
  const block = /```json\n([\s\S]*?)```/.exec(text.slice(at));
  expect(block).not.toBeNull();
  return JSON.parse(block?.[1] ?? '') as unknown;
}

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  const out: string[] = [];
  for (const name of readdirSync(join(root, dir))) {
    const path = join(dir, name);
    if (statSync(join(root, path)).isDirectory()) out.push(...filesUnder(path, keep));
    else if (keep(path)) out.push(path);
  }
  return out;
}

const MARKDOWN = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md', ...filesUnder('docs', (p) => p.endsWith('.md'))];

describe('docs/scenario-format.md', () => {
  it('has an example that parses and passes', () => {
    const example = jsonBlockAfter(read('docs/scenario-format.md'), '## A small example');
    const scenario = parseScenario(JSON.stringify(example), 'docs/scenario-format.md', CARD_CATALOG);
    const result = runScenario(scenario, createDecider(CARD_CATALOG));
    expect(result.failures).toEqual([]);
    expect(result.pass).toBe(true);
  });
});

describe('docs/log-format.md', () => {
  const example = jsonBlockAfter(read('docs/log-format.md'), '<!-- hash-example -->') as { type: string; data: unknown; metadata: Record<string, unknown> }[];

  it('has a worked hash example that SHA-256 over the RFC 8785 JSON gives', () => {
    let previous = '';
    for (const { type, data, metadata } of example) {
      const { hash, ...rest } = metadata;
      const expected = createHash('sha256').update(previous + (canonicalize({ type, data, metadata: rest }) ?? '')).digest('hex');
      expect(hash).toBe(expected);
      previous = expected;
    }
    expect(example).toHaveLength(2);
  });

  it('describes the chain the stores verify', () => {
    expect(verifyChain(example)).toEqual({ ok: true, firstBrokenRevision: null });
  });
});

describe('links and references', () => {
  it.each(MARKDOWN.filter((p) => existsSync(join(root, p))))('%s links only to files that exist', (path) => {
    const text = read(path);
    const missing = [...text.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)]
      .map((m) => m[1] ?? '')
      .filter((target) => !/^[a-z]+:/.test(target))
      .filter((target) => !existsSync(resolve(root, dirname(path), target)));
    expect(missing).toEqual([]);
  });

  it('sends no reader to a file outside the repository (README, docs, code comments, CLI help)', () => {
    // Tests and their support files (`testing/`) may load the shared examples; readers are sent nowhere.
    const source = (p: string): boolean => /\.(ts|tsx|md|mjs|json)$/.test(p) && !/\.(spec|e2e-spec)\.ts$/.test(p) && !p.includes('/generated/') && !p.includes('/testing/');
    const files = [...MARKDOWN, ...filesUnder('apps', source), ...filesUnder('libs', source)].filter((p) => existsSync(join(root, p)));
    const outside = /shared\/spec|shared\/reference|shared\/scenarios|\.\.\/\.\.\/shared|\/work\//;
    const found = files.flatMap((p) =>
      read(p)
        .split('\n')
        .map((line, i) => ({ at: `${relative(root, join(root, p))}:${i + 1}`, line }))
        .filter(({ line }) => outside.test(line)),
    );
    expect(found).toEqual([]);
  });
});

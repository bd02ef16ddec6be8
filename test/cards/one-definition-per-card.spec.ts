/**
 * One definition per card: a real card (a hand-written card of libs/cards, or any card of the card
 * data file) is defined in one place only, its card file or the compiler's reading of its record.
 * Specs and test support take real cards from the catalog; a card a spec invents to show a piece of
 * vocabulary has a name no real card has, so it can never pass for the real one.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { ALL_CARDS } from '@arbiter/cards';
import { readCardRecords } from '@arbiter/platform';

const root = resolve(__dirname, '../..');
/** The card data file, beside the checkout (present for developers and CI). */
const CARD_DATA = resolve(root, '../shared/cards/cards.jsonl');
const SOURCE_FOLDERS = ['apps', 'libs', 'test', 'bench'];

/** A card file of the pool (`libs/cards/src/<letter>/<name>.card.ts`): where a hand-written card is defined. */
const isCardFile = (path: string): boolean => /^libs\/cards\/src\/.+\.card\.ts$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return entry.name.endsWith('.ts') || entry.name.endsWith('.tsx') ? [path] : [];
  });
}

const QUOTED = String.raw`(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")`;
const unquote = (m: RegExpMatchArray, from: number): string => (m[from] ?? m[from + 1] ?? '').replace(/\\(.)/g, '$1');

/** The source without its comments, whose examples may name real cards. */
const withoutComments = (source: string): string => source.replace(/^\s*\/\*[\s\S]*?\*\//gm, '').replace(/^\s*\/\/.*$/gm, '');

/**
 * The card names a source defines with a literal: `defineCard({ name: 'X', ... })`, and calls of a
 * local helper that passes its first parameter, `name`, to `defineCard` (`sorcery('X', ...)`).
 */
function definedNames(code: string): string[] {
  const source = withoutComments(code);
  const names = [...source.matchAll(new RegExp(String.raw`defineCard\(\s*\{\s*name:\s*${QUOTED}`, 'g'))].map((m) => unquote(m, 1));
  const helpers = [...source.matchAll(/function (\w+)\(name: string[^)]*\)[^{]*\{[^}]*?defineCard\(\{\s*name[,\s]/g)].map((m) => m[1] ?? '');
  for (const helper of helpers) {
    names.push(...[...source.matchAll(new RegExp(String.raw`\b${helper}\(\s*${QUOTED}`, 'g'))].map((m) => unquote(m, 1)));
  }
  return names;
}

/** Every real card name: the hand-written pool, and the card data file when it is beside the checkout. */
function realCardNames(): Set<string> {
  const names = new Set(ALL_CARDS.map((c) => c.name));
  if (existsSync(CARD_DATA)) for (const record of readCardRecords(CARD_DATA)) names.add(record.name);
  return names;
}

describe('one definition per card', () => {
  it('finds the cards a source defines, directly or through a local helper', () => {
    const source = [
      "defineCard({ name: 'Sample Bolt', manaCost: '{R}' });",
      "defineCard({\n  name: \"Sample's Chant\", types: ['Sorcery'] });",
      "/**\n * defineCard({ name: 'Sample Example' })\n */",
      "// defineCard({ name: 'Sample Remark' })",
      'function sorcery(name: string, text: string): CardDefinition {\n  return defineCard({ name, types: [\'Sorcery\'], oracle: text });\n}',
      "sorcery('Sample Rummage', 'Draw a card.');",
      "sorcery('Tap', 'Tap target creature.');",
      "given({ battlefield: [{ id: 'gb', card: 'Grizzly Bears' }] });",
    ].join('\n');
    expect(definedNames(source)).toEqual(['Sample Bolt', "Sample's Chant", 'Sample Rummage', 'Tap']);
  });

  it('defines each hand-written card in exactly one card file', () => {
    const byName = new Map<string, string[]>();
    for (const path of sourceFiles(join(root, 'libs/cards/src')).map((p) => relative(root, p)).filter(isCardFile)) {
      for (const name of definedNames(readFileSync(join(root, path), 'utf8'))) byName.set(name, [...(byName.get(name) ?? []), path]);
    }
    expect([...byName].filter(([, files]) => files.length > 1)).toEqual([]);
    expect([...byName.keys()].sort()).toEqual(ALL_CARDS.map((c) => c.name).sort());
  });

  it('never defines a real card outside its card file: specs and test support take it from the catalog', () => {
    const real = realCardNames();
    const copies = SOURCE_FOLDERS.filter((folder) => existsSync(join(root, folder)))
      .flatMap((folder) => sourceFiles(join(root, folder)))
      .map((path) => relative(root, path))
      .filter((path) => !isCardFile(path))
      .flatMap((path) => definedNames(readFileSync(join(root, path), 'utf8')).filter((name) => real.has(name)).map((name) => `${path}: ${name}`));
    expect(copies).toEqual([]);
  });
});

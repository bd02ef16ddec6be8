/**
 * `arbiter cards coverage|show` and scenarios naming compiled cards, over a small card data file
 * (ARBITER_CARDS_FILE) so that the figures are known.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'arbiter-cards-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

const records = [
  { name: 'Shivan Dragon', mana_cost: '{4}{R}{R}', type_line: 'Creature — Dragon', power: '5', toughness: '5', layout: 'CardImpl', text: 'Flying\n{R}: Shivan Dragon gets +1/+0 until end of turn.', sets: ['LEA', 'FDN'] },
  { name: 'Volcanic Hammer', mana_cost: '{1}{R}', type_line: 'Sorcery', layout: 'CardImpl', text: 'Volcanic Hammer deals 3 damage to any target.', sets: ['POR'] },
  { name: 'Sample Seer', mana_cost: '{1}{U}', type_line: 'Creature — Human Wizard', power: '1', toughness: '1', layout: 'CardImpl', text: 'When Sample Seer enters, the Ring tempts you.', sets: ['FDN', 'M10'] },
  { name: 'Fire // Ice', mana_cost: '{1}{R}', type_line: 'Instant', layout: 'SplitCard', text: '', sets: ['APC'] },
];
const dataFile = join(dir, 'cards.jsonl');
writeFileSync(dataFile, records.map((r) => JSON.stringify(r)).join('\n'));

function arbiter(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['-r', '@swc-node/register', '-r', 'tsconfig-paths/register', 'apps/cli/src/main.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SWC_NODE_PROJECT: join(root, 'tsconfig.json'), ARBITER_CARDS_FILE: dataFile },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('arbiter cards', () => {
  it('coverage --json counts modeled cards overall, per set and type, and the lines that block them', () => {
    const r = arbiter('cards', 'coverage', '--json');
    expect(r.status).toBe(0);
    const report = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(report).toMatchObject({
      total: { cards: 4, modeled: 2 },
      bySet: { FDN: { cards: 2, modeled: 1 }, POR: { cards: 1, modeled: 1 }, APC: { cards: 1, modeled: 0 } },
      byType: { Creature: { cards: 2, modeled: 1 }, Sorcery: { cards: 1, modeled: 1 }, Instant: { cards: 1, modeled: 0 } },
      byReason: { 'layout: SplitCard': 1 },
      topBlockingLines: [{ line: 'When ~ enters, the Ring tempts you.', cards: 1, onlyLine: 1 }],
    });
    expect(r.stderr).toContain('compile: 4/4 cards (100%)');
  });

  it('coverage --set FDN prints the set’s figures; an unknown set exits 2 naming the nearest', () => {
    const r = arbiter('cards', 'coverage', '--set', 'fdn');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^cards modeled in set FDN: 1 of 2 \(50\.0%\)/);
    const bad = arbiter('cards', 'coverage', '--set', 'FDM');
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--set: unknown set "FDM"; nearest: FDN');
  });

  it('show prints the text beside the compiled definition, or the lines not understood', () => {
    const dragon = arbiter('cards', 'show', 'Shivan Dragon');
    expect(dragon.status).toBe(0);
    expect(dragon.stdout).toContain('== compiled definition');
    expect(dragon.stdout).toContain('"effect":{"kind":"pumpSource","power":1,"toughness":0}');
    const seer = arbiter('cards', 'show', 'Sample Seer');
    expect(seer.stdout).toContain('== not modeled: lines not understood\n  ? When ~ enters, the Ring tempts you.');
    const bolt = arbiter('cards', 'show', 'Lightning Bolt');
    expect(bolt.stdout).toContain('== hand-written definition');
  });

  it('show exits 2 for an unknown name, naming the nearest names', () => {
    const r = arbiter('cards', 'show', 'Shivan Dragoon');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('unknown card "Shivan Dragoon"; nearest: "Shivan Dragon"');
  });

  it('has --help', () => {
    const r = arbiter('cards', 'coverage', '--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('--set <code>');
  });
});

describe('scenarios naming cards of the data file', () => {
  const scenario = (card: string): string => {
    const path = join(dir, `${card.replace(/\W/g, '-')}.json`);
    writeFileSync(path, JSON.stringify({
      name: `${card} on the battlefield`, players: ['alice', 'bob'],
      start: { battlefield: [{ id: 'x', card, controller: 'alice' }, { id: 'm1', card: 'Mountain', controller: 'alice' }] },
      actions: [{ do: 'activate', player: 'alice', source: 'm1', ability: 0 }, { do: 'activate', player: 'alice', source: 'x', ability: 0 }, { do: 'resolve' }],
      expect: { view: { battlefield: { x: { power: 6, toughness: 5 } } } },
    }));
    return path;
  };

  it('plays a compiled card by name', () => {
    const r = arbiter('scenario', 'run', scenario('Shivan Dragon'));
    expect(r.stdout).toMatch(/^PASS /m);
    expect(r.status).toBe(0);
  });

  it('refuses a known card that is not modeled, naming its lines not understood (exit 2)', () => {
    const r = arbiter('scenario', 'run', scenario('Sample Seer'));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('start.battlefield[0].card: card "Sample Seer" is not modeled: lines not understood: "When ~ enters, the Ring tempts you."');
  });

  it('refuses an unknown name, naming the field and the nearest names (exit 2)', () => {
    const r = arbiter('scenario', 'run', scenario('Shivan Dragn'));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('start.battlefield[0].card: unknown card "Shivan Dragn"; nearest: "Shivan Dragon"');
  });
});

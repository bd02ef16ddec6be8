/**
 * The CLI as a user runs it: exit codes and output of `arbiter scenario run`.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'arbiter-cli-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function arbiter(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, ['-r', '@swc-node/register', '-r', 'tsconfig-paths/register', 'apps/cli/src/main.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, SWC_NODE_PROJECT: join(root, 'tsconfig.json') },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function file(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}

const good = {
  name: 'Sol Ring taps for CC',
  players: ['alice', 'bob'],
  start: { battlefield: [{ id: 'sr', card: 'Sol Ring', controller: 'alice' }] },
  actions: [{ do: 'activate', player: 'alice', source: 'sr', ability: 0 }],
  expect: { view: { players: { alice: { manaPool: { C: 2 } } } } },
};

describe('arbiter scenario run', () => {
  it('exits 0 and prints PASS when every scenario passes', () => {
    const r = arbiter('scenario', 'run', file('good.json', good));
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^PASS .*good\.json — Sol Ring taps for CC$/m);
    expect(r.stdout).toMatch(/^1 passed, 0 failed$/m);
  });

  it('exits 1 and prints the first mismatch when a scenario fails', () => {
    const wrong = { ...good, expect: { view: { players: { alice: { manaPool: { C: 3 } } } } } };
    const r = arbiter('scenario', 'run', file('good2.json', good), file('wrong.json', wrong));
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^FAIL .*wrong\.json/m);
    expect(r.stdout).toContain('expect.view.players.alice.manaPool.C: expected 3, got 2');
    expect(r.stdout).toMatch(/^1 passed, 1 failed$/m);
  });

  it('--json prints one object per scenario with view and events', () => {
    const r = arbiter('scenario', 'run', '--json', file('good3.json', good));
    expect(r.status).toBe(0);
    const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ name: 'Sol Ring taps for CC', pass: true, failures: [] });
    expect(lines[0]?.['events']).toEqual(expect.arrayContaining([expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'sr', mana: { C: 2 } } })]));
  });

  it.each([
    ['invalid JSON', '{ nope', /bad-0\.json: \(file\): invalid JSON/],
    ['an unknown card', { ...good, start: { battlefield: [{ id: 'x', card: 'Mox Pearll', controller: 'alice' }] } }, /bad-1\.json: start\.battlefield\[0\]\.card: unknown card "Mox Pearll"; nearest: "Mox Pearl"/],
    ['an unknown object id', { ...good, actions: [{ do: 'activate', player: 'alice', source: 'zz', ability: 0 }] }, /bad-2\.json: actions\[0\]\.source: unknown object id "zz"/],
    ['an unknown action', { ...good, actions: [{ do: 'shuffle', player: 'alice' }] }, /bad-3\.json: actions\[0\]\.do: unknown action "shuffle"/],
    ['a misspelt expectation', { ...good, expect: { veiw: {} } }, /bad-4\.json: expect\.veiw: unknown key "veiw"/],
  ])('exits 2 on %s, naming the file and field', (_what, content, message) => {
    const index = ['invalid JSON', 'an unknown card', 'an unknown object id', 'an unknown action', 'a misspelt expectation'].indexOf(_what);
    const r = arbiter('scenario', 'run', file(`bad-${index}.json`, content));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
  });

  it('exits 2 for a file that does not exist', () => {
    const r = arbiter('scenario', 'run', join(dir, 'missing.json'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/missing\.json: \(file\): cannot read: ENOENT/);
  });
});

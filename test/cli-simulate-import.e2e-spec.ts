/**
 * The judge's CLI as a user runs it, on temporary SQLite stores: `arbiter simulate --record`,
 * `export`, `import` into a second store, `audit` and `replay` there; rejections with their
 * reasons, exit codes, and plain progress lines (no ANSI codes) when the output is not a terminal.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'arbiter-cli-sim-'));
const storeA = join(dir, 'store-a');
const storeB = join(dir, 'store-b');
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function arbiter(dataDir: string, ...args: string[]): Run {
  const env: NodeJS.ProcessEnv = { ...process.env, SWC_NODE_PROJECT: join(root, 'tsconfig.json'), ARBITER_DATA_DIR: dataDir };
  delete env['EVENTSTORE_URL']; // the embedded SQLite store in dataDir
  const r = spawnSync(process.execPath, ['-r', '@swc-node/register', '-r', 'tsconfig-paths/register', 'apps/cli/src/main.ts', ...args], { cwd: root, encoding: 'utf8', env });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const ESC = '\u001b[';

interface SimulateJson {
  games: number;
  events: number;
  actions: number;
  winsBySeat: number[];
  gameIds: string[];
  recorded: number;
}

describe('arbiter simulate, export, import, audit, replay', () => {
  let recorded: SimulateJson;
  let logFile: string;

  beforeAll(() => {
    const r = arbiter(storeA, 'simulate', '--games', '3', '--players', '2..4', '--seed', '11', '--record', '--json');
    expect(r.stderr).not.toMatch(/error/i);
    expect(r.status).toBe(0);
    recorded = JSON.parse(r.stdout) as SimulateJson;
    logFile = join(dir, 'game-0.json');
  });

  it('simulate --record stores every game and prints a JSON summary with their ids', () => {
    expect(recorded).toMatchObject({ games: 3, recorded: 3 });
    expect(recorded.gameIds).toHaveLength(3);
    expect(recorded.events).toBeGreaterThan(recorded.actions);
    expect(recorded.winsBySeat.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(3);
  });

  it('simulate gives the same games for the same seed in another process, and a readable summary without --json', () => {
    const r = arbiter(storeA, 'simulate', '--games', '3', '--players', '2..4', '--seed', '11');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^simulated 3 games \(seed 11, 2-4 players, from decks\) in [\d.]+ s: [\d,]+ games\/min$/m);
    expect(r.stdout).toContain(`events   ${recorded.events.toLocaleString('en-US')} `);
    expect(r.stdout).toContain(`actions  ${recorded.actions.toLocaleString('en-US')} `);
    expect(r.stdout).toMatch(/wins {5}seat 1: \d+, seat 2: \d+, seat 3: \d+, seat 4: \d+; draws: \d+; unfinished \(turn limit\): \d+/);
  });

  it('shows plain progress lines, without ANSI codes, when stderr is not a terminal', () => {
    const r = arbiter(storeA, 'simulate', '--games', '2', '--players', '2', '--seed', '3');
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^simulate: 1\/2 games \(50%\), [\d.]+s$/m);
    expect(r.stderr).toMatch(/^simulate: 2\/2 games \(100%\), [\d.]+s$/m);
    expect(r.stderr + r.stdout).not.toContain(ESC);
  });

  it('simulate --start positions plays from random positions, and says so', () => {
    const r = arbiter(storeA, 'simulate', '--games', '2', '--players', '3', '--seed', '5', '--start', 'positions', '--json');
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ start: 'positions', games: 2, gamesByPlayers: { '3': 2 } });
    expect(arbiter(storeA, 'simulate', '--start', 'random').stderr).toContain('--start takes one of decks, positions, got "random"');
  });

  it('simulate --set FDN plays decks drawn from the set\'s modeled cards; a recorded game audits consistent', () => {
    const store = join(dir, 'store-set');
    const r = arbiter(store, 'simulate', '--set', 'fdn', '--games', '1', '--players', '2', '--seed', '4', '--record', '--json');
    expect(r.status).toBe(0);
    const summary = JSON.parse(r.stdout) as SimulateJson & { set: string; setCards: number; start: string };
    expect(summary).toMatchObject({ set: 'FDN', start: 'decks', games: 1, recorded: 1 });
    expect(summary.setCards).toBeGreaterThan(50);
    const audit = arbiter(store, 'audit', summary.gameIds[0] ?? '', '--json');
    expect(audit.status).toBe(0);
    expect(JSON.parse(audit.stdout)).toMatchObject({ verdict: 'consistent', eventsChecked: summary.events });
    const text = arbiter(store, 'simulate', '--set', 'FDN', '--games', '1', '--players', '2', '--seed', '4');
    expect(text.stdout).toMatch(/^simulated 1 games \(seed 4, 2 players, from decks of set FDN, drawn from its \d+ modeled cards\) in /m);
    expect(text.stdout).toContain('repeat with: arbiter simulate --games 1 --players 2 --seed 4 --set FDN');
  });

  it('export writes the external log; audit of the file says consistent', () => {
    const id = recorded.gameIds[0] ?? '';
    const r = arbiter(storeA, 'export', id, '--out', logFile);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^wrote \\d+ events of game ${id} to `));
    const log = JSON.parse(readFileSync(logFile, 'utf8')) as { type: string; metadata: { hash: string } }[];
    expect(log[0]?.type).toBe('GameStarted');
    expect(log.every((e) => /^[0-9a-f]{64}$/.test(e.metadata.hash))).toBe(true);
    const audit = arbiter(storeA, 'audit', logFile, '--json');
    expect(audit.status).toBe(0);
    expect(JSON.parse(audit.stdout)).toMatchObject({ verdict: 'consistent', gameId: id, eventsChecked: log.length });
  });

  it('import stores good logs in another store, rejects a tampered and a truncated one with their reasons (exit 1), then audits consistent there', () => {
    const good2 = join(dir, 'game-1.json');
    expect(arbiter(storeA, 'export', recorded.gameIds[1] ?? '', '--out', good2).status).toBe(0);
    const text = readFileSync(logFile, 'utf8');
    const log = JSON.parse(text) as { type: string; data: Record<string, unknown> }[];
    const at = log.findIndex((e) => e.type === 'ManaAdded');
    const tampered = log.map((e, i) => (i === at ? { ...e, data: { ...e.data, mana: { C: 7 } } } : e));
    const tamperedFile = join(dir, 'tampered.json');
    writeFileSync(tamperedFile, JSON.stringify(tampered));
    const truncatedFile = join(dir, 'truncated.json');
    writeFileSync(truncatedFile, text.slice(0, Math.floor(text.length / 2)));

    const r = arbiter(storeB, 'import', logFile, tamperedFile, truncatedFile, good2, '--json');
    expect(r.status).toBe(1);
    const out = JSON.parse(r.stdout) as { imported: number; rejected: number; logs: { file: string; status: string; reason?: string; detail?: string }[] };
    expect(out).toMatchObject({ imported: 2, rejected: 2 });
    expect(out.logs.map((l) => [l.file, l.status, l.reason])).toEqual([
      [logFile, 'imported', undefined],
      [tamperedFile, 'rejected', 'tampered'],
      [truncatedFile, 'rejected', 'invalid'],
      [good2, 'imported', undefined],
    ]);
    expect(out.logs[1]?.detail).toContain(`revision ${at}`);
    expect(out.logs[2]?.detail).toContain('truncated');

    const audit = arbiter(storeB, 'audit', recorded.gameIds[0] ?? '', '--json');
    expect(audit.status).toBe(0);
    expect(JSON.parse(audit.stdout)).toMatchObject({ verdict: 'consistent', eventsChecked: log.length });
    const replay = arbiter(storeB, 'replay', recorded.gameIds[0] ?? '', '--at', '0', '--json');
    expect(replay.status).toBe(0);
    expect(replay.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(replay.stdout)).toMatchObject({ revision: 0, turn: 0, step: 'mulligan', activePlayer: 'alice' }); // a game from decks
  });

  it('import prints a summary table and says a game already present is rejected; its progress lines are plain', () => {
    const r = arbiter(storeB, 'import', logFile);
    expect(r.status).toBe(1);
    expect(r.stdout).toMatch(/^log +game +events +result$/m);
    expect(r.stdout).toMatch(/rejected: already present/);
    expect(r.stdout).toMatch(/^0 imported, 1 rejected$/m);
    expect(r.stderr).toMatch(/^import: 1\/1 logs \(100%\), /m);
    expect(r.stderr + r.stdout).not.toContain(ESC);
  });

  it('import exits 0 when every log is imported', () => {
    const r = arbiter(join(dir, 'store-c'), 'import', logFile);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^1 imported, 0 rejected$/m);
  });
});

describe('bad input: exit 2 with a clear message', () => {
  const store = join(dir, 'store-bad');

  it.each([
    [['simulate', '--games', '0'], /--games must be from 1 to 1000000, got 0/],
    [['simulate', '--games', 'ten'], /--games takes a whole number, got "ten"/],
    [['simulate', '--players', '1..5'], /--players must be from 2 to 4/],
    [['simulate', '--players', 'two'], /--players takes a number or a range such as 2\.\.4/],
    [['simulate', '--seed', '-1'], /argument '-1' is invalid|--seed takes a whole number/],
    [['replay', 'x', '--at', 'abc'], /--at takes a whole number, got "abc"/],
    [['simulate', '--frobnicate'], /unknown option '--frobnicate'/],
    [['simulate', '--set', 'FDX'], /--set: unknown set "FDX"; nearest: FDN/],
    [['simulate', '--set', 'UNH'], /--set UNH: too few modeled cards to draw decks from: \d+ of its cards can go in a deck .*no pair of colors has 8 of them/],
    [['simulate', '--set', 'FDN', '--start', 'positions'], /--set draws each seat a deck from the set's cards: it plays from decks, not --start positions/],
  ])('arbiter %j', (args, message) => {
    const r = arbiter(store, ...args);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
  });

  it('import of a file that cannot be read imports nothing', () => {
    const good = join(dir, 'never-imported.json');
    writeFileSync(good, '[]');
    const r = arbiter(store, 'import', good, join(dir, 'missing.json'));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/missing\.json: cannot read: ENOENT/);
    expect(r.stderr).toMatch(/nothing imported/);
  });

  it('export of an unknown game', () => {
    const r = arbiter(store, 'export', '00000000-0000-4000-8000-000000000000');
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/no game "00000000-0000-4000-8000-000000000000"/);
  });

  it('--help lists the options of simulate, import and export (exit 0)', () => {
    const simulate = arbiter(store, 'simulate', '--help');
    expect(simulate.status).toBe(0);
    for (const flag of ['--games <n>', '--players <n|min..max>', '--seed <s>', '--set <code>', '--record', '--json']) expect(simulate.stdout).toContain(flag);
    expect(arbiter(store, 'import', '--help').stdout).toContain('--json');
    expect(arbiter(store, 'export', '--help').stdout).toContain('--out <file>');
  });
});

/**
 * The judge's look at stored games, as a user runs it on a temporary SQLite store: `arbiter games`
 * lists them with their last action, `arbiter replay` prints a readable board at any revision
 * (the judge's view, or one player's with --as), and the GameView with --json.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'arbiter-cli-games-'));
const store = join(dir, 'store');
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function arbiter(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, SWC_NODE_PROJECT: join(root, 'tsconfig.json'), ARBITER_DATA_DIR: store, LOG_LEVEL: 'silent' };
  delete env['EVENTSTORE_URL']; // the embedded SQLite store in `store`
  const r = spawnSync(process.execPath, ['-r', '@swc-node/register', '-r', 'tsconfig-paths/register', 'apps/cli/src/main.ts', ...args], { cwd: root, encoding: 'utf8', env });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

function scenarioFile(name: string, content: unknown): string {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(content));
  return path;
}

/** A board with a bit of everything: counters, an Aura, a token, a tapped land, hidden hands, a trigger on the stack, a pending choice. */
const board = {
  name: 'a board with a bit of everything',
  players: ['alice', 'bob'],
  start: {
    turn: 3,
    activePlayer: 'alice',
    life: { bob: 17 },
    battlefield: [
      { id: 'm1', card: 'Mountain', controller: 'alice' },
      { id: 'mb', card: 'Manabarbs', controller: 'alice' },
      { id: 'birds', card: 'Birds of Paradise', controller: 'alice' },
      { id: 'hw', card: 'Hangarback Walker', controller: 'alice', counters: { '+1/+1': 2 } },
      { id: 'f1', card: 'Forest', controller: 'bob', tapped: true },
      { id: 'wg', card: 'Wild Growth', controller: 'bob', attachedTo: 'f1' },
      { id: 't1', card: 'Ornithopter', controller: 'bob', token: true },
    ],
    hands: { alice: [{ id: 'sr', card: 'Sol Ring' }, { id: 'le', card: 'Llanowar Elves' }], bob: [{ id: 'bf', card: 'Forest' }] },
    graveyards: { bob: [{ id: 'gi', card: 'Island' }] },
    libraries: { alice: 10, bob: 10 },
  },
  actions: [
    { do: 'activate', player: 'alice', source: 'm1', ability: 0 },
    { do: 'activate', player: 'alice', source: 'birds', ability: 0 },
  ],
};

interface Listed {
  id: string;
  players: string[];
  revision: number;
  createdAt: string;
  lastAction: { revision: number; type: string; actor: string; text: string; recordedAt: string | null } | null;
}

describe('arbiter games', () => {
  it('says so when the store holds no game (exit 0), and --json gives []', () => {
    const r = arbiter('games');
    expect(r.status).toBe(0);
    expect(r.stdout).toBe('no games stored\n');
    expect(JSON.parse(arbiter('games', '--json').stdout)).toEqual([]);
  });
});

describe('arbiter games and replay on recorded games', () => {
  let boardId = '';
  let quietId = '';

  beforeAll(() => {
    const recorded = arbiter('scenario', 'record', scenarioFile('board.json', board));
    expect(recorded.status).toBe(0);
    boardId = recorded.stdout.trim();
    const quiet = arbiter('scenario', 'record', scenarioFile('quiet.json', { name: 'nothing happens', players: ['carol', 'dave', 'erin'], actions: [] }));
    expect(quiet.status).toBe(0);
    quietId = quiet.stdout.trim();
  });

  it('games --json lists each game with its players, newest revision, creation time and last action', () => {
    const r = arbiter('games', '--json');
    expect(r.status).toBe(0);
    const games = JSON.parse(r.stdout) as Listed[];
    expect(games.map((g) => g.id)).toEqual([boardId, quietId]);
    const [first, second] = games;
    expect(first).toMatchObject({ players: ['alice', 'bob'], lastAction: { type: 'AbilityActivated', actor: 'alice' } });
    expect(first?.lastAction?.text).toContain('alice activated Birds of Paradise (birds)');
    expect(first?.lastAction?.revision).toBeLessThan(first?.revision ?? 0);
    expect(Date.parse(first?.createdAt ?? '')).not.toBeNaN();
    // A game where nobody acted: its last decision is the start of the game.
    expect(second).toMatchObject({ players: ['carol', 'dave', 'erin'], revision: 0, lastAction: { revision: 0, type: 'GameStarted' } });
  });

  it('games prints a table with one line per game and a count', () => {
    const r = arbiter('games');
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^game +players +revision +created +last action$/);
    expect(lines[2]).toMatch(new RegExp(`^${boardId} +alice, bob +\\d+ +\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\dZ +\\d+: alice activated Birds of Paradise \\(birds\\)`));
    expect(lines[3]).toMatch(new RegExp(`^${quietId} +carol, dave, erin +0 `));
    expect(lines.at(-1)).toBe('2 games');
  });

  it('replay prints the board now: life, hands by name, battlefield with tapped state and counters, stack, pending choice', () => {
    const r = arbiter('replay', boardId);
    expect(r.status).toBe(0);
    const out = r.stdout;
    expect(out).toMatch(new RegExp(`^Game ${boardId} at revision (\\d+) of \\1\\n`));
    expect(out).toContain("Turn 3, alice's turn, precombat main phase");
    expect(out).toContain('alice (active player): life 20, in the game\n  mana pool: {R}\n  hand (2): Sol Ring (sr), Llanowar Elves (le)\n  library: 10 cards');
    expect(out).toContain('bob: life 17, in the game');
    expect(out).toContain('  graveyard (1): Island (gi)');
    expect(out).toContain('    Mountain (m1): tapped\n');
    expect(out).toContain('    Manabarbs (mb): untapped\n');
    expect(out).toContain('    Hangarback Walker (hw): untapped, 2/2, counters: +1/+1 ×2\n');
    expect(out).toContain('  bob:\n    Forest (f1): tapped\n    Wild Growth (wg): untapped, attached to Forest (f1)\n    Ornithopter (t1): untapped, 0/2, token, flying\n');
    expect(out).toMatch(/Stack \(top first\):\n {2}1\. ability mb\/1 of Manabarbs \(mb\), controlled by alice: "Whenever a player taps a land for mana/);
    expect(out).toContain('Pending choice: alice chooses manaType among W, U, B, R, G');
    expect(r.stderr).toBe('');
  });

  it('replay --at shows an earlier revision', () => {
    const r = arbiter('replay', boardId, '--at', '0');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`^Game ${boardId} at revision 0 of [1-9]\\d*\\n`));
    expect(r.stdout).toContain('    Mountain (m1): untapped\n');
    expect(r.stdout).toContain('Stack: empty');
    expect(r.stdout).toContain('Pending choice: none');
  });

  it('replay --as shows a player\'s view: the other hands as counts', () => {
    const r = arbiter('replay', boardId, '--as', 'bob');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('  hand: 2 cards (hidden)');
    expect(r.stdout).not.toContain('Sol Ring');
    expect(r.stdout).toContain('  hand (1): Forest (bf)');
  });

  it('replay --json prints the GameView as one line', () => {
    const r = arbiter('replay', boardId, '--at', '0', '--json');
    expect(r.status).toBe(0);
    expect(r.stdout.trim().split('\n')).toHaveLength(1);
    expect(JSON.parse(r.stdout)).toMatchObject({
      revision: 0,
      turn: 3,
      activePlayer: 'alice',
      players: { alice: { hand: ['sr', 'le'] }, bob: { life: 17, graveyard: ['gi'] } },
      battlefield: { hw: { card: 'Hangarback Walker', counters: { '+1/+1': 2 } }, f1: { tapped: true } },
      stack: [],
      pendingChoice: null,
    });
    const now = JSON.parse(arbiter('replay', boardId, '--json', '--as', 'bob').stdout) as { players: { alice: { hand: unknown } }; stack: { id: string }[] };
    expect(now.players.alice.hand).toBe(2);
    expect(now.stack.map((o) => o.id)).toEqual(['mb/1']);
  });

  it.each([
    [['replay', '00000000-0000-4000-8000-000000000000'], /no game|not found/i],
    [['replay', '{board}', '--at', '999'], /at: revision 999 is outside 0\.\.\d+/],
    [['replay', '{board}', '--as', 'zed'], /as: no player "zed" in this game \(players: alice, bob\)/],
    [['replay'], /missing required argument 'gameId'/],
    [['games', 'extra'], /too many arguments for 'games'/],
  ])('arbiter %j exits 2 naming the problem', (args, message) => {
    const r = arbiter(...args.map((a) => (a === '{board}' ? boardId : a)));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stdout).toBe('');
  });

  it('--help describes games and replay (exit 0)', () => {
    const games = arbiter('games', '--help');
    expect(games.status).toBe(0);
    expect(games.stdout).toContain('List the stored games');
    expect(games.stdout).toContain('--json');
    const replay = arbiter('replay', '--help');
    expect(replay.status).toBe(0);
    for (const flag of ['--at <revision>', '--as <player>', '--json']) expect(replay.stdout).toContain(flag);
  });
});

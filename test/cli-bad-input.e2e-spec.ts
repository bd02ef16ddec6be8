/**
 * Every command keeps the CLI's word on bad input: an unknown option, a missing or extra
 * argument, an unknown subcommand end with exit code 2 and commander's message on stderr, and
 * nothing on stdout; `--help` exits 0. The list of commands is read from `arbiter --help`, so a
 * new command without a row here fails the first test.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '..');
const dir = mkdtempSync(join(tmpdir(), 'arbiter-cli-bad-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

function arbiter(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const env: NodeJS.ProcessEnv = { ...process.env, SWC_NODE_PROJECT: join(root, 'tsconfig.json'), ARBITER_DATA_DIR: join(dir, 'store'), LOG_LEVEL: 'silent' };
  delete env['EVENTSTORE_URL'];
  const r = spawnSync(process.execPath, ['-r', '@swc-node/register', '-r', 'tsconfig-paths/register', 'apps/cli/src/main.ts', ...args], { cwd: root, encoding: 'utf8', env });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** Each command, with the arguments it needs so that only the bad part is wrong. */
const COMMANDS: readonly { readonly command: readonly string[]; readonly args: readonly string[] }[] = [
  { command: ['scenario'], args: [] },
  { command: ['scenario', 'run'], args: ['x.json'] },
  { command: ['scenario', 'record'], args: ['x.json'] },
  { command: ['demo'], args: [] },
  { command: ['audit'], args: ['x'] },
  { command: ['replay'], args: ['x'] },
  { command: ['games'], args: [] },
  { command: ['projections'], args: [] },
  { command: ['projections', 'rebuild'], args: [] },
  { command: ['simulate'], args: [] },
  { command: ['import'], args: ['x.json'] },
  { command: ['export'], args: ['x'] },
  { command: ['cards'], args: [] },
  { command: ['cards', 'coverage'], args: [] },
  { command: ['cards', 'show'], args: ['Forest'] },
];

/** `Commands:` of a help text, without commander's own `help`. */
function commandsIn(help: string): string[] {
  const section = help.split('Commands:\n')[1] ?? '';
  return [...section.matchAll(/^ {2}([a-z-]+)/gm)].map((m) => m[1] ?? '').filter((c) => c !== 'help');
}

describe('bad input ends every command with exit 2', () => {
  it('covers every command and subcommand the CLI has', () => {
    const top = commandsIn(arbiter('--help').stdout);
    const all = top.flatMap((c) => [[c], ...commandsIn(arbiter(c, '--help').stdout).map((sub) => [c, sub])]);
    expect(all.map((c) => c.join(' ')).sort()).toEqual(COMMANDS.map((c) => c.command.join(' ')).sort());
  });

  it.each(COMMANDS.map((c) => [c.command.join(' '), c] as const))('arbiter %s --bogus', (_name, { command, args }) => {
    const r = arbiter(...command, ...args, '--bogus');
    expect(r.stderr).toContain("error: unknown option '--bogus'");
    expect(r.stdout).toBe('');
    expect(r.status).toBe(2);
  });

  it.each([
    [['scenario', 'run'], "missing required argument 'files'"],
    [['scenario', 'record'], "missing required argument 'file'"],
    [['audit'], "missing required argument 'game'"],
    [['export'], "missing required argument 'gameId'"],
    [['import'], "missing required argument 'logs'"],
    [['demo', 'extra'], "too many arguments for 'demo'"],
    [['simulate', 'extra'], "too many arguments for 'simulate'"],
    [['projections', 'rebuild', 'mana', 'extra'], "too many arguments for 'rebuild'"],
    [['scenario', 'walk'], "unknown command 'walk'"],
    [['projections', 'drop'], "unknown command 'drop'"],
    [['frobnicate'], "unknown command 'frobnicate'"],
  ])('arbiter %j', (args, message) => {
    const r = arbiter(...args);
    expect(r.stderr).toContain(message);
    expect(r.stdout).toBe('');
    expect(r.status).toBe(2);
  });

  it('a group without its subcommand shows its help on stderr', () => {
    const r = arbiter('projections');
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('Usage: arbiter projections');
    expect(r.stderr).toContain('rebuild');
  });

  it('--help and help <command> exit 0', () => {
    for (const args of [['--help'], ['scenario', '--help'], ['help', 'scenario'], ['projections', 'rebuild', '--help']]) {
      const r = arbiter(...args);
      expect(r.status).toBe(0);
      expect(r.stdout).toContain('Usage: arbiter');
    }
  });
});

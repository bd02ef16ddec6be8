/**
 * The projector as users run it: `arbiter projections rebuild [name]` (plain progress lines on
 * stderr when it is not a terminal, exit codes 0 and 2) and the standalone `apps/projector` process
 * (runs until SIGTERM, then exits 0 with the read models written).
 */
import { fork, spawnSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import { temporaryDir } from '../event-store/support/temp-dir';
import { dumpReadModels, rebuildFromScratch } from './support/read-models';
import { appendSyntheticGames } from './support/synthetic-games';

const root = resolve(__dirname, '..', '..');
const tmp = temporaryDir('projector-apps');
const env = {
  ...process.env,
  ARBITER_DATA_DIR: tmp.dir,
  LOG_LEVEL: 'silent',
  SWC_NODE_PROJECT: join(root, 'tsconfig.json'),
};
const register = ['-r', '@swc-node/register', '-r', 'tsconfig-paths/register'];
let events = 0;

beforeAll(async () => {
  const store = new SqliteEventStore({ path: tmp.file('arbiter.db'), durability: 'NORMAL' });
  events = (await appendSyntheticGames(store, { events: 1200, seed: 12 })).events;
  await store.close();
});

afterAll(() => {
  tmp.remove();
});

function arbiter(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [...register, 'apps/cli/src/main.ts', ...args], {
    cwd: root,
    encoding: 'utf8',
    env,
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('arbiter projections rebuild', () => {
  it('prints its help and exits 0', () => {
    const r = arbiter('projections', 'rebuild', '--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Rebuild one analytics projection (games, mana, abilities,');
  });

  it('rebuilds every projection with plain progress lines off a terminal, and exits 0', () => {
    const r = arbiter('projections', 'rebuild');
    expect(r.status).toBe(0);
    const progress = r.stderr.trim().split('\n');
    expect(progress[0]).toMatch(/^rebuilding all projections: \d+ events, [\d.]+s, by this process$/);
    expect(progress.at(-1)).toMatch(new RegExp(`^rebuilding all projections: ${events}(/${events})? events`));
    const lines = r.stdout.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(
        `^rebuilt games, mana, abilities, rejections, control, cards, combat, spells: ${events} events up to position \\d+ in [\\d.]+s \\(by this process\\)$`,
      ),
    );
    expect(r.stdout + r.stderr).not.toContain('\u001b[');
  });

  it('rebuilds one projection, showing progress against the events it had handled', () => {
    const r = arbiter('projections', 'rebuild', 'mana');
    expect(r.status).toBe(0);
    expect(r.stderr).toContain(`rebuilding mana: ${events}/${events} events (100%)`);
    expect(r.stdout).toContain(`rebuilt mana: ${events} events`);
  });

  it('exits 2 for an unknown projection, naming the known ones', () => {
    const r = arbiter('projections', 'rebuild', 'nope');
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toBe(
      'error: no projection "nope" (known: games, mana, abilities, rejections, control, cards, combat, spells)\n',
    );
  });

  it('leaves read models equal to a rebuild from scratch', async () => {
    const store = new SqliteEventStore({ path: tmp.file('arbiter.db') });
    const scratch = await rebuildFromScratch(store, tmp.dir);
    await store.close();
    expect(dumpReadModels(tmp.file('analytics.db'))).toEqual(dumpReadModels(scratch));
  });
});

describe('apps/projector', () => {
  it('catches up, keeps running until SIGTERM, then exits 0', async () => {
    const child = fork(join(root, 'apps/projector/src/main.ts'), [], {
      cwd: root,
      execArgv: register,
      env,
      stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    });
    const lines = createInterface({ input: child.stdout! });
    const output: string[] = [];
    await new Promise<void>((resolveCaughtUp, reject) => {
      const timer = setTimeout(() => {
        reject(new Error(`no "caught up" line in:\n${output.join('\n')}`));
      }, 60_000);
      lines.on('line', (line) => {
        output.push(line);
        if (line.includes('caught up at position')) {
          clearTimeout(timer);
          resolveCaughtUp();
        }
      });
    });
    const exit = new Promise<number | null>((r) =>
      child.once('exit', (code) => {
        r(code);
      }),
    );
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(output.join('\n')).toContain('SIGTERM: stopping the projector');
    lines.close();
  }, 60_000);
});

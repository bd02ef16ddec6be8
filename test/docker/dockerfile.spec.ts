/**
 * The Dockerfile and docker-compose.yml, checked without a Docker engine: the image builds dist/
 * the way `npm run build` does (same command, every input copied to the same place, nothing left
 * out by .dockerignore), runs it the way `npm start` does, as a user other than root, with a
 * HEALTHCHECK; the compose file builds the api from it beside the EventStoreDB service.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, posix, relative, resolve } from 'node:path';
import { load } from 'js-yaml';
import { execForm, readCopy, readDockerfile, type Instruction, type Stage } from './dockerfile.reader';

const root = resolve(__dirname, '..', '..');
const text = (path: string): string => readFileSync(join(root, path), 'utf8');

interface PackageJson {
  engines: { node: string };
  scripts: Record<string, string>;
}
interface TsConfig {
  extends?: string;
  include?: string[];
  compilerOptions?: { outDir?: string };
}

const pkg = JSON.parse(text('package.json')) as PackageJson;
const stages = readDockerfile(text('Dockerfile'));
const buildStage = stages.find((s) => s.name === 'build');
const runtime = stages.at(-1);

function only<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`no ${what}`);
  return value;
}

const keywords = (stage: Stage | undefined, keyword: string): Instruction[] => (stage?.instructions ?? []).filter((i) => i.keyword === keyword);
const workdir = (stage: Stage | undefined): string => keywords(stage, 'WORKDIR').at(-1)?.args ?? '/';

/** A tsconfig with its `extends` chain, nearest last. */
function tsconfigChain(path: string): { path: string; config: TsConfig }[] {
  const config = JSON.parse(text(path)) as TsConfig;
  const parent = config.extends === undefined ? [] : tsconfigChain(posix.join(posix.dirname(path), config.extends));
  return [...parent, { path, config }];
}

function filesUnder(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = posix.join(dir, name);
    return statSync(join(root, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

/** The steps of `npm run build`, split on `&&`. */
const buildSteps = pkg.scripts['build']?.split('&&').map((s) => s.trim().split(/\s+/)) ?? [];

/** Every file `npm run build` reads from the repository (node_modules aside). */
function buildInputs(): string[] {
  const inputs = new Set(['package.json', 'package-lock.json']);
  for (const step of buildSteps) {
    const [tool, ...args] = step;
    if (tool === 'tsc' || tool === 'tsc-alias') {
      const project = args[args.indexOf('-p') + 1] ?? '';
      for (const { path } of tsconfigChain(project)) inputs.add(path);
      if (tool === 'tsc') {
        const tscBin = require.resolve('typescript/bin/tsc');
        const listed = spawnSync(process.execPath, [tscBin, '-p', project, '--listFilesOnly'], { cwd: root, encoding: 'utf8' });
        expect(listed.status).toBe(0);
        for (const file of listed.stdout.split('\n').filter((f) => f !== '')) {
          const rel = relative(root, file).split('\\').join('/');
          if (!rel.startsWith('node_modules/') && !rel.startsWith('..')) inputs.add(rel);
        }
      }
    } else if (tool === 'node') {
      // The web bundle: its script, its tsconfig chain and everything that tsconfig includes.
      const script = args[0] ?? '';
      inputs.add(script);
      const webConfig = posix.join(posix.dirname(script), 'tsconfig.json');
      for (const { path, config } of tsconfigChain(webConfig)) {
        inputs.add(path);
        if (path === webConfig) for (const dir of config.include ?? []) for (const f of filesUnder(posix.join(posix.dirname(path), dir))) inputs.add(f);
      }
    } else {
      throw new Error(`a build step this test does not know how to read: ${step.join(' ')}`);
    }
  }
  return [...inputs].sort();
}

/** Where a build-context file lands in the build stage, or null when no COPY takes it. */
function copiedTo(file: string): string | null {
  const dir = workdir(buildStage);
  for (const copy of keywords(buildStage, 'COPY').map((i) => readCopy(i.args))) {
    if (copy.from !== null) continue;
    for (const source of copy.sources) {
      const src = posix.normalize(source);
      if (file !== src && !file.startsWith(`${src}/`)) continue;
      const intoDir = copy.destination.endsWith('/') || copy.destination === '.' || copy.sources.length > 1;
      const target = posix.resolve(dir, copy.destination, intoDir ? basename(src) : '');
      return posix.join(target, file.slice(src.length));
    }
  }
  return null;
}

function dockerignored(file: string): boolean {
  const patterns = text('.dockerignore').split('\n').map((l) => l.trim()).filter((l) => l !== '' && !l.startsWith('#'));
  return patterns.some((p) => {
    const glob = p.split('**').map((part) => part.replace(/[.+^$()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')).join('.*');
    const re = new RegExp(`^${glob}(/.*)?$`);
    return re.test(file);
  });
}

describe('Dockerfile', () => {
  it('has a build stage and a runtime stage on the Node major that package.json asks for', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(buildStage).toBeDefined();
    expect(runtime).not.toBe(buildStage);
    const major = (image: string): number => Number(/^node:(\d+)/.exec(image)?.[1]);
    const wanted = Number(/>=\s*(\d+)/.exec(pkg.engines.node)?.[1]);
    expect(major(buildStage?.image ?? '')).toBe(wanted);
    expect(major(runtime?.image ?? '')).toBe(major(buildStage?.image ?? ''));
    // The same Debian release in both stages, so better-sqlite3's binary built in one runs in the other.
    const release = (image: string): string | undefined => /-(bookworm|bullseye|trixie)/.exec(image)?.[1];
    expect(release(runtime?.image ?? '')).toBe(release(buildStage?.image ?? ''));
  });

  it('installs from the lockfile, then runs `npm run build` itself', () => {
    const steps = only(buildStage, 'build stage').instructions;
    const install = steps.findIndex((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args));
    const build = steps.findIndex((i) => i.keyword === 'RUN' && /\bnpm run build\b/.test(i.args));
    expect(install).toBeGreaterThanOrEqual(0);
    expect(build).toBeGreaterThan(install);
    expect(steps.slice(0, install).filter((i) => i.keyword === 'COPY').flatMap((i) => readCopy(i.args).sources).sort()).toEqual(['package-lock.json', 'package.json']);
  });

  it('copies every file `npm run build` reads to the same place, and .dockerignore leaves them in the context', () => {
    const inputs = buildInputs();
    expect(inputs).toEqual(expect.arrayContaining(['tsconfig.build.json', 'tsconfig.json', 'apps/api/src/main.ts', 'apps/cli/src/main.ts', 'apps/web/build.mjs', 'libs/rules/src/index.ts']));
    const dir = workdir(buildStage);
    const misplaced = inputs.filter((file) => copiedTo(file) !== posix.join(dir, file));
    expect(misplaced).toEqual([]);
    expect(inputs.filter(dockerignored)).toEqual([]);
  });

  it('keeps host builds and dependencies out of the context', () => {
    expect(dockerignored('node_modules/x/index.js')).toBe(true);
    expect(dockerignored('dist/apps/api/src/main.js')).toBe(true);
  });

  it('ships the build stage\'s dist/ where `npm start` runs it, with production dependencies only', () => {
    const outDir = tsconfigChain('tsconfig.build.json').map((c) => c.config.compilerOptions?.outDir).filter((d) => d !== undefined).at(-1) ?? '';
    expect(outDir).toBe('dist');
    // The web bundle lands inside it too.
    expect(text('apps/web/build.mjs')).toMatch(/resolve\(here, '\.\.\/\.\.\/dist\/web'\)/);
    const copies = keywords(runtime, 'COPY').map((i) => readCopy(i.args));
    const dist = copies.find((c) => c.from === buildStage?.name && c.sources.includes(posix.join(workdir(buildStage), outDir)));
    expect(dist).toBeDefined();
    expect(posix.resolve(workdir(runtime), dist?.destination ?? '')).toBe(posix.join(workdir(runtime), outDir));
    expect(copies.some((c) => c.from === buildStage?.name && c.sources.includes(posix.join(workdir(buildStage), 'node_modules')))).toBe(true);
    const pruned = [...keywords(buildStage, 'RUN'), ...keywords(runtime, 'RUN')].some((i) => /npm (prune|ci) [^&]*--omit=dev/.test(i.args));
    expect(pruned).toBe(true);
    // `npm start` is `node dist/apps/api/src/main.js` after its build; the image runs the same file.
    const start = pkg.scripts['start']?.split(/\s+/);
    expect(execForm(only(keywords(runtime, 'CMD').at(-1), 'CMD').args)).toEqual(start);
    // No RUN after the build touches dist/ in the build stage.
    const steps = only(buildStage, 'build stage').instructions;
    const build = steps.findIndex((i) => i.keyword === 'RUN' && /\bnpm run build\b/.test(i.args));
    expect(steps.slice(build + 1).filter((i) => i.keyword === 'RUN' && i.args.includes(outDir))).toEqual([]);
  });

  it('runs as a user other than root, with a writable data folder', () => {
    const user = keywords(runtime, 'USER').at(-1)?.args ?? 'root';
    expect(['root', '0', '0:0', 'root:root']).not.toContain(user);
    const steps = only(runtime, 'runtime stage').instructions;
    const userAt = steps.findIndex((i) => i.keyword === 'USER');
    // One switch, after the root-only steps; the data folder belongs to that user.
    expect(steps.slice(userAt + 1).filter((i) => i.keyword === 'USER')).toEqual([]);
    const dataDir = /ARBITER_DATA_DIR=(\S+)/.exec(keywords(runtime, 'ENV').map((i) => i.args).join(' '))?.[1];
    expect(dataDir).toBeDefined();
    expect(steps.slice(0, userAt).some((i) => i.keyword === 'RUN' && i.args.includes(`chown ${user}:${user} ${dataDir ?? ''}`))).toBe(true);
  });

  it('has a HEALTHCHECK on /health at the port it exposes', () => {
    const check = only(keywords(runtime, 'HEALTHCHECK').at(-1), 'HEALTHCHECK').args;
    const command = execForm(check.slice(check.indexOf('CMD') + 'CMD'.length).trim());
    expect(command?.[0]).toBe('node');
    expect(command?.join(' ')).toContain('/health');
    expect(command?.join(' ')).toContain('process.env.PORT');
    const port = /PORT=(\d+)/.exec(keywords(runtime, 'ENV').map((i) => i.args).join(' '))?.[1];
    expect(keywords(runtime, 'EXPOSE').map((i) => i.args)).toContain(port);
  });
});

describe('docker-compose.yml', () => {
  type Service = Record<string, unknown> & {
    image?: string;
    build?: { context?: string; dockerfile?: string; dockerfile_inline?: string } | string;
    environment?: Record<string, string>;
    depends_on?: Record<string, { condition: string }> | string[];
    volumes?: string[];
    networks?: Record<string, unknown> | string[];
    ports?: string[];
    profiles?: string[];
    healthcheck?: { test: unknown };
  };
  const compose = load(text('docker-compose.yml'), { filename: 'docker-compose.yml' }) as {
    services: Record<string, Service>;
    volumes?: Record<string, unknown>;
    networks?: Record<string, unknown>;
  } & Record<string, unknown>;
  const services = compose.services;

  it('builds the api from the Dockerfile, not an inline one', () => {
    const api = only(services['api'], 'api service');
    expect(api.image).toBeUndefined();
    expect(api.build).toEqual({ context: '.', dockerfile: 'Dockerfile' });
    expect(existsSync(join(root, 'Dockerfile'))).toBe(true);
    expect(text('docker-compose.yml')).not.toContain('dockerfile_inline');
    // Its data folder is a volume, where the image keeps ARBITER_DATA_DIR.
    expect(api.volumes?.map((v) => v.split(':')[1])).toContain('/data');
  });

  it('keeps the EventStoreDB service, which the api waits for and talks to', () => {
    const esdb = only(services['eventstore'], 'eventstore service');
    expect(esdb.image).toMatch(/^eventstore\/eventstore:\d/);
    expect(esdb.healthcheck?.test).toBeDefined();
    const api = only(services['api'], 'api service');
    expect(api.depends_on).toEqual({ eventstore: { condition: 'service_healthy' } });
    const port = esdb.environment?.['EVENTSTORE_NODE_PORT'];
    expect(api.environment?.['EVENTSTORE_URL']).toBe(`esdb://eventstore:${port ?? ''}?tls=false`);
    expect(esdb.environment?.['EVENTSTORE_INSECURE']).toBe('true');
  });

  it('is well formed: known top-level keys, every reference declared, every service runnable', () => {
    for (const key of Object.keys(compose)) expect(['services', 'volumes', 'networks', 'configs', 'secrets', 'name'].includes(key) || key.startsWith('x-')).toBe(true);
    const declaredVolumes = Object.keys(compose.volumes ?? {});
    const declaredNetworks = Object.keys(compose.networks ?? {});
    for (const [name, s] of Object.entries(services)) {
      expect([name, s.image !== undefined || s.build !== undefined]).toEqual([name, true]);
      const dependsOn = Array.isArray(s.depends_on) ? s.depends_on : Object.keys(s.depends_on ?? {});
      for (const d of dependsOn) expect(Object.keys(services)).toContain(d);
      for (const v of s.volumes ?? []) {
        const source = v.split(':')[0] ?? '';
        if (!source.startsWith('.') && !source.startsWith('/')) expect(declaredVolumes).toContain(source);
      }
      const networks = Array.isArray(s.networks) ? s.networks : Object.keys(s.networks ?? {});
      for (const n of networks) expect(declaredNetworks).toContain(n);
      for (const p of s.ports ?? []) expect(p).toMatch(/^\d+:\d+$/);
      for (const [k, v] of Object.entries(s.environment ?? {})) expect([k, typeof v]).toEqual([k, 'string']);
      if (s.healthcheck !== undefined) expect(Array.isArray(s.healthcheck.test)).toBe(true);
      if (s.profiles !== undefined) expect(Array.isArray(s.profiles)).toBe(true);
    }
    // The cluster stays behind its profile: `docker compose up` starts only the single node and the api.
    expect(Object.entries(services).filter(([, s]) => s.profiles === undefined).map(([n]) => n).sort()).toEqual(['api', 'eventstore']);
  });
});

/**
 * Game service figures (issue 5): time travel to random revisions of a 100,000-event game with
 * snapshots vs a full replay (ratio), the API's actions/s with p50/p99 latency under autocannon on
 * loopback (the API in its own process, embedded SQLite store), the API's peak RSS while serving
 * time travel on the big game, the HTTP floor (a route that only checks the key), and the same
 * action load on an API whose SQLite store commits in the main thread (ADR 0010) and on one that
 * runs the projector in the main thread (ADR 0011).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import { gameStream, toEngineEvent, type LoggedEvent } from '@arbiter/game-log';
import { GameQueryService, GameRepository, loadConfig } from '@arbiter/platform';
import { createDecider } from '@arbiter/rules';
import { CARD_CATALOG } from '@arbiter/cards';
import { seededRandom } from '@arbiter/simulation';
import { cycleAction, cyclePass, cycleStart, CYCLE_LENGTH } from './support/action-cycle';
import type { BenchRow } from './bench.types';

const KEY = 'bench-judge';
const root = resolve(__dirname, '..');

export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => {
        if (address !== null && typeof address === 'object') ok(address.port);
        else fail(new Error('no port'));
      });
    });
  });
}

let built = false;

/** The API as `npm start` runs it: the compiled build, rebuilt once per bench run (never stale). */
function apiCommand(): string[] {
  if (!built) execFileSync('npm', ['run', '-s', 'build'], { cwd: root, stdio: 'inherit' });
  built = true;
  return ['dist/apps/api/src/main.js'];
}

export async function startApi(
  dir: string,
  port: number,
  env: Record<string, string> = {},
): Promise<ChildProcess> {
  const child = spawn(process.execPath, apiCommand(), {
    cwd: root,
    env: {
      ...process.env,
      ARBITER_DATA_DIR: dir,
      PORT: String(port),
      ARBITER_API_KEYS: `${KEY}:judge`,
      ARBITER_DEMO: 'false',
      LOG_LEVEL: 'silent',
      ARBITER_SNAPSHOT_EVERY: '100',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/health`);
      if (res.ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('the API did not start');
}

async function call(
  port: number,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: unknown }> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, {
    method,
    headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: await res.json() };
}

/** Resets the kernel's peak-RSS mark (VmHWM), so the next reading covers only what follows. */
export function resetPeakRss(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

/** CPU time used so far (user + system, ms) by a process and by its main thread, from /proc. */
function cpuMs(pid: number): { process: number; main: number } {
  // Fields 14 and 15 of /proc/<pid>/stat (utime, stime) in clock ticks; the name (field 2) may
  // hold spaces, so fields are counted from after its closing parenthesis.
  const ticks = (file: string): number => {
    const fields = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return Number(fields[11]) + Number(fields[12]);
  };
  const msPerTick = 1000 / CLOCK_TICKS;
  return {
    process: ticks(`/proc/${pid}/stat`) * msPerTick,
    main: ticks(`/proc/${pid}/task/${pid}/stat`) * msPerTick,
  };
}

/** Clock ticks per second of /proc's CPU times (100 on Linux unless configured otherwise). */
const CLOCK_TICKS = ((): number => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

export function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

export async function run({ quick }: { quick: boolean }): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-api-'));
  const port = await freePort();
  const api = await startApi(dir, port);
  try {
    // 1. A big game, recorded through the API.
    const target = quick ? 10_000 : 100_000;
    const created = await call(port, 'POST', '/games', {
      players: ['alice', 'bob'],
      start: cycleStart(Math.ceil(target / 25)),
    });
    const gameId = (created.json as { id: string }).id;
    let revision = 0;
    const t0 = performance.now();
    for (let i = 0; revision < target; i++) {
      const res = await call(port, 'POST', `/games/${gameId}/actions`, {
        action: cycleAction(i),
      });
      if (res.status !== 200) throw new Error(`bench action refused: ${JSON.stringify(res.json)}`);
      revision = (res.json as { revision: number }).revision;
    }
    const recordSeconds = (performance.now() - t0) / 1000;
    rows.push({
      suite: 'api',
      name: `record a ${revision + 1}-event game (sequential POSTs)`,
      value: recordSeconds,
      unit: 's',
    });

    // 2. Time travel vs full replay, in this process over the same SQLite file.
    const store = new SqliteEventStore({ path: join(dir, 'arbiter.db') });
    const games = new GameQueryService(new GameRepository(store, { ...loadConfig({}), dataDir: dir, snapshotEvery: 100 }));
    const decider = createDecider(CARD_CATALOG);
    const random = seededRandom(42);
    const picks = Array.from({ length: quick ? 20 : 50 }, () => random.int(0, revision));
    const tt0 = performance.now();
    for (const r of picks) await games.stateAt(gameId, r);
    const timeTravelMs = (performance.now() - tt0) / picks.length;
    const fullRuns = quick ? 2 : 3;
    const fr0 = performance.now();
    for (let k = 0; k < fullRuns; k++) {
      let state = decider.initialState();
      for await (const e of store.readStream(gameStream(gameId)))
        state = decider.evolve(state, toEngineEvent(e as unknown as LoggedEvent));
      if (state.revision !== revision) throw new Error('full replay ended at the wrong revision');
    }
    const fullMs = (performance.now() - fr0) / fullRuns;
    await store.close();
    rows.push({
      suite: 'api',
      name: `time travel to a random revision (${revision + 1} events, snapshot every 100)`,
      value: timeTravelMs,
      unit: 'ms',
    });
    rows.push({ suite: 'api', name: 'full replay of the same game', value: fullMs, unit: 'ms' });
    rows.push({
      suite: 'api',
      name: 'time travel speed-up vs full replay',
      value: fullMs / timeTravelMs,
      unit: 'x',
      note: 'target ≥ 50x',
    });

    // 3. Peak RSS of the API while serving time travel over HTTP (recording's peak not counted).
    const views = quick ? 50 : 200;
    resetPeakRss(api.pid ?? 0);
    const v0 = performance.now();
    for (let i = 0; i < views; i++) {
      const res = await call(port, 'GET', `/games/${gameId}/view?at=${random.int(0, revision)}`);
      if (res.status !== 200) throw new Error('time travel over HTTP failed');
    }
    rows.push({
      suite: 'api',
      name: 'GET /view?at=random over HTTP',
      value: (performance.now() - v0) / views,
      unit: 'ms/request',
    });
    rows.push({
      suite: 'api',
      name: 'API peak RSS serving time travel on that game',
      value: peakRssMb(api.pid ?? 0),
      unit: 'MB',
      note: 'target < 300 MB',
    });

    // 4. Throughput under autocannon, as `npm start` runs (writer thread, projector thread).
    const threaded = await actionThroughput(port, quick, api.pid ?? 0);
    rows.push({
      suite: 'api',
      name: `POST /actions under autocannon (${CONNECTIONS} connections, SQLite, writer thread)`,
      value: threaded.perSecond,
      unit: 'actions/s',
      note: `non-2xx: ${threaded.non2xx}`,
    });
    rows.push({ suite: 'api', name: 'POST /actions latency p50', value: threaded.p50, unit: 'ms' });
    rows.push({
      suite: 'api',
      name: 'POST /actions latency p99',
      value: threaded.p99,
      unit: 'ms',
    });
    rows.push({
      suite: 'api',
      name: 'API CPU per action: main thread',
      value: threaded.mainCpuMs,
      unit: 'ms',
      note: `whole process (writer, projector, GC threads): ${threaded.processCpuMs.toFixed(2)} ms`,
    });
    // More connections: throughput grows while latency does too. The target is a throughput at
    // a latency (≥ 2,000/s at p99 < 20 ms): the highest actions/s of the loads that keep p99
    // under 20 ms is the figure that meets it or not.
    const loads = [{ connections: CONNECTIONS, ...threaded }];
    for (const connections of MORE_CONNECTIONS) {
      const more = await actionThroughput(port, quick, api.pid ?? 0, connections);
      loads.push({ connections, ...more });
      rows.push({
        suite: 'api',
        name: `POST /actions under autocannon (${connections} connections)`,
        value: more.perSecond,
        unit: 'actions/s',
        note: `p50 ${more.p50} ms, p99 ${more.p99} ms; non-2xx: ${more.non2xx}`,
      });
    }
    const withinP99 = loads.filter((l) => l.p99 < P99_TARGET_MS && l.non2xx === 0);
    const best = withinP99.reduce<(typeof loads)[number] | undefined>(
      (top, l) => (top === undefined || l.perSecond > top.perSecond ? l : top),
      undefined,
    );
    rows.push({
      suite: 'api',
      name: `POST /actions: highest actions/s at p99 < ${P99_TARGET_MS} ms (${loads.map((l) => l.connections).join(', ')} connections)`,
      value: best?.perSecond ?? 0,
      unit: 'actions/s',
      note:
        best === undefined
          ? `target ≥ 2,000/s: no load kept p99 under ${P99_TARGET_MS} ms`
          : `target ≥ 2,000/s at p99 < ${P99_TARGET_MS} ms: ${best.connections} connections, p50 ${best.p50} ms, p99 ${best.p99} ms`,
    });

    // 5. The framework's floor: a route that only checks the key (no body, no store).
    const floor = await autocannon({
      url: `http://127.0.0.1:${port}/me`,
      connections: CONNECTIONS,
      duration: quick ? 3 : 10,
      headers: { Authorization: `Bearer ${KEY}` },
    });
    rows.push({
      suite: 'api',
      name: 'GET /me under autocannon (key check only: the HTTP floor)',
      value: floor['2xx'] / (floor.duration || 1),
      unit: 'requests/s',
      note: `p99 ${floor.latency.p99} ms`,
    });
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }

  // 6. The same load with one part moved back into the API's main thread: the SQLite commits
  //    (ADR 0010's alternative) or the analytics projector (ADR 0011's).
  const defaults = rows.find((r) =>
    r.name.startsWith(`POST /actions under autocannon (${CONNECTIONS} connections`),
  );
  const defaultMainCpu = rows.find((r) => r.name === 'API CPU per action: main thread');
  const alternatives: { env: Record<string, string>; what: string; ratio: string }[] = [
    {
      env: { ARBITER_SQLITE_WRITER: 'inline' },
      what: 'SQLite committing',
      ratio: 'writer thread ÷ main-thread commits',
    },
    {
      env: { ARBITER_PROJECTOR: 'inline' },
      what: 'the projector',
      ratio: 'projector thread ÷ projector in the main thread',
    },
  ];
  for (const alternative of alternatives) {
    const altDir = mkdtempSync(join(tmpdir(), 'arbiter-bench-api-alt-'));
    const altPort = await freePort();
    const altApi = await startApi(altDir, altPort, alternative.env);
    try {
      const alt = await actionThroughput(altPort, quick, altApi.pid ?? 0);
      rows.push({
        suite: 'api',
        name: `POST /actions, same load, ${alternative.what} in the main thread`,
        value: alt.perSecond,
        unit: 'actions/s',
        note: `p50 ${alt.p50} ms, p99 ${alt.p99} ms; main thread ${alt.mainCpuMs.toFixed(2)} ms CPU per action`,
      });
      if (defaults !== undefined)
        rows.push({
          suite: 'api',
          name: `${alternative.ratio} (actions/s)`,
          value: defaults.value / alt.perSecond,
          unit: 'x',
          ...(defaultMainCpu === undefined
            ? {}
            : {
                note: `main-thread CPU per action ${(defaultMainCpu.value / alt.mainCpuMs).toFixed(2)}x`,
              }),
        });
    } finally {
      altApi.kill('SIGTERM');
      await new Promise((r) => altApi.once('exit', r));
      rmSync(altDir, { recursive: true, force: true });
    }
  }
  return rows;
}

const CONNECTIONS = 10;
/** Further loads, after the 10-connection one. */
const MORE_CONNECTIONS = [16, 24, 32];
const P99_TARGET_MS = 20;

/**
 * POST /actions under autocannon. autocannon resets a connection's context after each pass over
 * its request list, so each pass (one legal cycle of actions, ending where it began) borrows a
 * game from a pool and gives it back when the pass ends: no game is ever used by two connections
 * at once.
 */
async function actionThroughput(
  port: number,
  quick: boolean,
  pid: number,
  connections = CONNECTIONS,
): Promise<{
  perSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  /** CPU time per answered action, read from /proc around the run. */
  mainCpuMs: number;
  processCpuMs: number;
}> {
  const pool: string[] = [];
  // Passes of the cycle each game has had: a pass's discards name the cards drawn in it.
  const passes = new Map<string, number>();
  // Each pass draws one card per player from a deck-sized library: 8 games per connection keep a
  // 13 s run (warm-up and measure) under 100 passes a game up to 492 actions/s per connection
  // (with fewer, the fastest runs decked their games and counted refusals).
  for (let c = 0; c < connections * 8; c++) {
    const g = await call(port, 'POST', '/games', {
      players: ['alice', 'bob'],
      start: cycleStart(100),
    });
    pool.push((g.json as { id: string }).id);
  }
  const headers = { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' };
  const load = (duration: number): Promise<autocannon.Result> =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration,
      requests: Array.from({ length: CYCLE_LENGTH }, (_, i): autocannon.Request => ({
        method: 'POST',
        headers,
        setupRequest: (req: autocannon.Request, context: object) => {
          const ctx = context as Record<string, unknown>;
          if (i === 0) ctx['game'] = pool.shift();
          const game = String(ctx['game']);
          return {
            ...req,
            path: `/games/${game}/actions`,
            body: JSON.stringify({ action: cyclePass(passes.get(game) ?? 0)[i] }),
          };
        },
        ...(i === CYCLE_LENGTH - 1
          ? {
              onResponse: (_status: number, _body: string, context: object) => {
                const game = String((context as Record<string, unknown>)['game']);
                passes.set(game, (passes.get(game) ?? 0) + 1);
                pool.push(game);
              },
            }
          : {}),
      })),
    });
  // A fresh process spends its first seconds compiling hot code (TurboFan, on the same cores):
  // a short unmeasured load first, so the figures are the steady state a running API serves.
  await load(quick ? 1 : 3);
  const before = cpuMs(pid);
  const result = await load(quick ? 3 : 10);
  const after = cpuMs(pid);
  const answered = Math.max(1, result['2xx'] + result.non2xx);
  return {
    perSecond: result['2xx'] / (result.duration || 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    mainCpuMs: (after.main - before.main) / answered,
    processCpuMs: (after.process - before.process) / answered,
  };
}

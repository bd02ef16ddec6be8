/**
 * Hostile bodies (issue 17): the slowest `/health` answer while the largest body a route takes is
 * refused (a `start` at the route's limit with an unknown key; 50 MiB sent to `POST /games`, past its
 * limit; a 50 MiB upload to `POST /audits` that is not a log, parsed and audited on the audit
 * thread), and the API's peak RSS meanwhile (the audit thread's heap included).
 * `/health` is polled back to back, from another process, while each body is sent.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, peakRssMb, resetPeakRss, startApi } from './api.bench';
import { ROUTE_BODY_LIMITS } from '../apps/api/src/http/json-body';
import type { BenchRow } from './bench.types';

const GAMES_LIMIT = ROUTE_BODY_LIMITS['POST /games'] ?? 0;

const KEY = 'bench-judge';
const MiB = 1024 * 1024;

/** JSON filler of about `bytes` bytes: an array of small objects. */
function filler(bytes: number): string {
  const item = '{"a":12345,"b":"xxxxxxxxxxxxxxxxxxxx","c":[1,2,{"d":3}]},';
  return `[${item.repeat(Math.floor(bytes / item.length) - 1)}1]`;
}

/**
 * Polls /health back to back from a process of its own (so that the bench's own work on a big
 * body is not counted) until `work` ends; the slowest answer seen.
 */
async function slowestHealthWhile(
  port: number,
  work: () => Promise<number>,
): Promise<{ status: number; slowestMs: number; polls: number }> {
  const poller = spawn(process.execPath, ['-e', POLLER, String(port)], { stdio: ['pipe', 'pipe', 'inherit'] });
  let out = '';
  poller.stdout.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  await new Promise<void>((ok) => {
    poller.stdout.once('data', () => {
      ok();
    });
  });
  const status = await work();
  const exited = new Promise((ok) => poller.once('exit', ok));
  poller.stdin.end('stop\n');
  await exited;
  const result = JSON.parse(out.slice(out.indexOf('{'))) as { slowestMs: number; polls: number };
  return { status, ...result };
}

/** Writes "ready" after its first answer, then polls until stdin says stop, and prints its figures. */
const POLLER = `
const port = process.argv[1];
let on = true, slowestMs = 0, polls = 0;
process.stdin.on('data', () => { on = false; });
(async () => {
  await (await fetch('http://127.0.0.1:' + port + '/health')).arrayBuffer();
  process.stdout.write('ready\\n');
  while (on) {
    const t = performance.now();
    await (await fetch('http://127.0.0.1:' + port + '/health')).arrayBuffer();
    slowestMs = Math.max(slowestMs, performance.now() - t);
    polls++;
  }
  process.stdout.write(JSON.stringify({ slowestMs, polls }));
})();
`;

/**
 * The status of a POST of `body`. A server that refuses a body by its declared length may close
 * the connection while the body is still being sent: that is the refusal, reported as 413.
 */
async function send(port: number, path: string, body: Uint8Array): Promise<number> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
      body,
    });
    await res.arrayBuffer();
    return res.status;
  } catch (err) {
    const code = (err as { cause?: { code?: unknown } }).cause?.code;
    if (code === 'EPIPE' || code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 413;
    throw err;
  }
}

export async function run({ quick }: { quick: boolean }): Promise<BenchRow[]> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-bodies-'));
  const port = await freePort();
  const api = await startApi(dir, port);
  const rows: BenchRow[] = [];
  try {
    const big = quick ? 8 * MiB : 50 * MiB;
    // Bodies are encoded before the clock starts: the bench's own event loop must not be what is slow.
    const cases: { name: string; path: string; body: Uint8Array; expected: number }[] = [
      { name: `a ${GAMES_LIMIT / 1024} KiB start with an unknown key (POST /games, at its limit)`, path: '/games', body: Buffer.from(`{"players":["alice","bob"],"start":{"junk":${filler(GAMES_LIMIT - 100)}}}`), expected: 400 },
      { name: `${big / MiB} MiB sent to POST /games (past its ${GAMES_LIMIT / 1024} KiB limit)`, path: '/games', body: Buffer.from(`{"players":["alice","bob"],"start":{"junk":${filler(big)}}}`), expected: 413 },
      { name: `${big / MiB} MiB that is not a log (POST /audits, at its limit)`, path: '/audits', body: Buffer.from(`{"not":${filler(big - 100)}}`), expected: 400 },
    ];
    resetPeakRss(api.pid ?? 0);
    let slowestOverall = 0;
    for (const c of cases) {
      // Three times each: the first includes the server's warm-up (JIT) for that route.
      const runs: number[] = [];
      let polls = 0;
      for (let k = 0; k < 3; k++) {
        const run = await slowestHealthWhile(port, () => send(port, c.path, c.body));
        if (run.status !== c.expected) throw new Error(`${c.name}: expected ${c.expected}, got ${run.status}`);
        runs.push(run.slowestMs);
        polls += run.polls;
      }
      const slowest = Math.max(...runs);
      slowestOverall = Math.max(slowestOverall, slowest);
      rows.push({
        suite: 'api',
        name: `slowest /health answer while ${c.name} is refused (${c.expected})`,
        value: slowest,
        unit: 'ms',
        note: `runs: ${runs.map((r) => r.toFixed(0)).join(' / ')} ms, ${polls} polls; target < 100 ms`,
      });
    }
    rows.push({ suite: 'api', name: 'slowest /health answer while a max-size body is refused', value: slowestOverall, unit: 'ms', note: 'target < 100 ms' });
    rows.push({ suite: 'api', name: 'peak RSS of the API meanwhile', value: peakRssMb(api.pid ?? 0), unit: 'MB' });
  } finally {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
  return rows;
}

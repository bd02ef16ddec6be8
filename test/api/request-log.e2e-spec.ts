/**
 * The request log as `npm start` writes it (pino JSON lines on stdout): one line per request,
 * neither the `Authorization` header nor `?key=` in it (query or URL), and no line for the
 * health check that load balancers poll; each line under the request's id (X-Request-Id).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { temporaryDir } from '../event-store/support/temp-dir';

const root = resolve(__dirname, '..', '..');
const KEY = 'log-judge-key-4b1d';
const tmp = temporaryDir('request-log');

interface LogLine {
  msg?: string;
  req?: { id?: unknown; method: string; url: string; query?: Record<string, unknown>; headers?: Record<string, unknown> };
  res?: { statusCode: number };
}

function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => {
        ok(port);
      });
    });
  });
}

let api: ChildProcess;
let stdout = '';
let port = 0;

beforeAll(async () => {
  port = await freePort();
  api = spawn(process.execPath, ['-r', '@swc-node/register', '-r', 'tsconfig-paths/register', 'apps/api/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      SWC_NODE_PROJECT: join(root, 'tsconfig.json'),
      ARBITER_DATA_DIR: tmp.dir,
      ARBITER_API_KEYS: `${KEY}:judge`,
      ARBITER_DEMO: 'false',
      LOG_LEVEL: 'info',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  api.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
  });
  await new Promise<void>((ok, fail) => {
    const timer = setInterval(() => {
      if (stdout.includes('Arbiter is listening')) {
        clearInterval(timer);
        ok();
      } else if (api.exitCode !== null) {
        clearInterval(timer);
        fail(new Error(`the API exited (${String(api.exitCode)}): ${stdout}`));
      }
    }, 50);
  });
}, 60_000);

afterAll(async () => {
  if (api.exitCode === null) {
    const exited = new Promise((ok) => api.once('exit', ok));
    api.kill('SIGTERM');
    await exited;
  }
  tmp.remove();
});

/** The request lines written so far, once the line for `url` is there. */
async function requestLines(url: string): Promise<LogLine[]> {
  for (let i = 0; i < 100; i++) {
    const lines = stdout
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as LogLine)
      .filter((l) => l.req !== undefined);
    if (lines.some((l) => l.req?.url === url)) return lines;
    await new Promise((ok) => setTimeout(ok, 50));
  }
  throw new Error(`no log line for ${url} in:\n${stdout}`);
}

describe('the request log', () => {
  it('logs each request without its key, and not the health check', async () => {
    const base = `http://127.0.0.1:${String(port)}`;
    expect((await fetch(`${base}/health`)).status).toBe(200);
    expect((await fetch(`${base}/games?key=${KEY}&from=1`)).status).toBe(200);
    expect((await fetch(`${base}/me`, { headers: { Authorization: `Bearer ${KEY}` } })).status).toBe(200);
    // A key in a header of the client's own, or in a cookie, is not logged either (issue 17).
    expect((await fetch(`${base}/games?from=2`, { headers: { Authorization: `Bearer ${KEY}`, 'x-api-key': `${KEY}-x`, cookie: `k=${KEY}-c` } })).status).toBe(200);
    const lines = await requestLines('/games?from=2');
    expect(stdout).not.toContain(KEY);
    const byQuery = lines.find((l) => l.req?.url === '/games?key=[Redacted]&from=1');
    expect(byQuery?.req?.query).toEqual({ key: '[Redacted]', from: '1' });
    expect(byQuery?.res?.statusCode).toBe(200);
    const byHeader = lines.find((l) => l.req?.url === '/me');
    expect(byHeader?.req?.headers?.['authorization']).toBe('[Redacted]');
    const custom = lines.find((l) => l.req?.url === '/games?from=2');
    expect(custom?.req?.headers).toMatchObject({ 'x-api-key': '[Redacted]', cookie: '[Redacted]' });
    expect(lines.filter((l) => l.req?.url === '/health')).toEqual([]);
  });

  it("logs each request under the id it answers with in X-Request-Id, the client's own when it sends one", async () => {
    const base = `http://127.0.0.1:${String(port)}`;
    const own = await fetch(`${base}/me?from=7`, { headers: { Authorization: `Bearer ${KEY}`, 'X-Request-Id': 'log-req-7' } });
    expect(own.headers.get('x-request-id')).toBe('log-req-7');
    const made = await fetch(`${base}/me?from=8`, { headers: { Authorization: `Bearer ${KEY}` } });
    const lines = await requestLines('/me?from=8');
    expect(lines.find((l) => l.req?.url === '/me?from=7')?.req?.id).toBe('log-req-7');
    expect(lines.find((l) => l.req?.url === '/me?from=8')?.req?.id).toBe(made.headers.get('x-request-id'));
  });
});

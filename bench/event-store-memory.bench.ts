/**
 * Memory: reading and subscribing through a 1,000,000-event stream must stream (one page in
 * memory at a time), never buffer the stream whole. The stream is written here; reading and
 * subscribing run in a fresh child process (this same file, run as a script), so the peak RSS
 * it reports belongs to that work alone. Target: peak RSS < 200 MB.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filter, firstValueFrom, tap } from 'rxjs';
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import type { BenchModule, BenchRow } from './bench.types';

const SUITE = 'event-store';
const STREAM = 'game-long';

interface ChildReport {
  readonly count: number;
  readonly readPerSecond: number;
  readonly subscribePerSecond: number;
  readonly startRssMb: number;
  readonly peakRssMb: number;
}

const rssMb = (): number => process.memoryUsage.rss() / 2 ** 20;

async function write(path: string, total: number): Promise<void> {
  const store = new SqliteEventStore({ path, durability: 'NORMAL' });
  let expected: bigint | 'no_stream' = 'no_stream';
  for (let from = 0; from < total; from += 1000) {
    const batch = Array.from({ length: Math.min(1000, total - from) }, (_, i) => ({
      type: 'DamageDealt',
      data: { source: `permanent-${from + i}`, target: 'bob', amount: 3 },
      metadata: { actor: 'engine', rule: '120.3' },
    }));
    expected = (await store.appendToStream(STREAM, batch, { expectedRevision: expected }))
      .nextExpectedRevision;
  }
  await store.close();
}

/** The child's work: read the stream through, then subscribe through it to `caughtUp`. */
async function measure(path: string): Promise<ChildReport> {
  const store = new SqliteEventStore({ path });
  const startRssMb = rssMb();
  let peak = startRssMb;
  const sample = (n: number): void => {
    if (n % 10_000 === 0) peak = Math.max(peak, rssMb());
  };
  let count = 0;
  let start = process.hrtime.bigint();
  for await (const event of store.readStream(STREAM)) {
    if (event.revision >= 0n) sample(++count);
  }
  const readPerSecond = count / (Number(process.hrtime.bigint() - start) / 1e9);
  let seen = 0;
  start = process.hrtime.bigint();
  await firstValueFrom(
    store.subscribeToStream(STREAM).pipe(
      tap((m) => {
        if (m.kind === 'event') sample(++seen);
      }),
      filter((m) => m.kind === 'caughtUp'),
    ),
  );
  const subscribePerSecond = seen / (Number(process.hrtime.bigint() - start) / 1e9);
  await store.close();
  if (seen !== count) throw new Error(`subscription saw ${seen} events, the read ${count}`);
  const maxRssMb = process.resourceUsage().maxRSS / 1024;
  return {
    count,
    readPerSecond,
    subscribePerSecond,
    startRssMb,
    peakRssMb: Math.max(peak, maxRssMb),
  };
}

function inChild(path: string): Promise<ChildReport> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, ['--measure', path], {
      execArgv: ['-r', '@swc-node/register', '-r', 'tsconfig-paths/register'],
    });
    child.once('message', (report) => {
      resolve(report as ChildReport);
    });
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`memory bench child exited with ${String(code)}`));
    });
  });
}

export const run: BenchModule['run'] = async ({ quick }) => {
  const total = quick ? 100_000 : 1_000_000;
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-memory-'));
  try {
    const path = join(dir, 'long.db');
    await write(path, total);
    const report = await inChild(path);
    const label = `${total.toLocaleString('en-US')}-event stream`;
    const rows: BenchRow[] = [
      {
        suite: SUITE,
        name: `sqlite read through a ${label}`,
        value: Math.round(report.readPerSecond),
        unit: 'events/s',
        note: 'paged',
      },
      {
        suite: SUITE,
        name: `sqlite catch-up subscription through a ${label}`,
        value: Math.round(report.subscribePerSecond),
        unit: 'events/s',
        note: 'to caughtUp',
      },
      {
        suite: SUITE,
        name: 'RSS of the reading process at start',
        value: Math.round(report.startRssMb),
        unit: 'MB',
      },
      {
        suite: SUITE,
        name: 'peak RSS reading + subscribing',
        value: Math.round(report.peakRssMb),
        unit: 'MB',
        note: 'target < 200 MB',
      },
    ];
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

if (require.main === module && process.argv[2] === '--measure') {
  const path = process.argv[3] ?? '';
  measure(path).then(
    (report) => {
      process.send?.(report, () => {
        process.exit(0);
      });
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}

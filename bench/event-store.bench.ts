/**
 * Event-store throughput: the SQLite adapter beside raw better-sqlite3 doing the same writes and
 * reads at the same durability, and beside Emmett's SQLite event store as a peer.
 * Targets (issue 3): appends ≥ 0.7 of raw, reads ≥ 0.6 of raw, ahead of Emmett on both.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventData } from '@arbiter/event-store';
import {
  openEventDatabase,
  SqliteEventStore,
  type SqliteDurability,
} from '@arbiter/event-store-sqlite';
import type { BenchModule, BenchRow } from './bench.types';

const SUITE = 'event-store';
const STREAM = 'game-bench';

/** A typical engine event (about 200 bytes stored). */
function sampleEvent(i: number): EventData {
  return {
    type: 'DamageDealt',
    data: { source: `permanent-${i}`, target: 'bob', amount: 3 },
    metadata: { actor: 'engine', rule: '120.3', kind: 'consequence' },
  };
}

function batches(total: number, perAppend: number): EventData[][] {
  return Array.from({ length: total / perAppend }, (_, b) =>
    Array.from({ length: perAppend }, (_, i) => sampleEvent(b * perAppend + i)),
  );
}

async function seconds(work: () => Promise<void> | void): Promise<number> {
  const start = process.hrtime.bigint();
  await work();
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/** Runs `work` in a fresh temp folder, removed afterwards. */
async function inTempDir<T>(work: (dir: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'arbiter-bench-'));
  try {
    return await work(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The rows a raw insert writes for `batches`: serialised beforehand, as the adapter stores them. */
function rawRows(work: readonly (readonly EventData[])[], perAppend: number) {
  const created = Date.now();
  const hash = 'f'.repeat(64);
  return work.map((batch, b) =>
    batch.map(
      (e, i) =>
        [
          randomUUID(),
          STREAM,
          BigInt(b * perAppend + i),
          e.type,
          JSON.stringify(e.data),
          JSON.stringify({
            ...e.metadata,
            $correlationId: randomUUID(),
            $causationId: randomUUID(),
            hash,
          }),
          hash,
          created,
        ] as const,
    ),
  );
}

/**
 * Appends through the adapter and inserts the same rows raw, interleaved chunk by chunk (and
 * alternating which goes first), each into its own file. The machine is shared: interleaving
 * spreads whatever else runs over both sides alike, so the ratio stays meaningful.
 */
async function appendPair(
  total: number,
  perAppend: number,
  durability: SqliteDurability,
): Promise<{ adapter: number; raw: number }> {
  const work = batches(total, perAppend);
  const rows = rawRows(work, perAppend);
  const chunk = Math.max(1, Math.floor(work.length / 40));
  return inTempDir(async (dir) => {
    const store = new SqliteEventStore({ path: join(dir, 'adapter.db'), durability });
    const db = openEventDatabase(join(dir, 'raw.db'), { durability, busyTimeoutMs: 5000 });
    const insert = db.prepare(
      'INSERT INTO events (id, stream_id, revision, type, data, metadata, hash, created) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    const write = db.transaction((batch: (typeof rows)[number]) => {
      for (const row of batch) insert.run(...row);
    });
    let expected: bigint | 'no_stream' = 'no_stream';
    let adapterSeconds = 0;
    let rawSeconds = 0;
    const adapterChunk = async (from: number): Promise<void> => {
      adapterSeconds += await seconds(async () => {
        for (const batch of work.slice(from, from + chunk)) {
          const result = await store.appendToStream(STREAM, batch, { expectedRevision: expected });
          expected = result.nextExpectedRevision;
        }
      });
    };
    const rawChunk = async (from: number): Promise<void> => {
      rawSeconds += await seconds(() => {
        for (const batch of rows.slice(from, from + chunk)) write.immediate(batch);
      });
    };
    for (let from = 0, turn = 0; from < work.length; from += chunk, turn++) {
      if (turn % 2 === 0) {
        await adapterChunk(from);
        await rawChunk(from);
      } else {
        await rawChunk(from);
        await adapterChunk(from);
      }
    }
    await store.close();
    db.close();
    return { adapter: total / adapterSeconds, raw: total / rawSeconds };
  });
}

async function fill(path: string, total: number): Promise<void> {
  const store = new SqliteEventStore({ path, durability: 'NORMAL' });
  let expected: bigint | 'no_stream' = 'no_stream';
  for (const batch of batches(total, 1000)) {
    expected = (await store.appendToStream(STREAM, batch, { expectedRevision: expected }))
      .nextExpectedRevision;
  }
  await store.close();
}

async function best(runs: number, measure: () => Promise<number>): Promise<number> {
  let top = 0;
  for (let i = 0; i < runs; i++) top = Math.max(top, await measure());
  return top;
}

interface LongStream {
  /** Read rates, events/s. */
  readonly adapter: number;
  readonly raw: number;
  /** One-event appends to the same stream, ms each: with `any`, and at its exact revision. */
  readonly anyAppendMs: number;
  readonly exactAppendMs: number;
}

/** Reads of one long stream, then appends to it (ADR 0013: `any` scans the stream's ids). */
async function longStream(total: number, rounds: number): Promise<LongStream> {
  return inTempDir(async (dir) => {
    const path = join(dir, 'read.db');
    await fill(path, total);
    const store = new SqliteEventStore({ path });
    const db = openEventDatabase(path, { durability: 'FULL', busyTimeoutMs: 5000 });
    const select = db.prepare<[string], { data: string; metadata: string }>(
      'SELECT * FROM events WHERE stream_id = ? ORDER BY revision',
    );
    const figures = await pair(
      rounds + 2,
      async () => {
        let count = 0;
        const elapsed = await seconds(async () => {
          for await (const event of store.readStream(STREAM)) if (event.data !== null) count++;
        });
        return count / elapsed;
      },
      async () => {
        let count = 0;
        const elapsed = await seconds(() => {
          for (const row of select.iterate(STREAM)) {
            if (JSON.parse(row.data) !== null && JSON.parse(row.metadata) !== null) count++;
          }
        });
        return count / elapsed;
      },
    );
    let head = BigInt(total) - 1n; // `fill` wrote `total` events
    const appendMs = async (exact: boolean): Promise<number> => {
      const times = 5;
      const elapsed = await seconds(async () => {
        for (let i = 0; i < times; i++) {
          const { nextExpectedRevision } = await store.appendToStream(
            STREAM,
            [{ ...sampleEvent(i), id: randomUUID() }],
            { expectedRevision: exact ? head : 'any' },
          );
          head = nextExpectedRevision;
        }
      });
      return (elapsed * 1000) / times;
    };
    const exactAppendMs = await appendMs(true);
    const anyAppendMs = await appendMs(false);
    await store.close();
    db.close();
    return { ...figures, anyAppendMs, exactAppendMs };
  });
}

interface EmmettStore {
  appendToStream(
    stream: string,
    events: { type: string; data: unknown; metadata?: unknown }[],
    options?: { expectedStreamVersion?: bigint },
  ): Promise<{ nextExpectedStreamVersion: bigint }>;
  readStream(stream: string): Promise<{ events: unknown[] }>;
}

type EmmettEvent = { type: string; data: unknown; metadata?: unknown };

/**
 * Emmett's SQLite store (node-sqlite3, WAL, SQLite's default synchronous = FULL; it opens a
 * connection per operation on a file database, by design).
 */
async function emmettStore(): Promise<(fileName: string) => EmmettStore> {
  const { getSQLiteEventStore } = (await import('@event-driven-io/emmett-sqlite')) as unknown as {
    getSQLiteEventStore: (options: { fileName: string }) => EmmettStore;
  };
  return (fileName) => getSQLiteEventStore({ fileName });
}

const asEmmett = (batch: readonly EventData[]): EmmettEvent[] =>
  batch.map((e) => ({ type: e.type, data: e.data, metadata: e.metadata }));

function emmettAppends(
  open: (file: string) => EmmettStore,
  total: number,
  perAppend: number,
): Promise<number> {
  return inTempDir(async (dir) => {
    const store = open(join(dir, 'emmett.db'));
    const work = batches(total, perAppend).map(asEmmett);
    let expected = 0n;
    const elapsed = await seconds(async () => {
      for (const batch of work) {
        const result = await store.appendToStream(STREAM, batch, {
          expectedStreamVersion: expected,
        });
        expected = result.nextExpectedStreamVersion;
      }
    });
    return total / elapsed;
  });
}

function emmettReads(open: (file: string) => EmmettStore, total: number): Promise<number> {
  return inTempDir(async (dir) => {
    const store = open(join(dir, 'emmett.db'));
    for (const batch of batches(total, 1000)) await store.appendToStream(STREAM, asEmmett(batch));
    return best(3, async () => {
      let count = 0;
      const elapsed = await seconds(async () => {
        count = (await store.readStream(STREAM)).events.length;
      });
      return count / elapsed;
    });
  });
}

/** A peer figure, and how many attempts failed before it (or the last error). */
interface PeerFigure {
  readonly value: number | Error;
  readonly failures: number;
}

/**
 * Runs a peer measurement up to three times: node-sqlite3 under Emmett sometimes fails a
 * commit with SQLITE_BUSY ("SQL statements in progress"). Failures are counted and shown,
 * and a measurement that never succeeds is reported as such, never as a figure.
 */
async function attempt3(measure: () => Promise<number>): Promise<PeerFigure> {
  let last: unknown;
  for (let failures = 0; failures < 3; failures++) {
    try {
      return { value: await measure(), failures };
    } catch (error: unknown) {
      last = error;
    }
  }
  return { value: last instanceof Error ? last : new Error(String(last)), failures: 3 };
}

/** Rows for one peer measurement beside ours: the figure and the ratio, or why it is missing. */
function peerRows(name: string, note: string, ours: number, peer: PeerFigure): BenchRow[] {
  const { value, failures } = peer;
  if (value instanceof Error) {
    return [
      {
        suite: SUITE,
        name,
        value: NaN,
        unit: '-',
        note: `not measured, 3 runs failed: ${value.message}`,
      },
    ];
  }
  const flaky = failures > 0 ? `; ${failures} earlier run(s) failed with SQLITE_BUSY` : '';
  return [
    rate(name, value, `${note}${flaky}`),
    ratio(
      `${name.replace('emmett-sqlite 0.38.5 ', '')}: arbiter ÷ emmett`,
      ours / value,
      'target > 1',
    ),
  ];
}

const ratio = (name: string, value: number, note: string): BenchRow => ({
  suite: SUITE,
  name,
  value,
  unit: 'x',
  note,
});
const rate = (name: string, value: number, note?: string): BenchRow => ({
  suite: SUITE,
  name,
  value: Math.round(value),
  unit: 'events/s',
  ...(note === undefined ? {} : { note }),
});

/**
 * Measures adapter and raw alternately, `rounds` times, keeping each one's best run: the
 * machine is shared, and the best run is the one least disturbed by others.
 */
async function pair(
  rounds: number,
  adapter: () => Promise<number>,
  raw: () => Promise<number>,
): Promise<{ adapter: number; raw: number }> {
  let best = { adapter: 0, raw: 0 };
  for (let i = 0; i < rounds; i++) {
    best = {
      adapter: Math.max(best.adapter, await adapter()),
      raw: Math.max(best.raw, await raw()),
    };
  }
  return best;
}

export const run: BenchModule['run'] = async ({ quick }) => {
  const scale = quick ? 0.1 : 1;
  const n100 = 100_000 * scale;
  const nRead = 200_000 * scale;
  const rounds = quick ? 1 : 3;
  const rows: BenchRow[] = [];

  for (const durability of ['FULL', 'NORMAL'] as const) {
    // FULL syncs the WAL at every commit, so one-event appends are slow: fewer of them.
    const n1 = (durability === 'FULL' ? 5_000 : 20_000) * scale;
    const one = await appendPair(n1, 1, durability);
    const hundred = await appendPair(n100, 100, durability);
    rows.push(
      rate(`sqlite adapter append, 1 event/append (${durability})`, one.adapter),
      rate(`raw better-sqlite3 insert, 1 row/txn (${durability})`, one.raw),
      ratio(
        `append 1/append: adapter ÷ raw (${durability})`,
        one.adapter / one.raw,
        'target ≥ 0.7',
      ),
      rate(`sqlite adapter append, 100 events/append (${durability})`, hundred.adapter),
      rate(`raw better-sqlite3 insert, 100 rows/txn (${durability})`, hundred.raw),
      ratio(
        `append 100/append: adapter ÷ raw (${durability})`,
        hundred.adapter / hundred.raw,
        'target ≥ 0.7',
      ),
    );
  }
  const read = await longStream(nRead, rounds);
  rows.push(
    rate(
      `sqlite adapter stream read + parse (${nRead.toLocaleString('en-US')} events)`,
      read.adapter,
    ),
    rate('raw better-sqlite3 read loop + JSON.parse', read.raw),
    ratio('read: adapter ÷ raw', read.adapter / read.raw, 'target ≥ 0.6'),
    {
      suite: SUITE,
      name: `1-event append with any to that ${nRead.toLocaleString('en-US')}-event stream (FULL)`,
      value: read.anyAppendMs,
      unit: 'ms',
      note: `scans the stream's ids (ADR 0013); at its exact revision: ${read.exactAppendMs.toFixed(2)} ms`,
    },
  );

  // Emmett at its own defaults is FULL durability, so it is compared with our FULL rows.
  const ours = {
    append1: rows[0]?.value ?? NaN,
    append100: rows[3]?.value ?? NaN,
    read: read.adapter,
  };
  let open: ((file: string) => EmmettStore) | Error;
  try {
    open = await emmettStore();
  } catch (error: unknown) {
    open = error instanceof Error ? error : new Error(String(error));
  }
  if (open instanceof Error) {
    rows.push({
      suite: SUITE,
      name: 'emmett-sqlite peer',
      value: NaN,
      unit: '-',
      note: `not installed here: ${open.message}`,
    });
    return rows;
  }
  const emmett = open;
  rows.push(
    ...peerRows(
      'emmett-sqlite 0.38.5 append, 1 event/append',
      'peer (node-sqlite3, FULL)',
      ours.append1,
      await attempt3(() => emmettAppends(emmett, 500 * scale, 1)),
    ),
    ...peerRows(
      'emmett-sqlite 0.38.5 append, 100 events/append',
      'peer (FULL)',
      ours.append100,
      await attempt3(() => emmettAppends(emmett, 20_000 * scale, 100)),
    ),
    ...peerRows(
      'emmett-sqlite 0.38.5 stream read',
      'peer (loads the whole stream)',
      ours.read,
      await attempt3(() => emmettReads(emmett, nRead)),
    ),
  );
  return rows;
};

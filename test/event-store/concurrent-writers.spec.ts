import type { ChildProcess } from 'node:child_process';
import { InMemoryEventStore, type EventStore, type RecordedEvent } from '@arbiter/event-store';
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import { exited, forkWorker, nextMessage } from './support/child-process';
import { attempt, freeRace, headOf, type AttemptOutcome } from './support/race-writer';
import { temporaryDir } from './support/temp-dir';

const WRITERS = 8;
const ROUNDS = 10;
const FREE_ATTEMPTS = 30;
const STREAM = 'game-race';

/** The writers, whether processes or in-process tasks: the test drives both alike. */
interface Writers {
  /** Each writer reads the head; resolves once all have (the barrier of a round). */
  readAll(): Promise<void>;
  /** Each writer appends at the head it read; outcomes by writer. */
  appendAll(attemptNo: number): Promise<AttemptOutcome[]>;
  /** Each writer races freely; outcomes by writer. */
  freeAll(attempts: number, firstAttempt: number): Promise<AttemptOutcome[][]>;
}

async function collectStream(store: EventStore): Promise<RecordedEvent[]> {
  const out: RecordedEvent[] = [];
  for await (const e of store.readStream(STREAM)) out.push(e);
  return out;
}

/** Drives lock-step rounds, then a free-for-all, and checks the stream against the outcomes. */
async function raceAndCheck(writers: Writers, store: () => EventStore): Promise<void> {
  const landed = new Map<string, string>(); // "writer/attempt" → revision
  for (let round = 0; round < ROUNDS; round++) {
    await writers.readAll();
    const outcomes = await writers.appendAll(round);
    // All read the same head before anyone appended: exactly one wins, the rest conflict.
    expect(outcomes.filter((o) => o.kind === 'landed')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'conflict')).toHaveLength(WRITERS - 1);
    outcomes.forEach((o, writer) => {
      if (o.kind === 'landed') landed.set(`${writer}/${round}`, o.revision);
    });
  }
  const free = await writers.freeAll(FREE_ATTEMPTS, ROUNDS);
  free.forEach((outcomes, writer) => {
    outcomes.forEach((o, i) => {
      expect(o.kind).not.toBe('failed');
      if (o.kind === 'landed') landed.set(`${writer}/${ROUNDS + i}`, o.revision);
    });
  });

  const stream = await collectStream(store());
  // No gap, no duplicate: revisions are exactly 0..n-1.
  expect(stream.map((e) => e.revision)).toEqual(stream.map((_, i) => BigInt(i)));
  // Every landed append is in the stream once, at the revision it was told; nothing else is.
  expect(stream).toHaveLength(landed.size);
  const stored = new Map(
    stream.map((e) => {
      const { writer, attempt: n } = e.data as { writer: number; attempt: number };
      return [`${writer}/${n}`, e.revision.toString()];
    }),
  );
  expect(stored).toEqual(landed);
}

describe('8 writers racing on one stream with exact expected revisions', () => {
  it('in separate processes on one SQLite file: each append lands once or conflicts, no gap or duplicate', async () => {
    const tmp = temporaryDir('race');
    const path = tmp.file('arbiter.db');
    const children: ChildProcess[] = [];
    try {
      for (let writer = 0; writer < WRITERS; writer++) {
        const child = forkWorker('race-writer.worker.ts', [path, STREAM, String(writer)]);
        children.push(child);
      }
      await Promise.all(children.map((child) => nextMessage(child, 30_000)));
      const ask = <T>(message: unknown): Promise<T[]> =>
        Promise.all(
          children.map((child) => {
            const answer = nextMessage<T>(child, 30_000);
            child.send(message as object);
            return answer;
          }),
        );
      const writers: Writers = {
        readAll: async () => {
          await ask({ cmd: 'read' });
        },
        appendAll: (attemptNo) => ask<AttemptOutcome>({ cmd: 'append', attempt: attemptNo }),
        freeAll: (attempts, firstAttempt) =>
          ask<AttemptOutcome[]>({ cmd: 'free', attempts, firstAttempt }),
      };
      const reader = new SqliteEventStore({ path });
      try {
        await raceAndCheck(writers, () => reader);
      } finally {
        await reader.close();
      }
      for (const child of children) child.send({ cmd: 'exit' });
      const ends = await Promise.all(children.map(exited));
      expect(ends.every((end) => end.code === 0)).toBe(true);
    } finally {
      for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
      await Promise.all(children.map(exited));
      tmp.remove();
    }
  }, 60_000);

  it('in one process on the memory adapter: the same guarantees', async () => {
    const store = new InMemoryEventStore();
    const heads: Awaited<ReturnType<typeof headOf>>[] = [];
    const ids = Array.from({ length: WRITERS }, (_, writer) => writer);
    const writers: Writers = {
      readAll: async () => {
        const read = await Promise.all(ids.map(() => headOf(store, STREAM)));
        heads.splice(0, heads.length, ...read);
      },
      appendAll: (attemptNo) =>
        Promise.all(
          ids.map((writer) =>
            attempt(store, STREAM, heads[writer] ?? 'no_stream', writer, attemptNo),
          ),
        ),
      freeAll: (attempts, firstAttempt) =>
        Promise.all(ids.map((writer) => freeRace(store, STREAM, writer, attempts, firstAttempt))),
    };
    await raceAndCheck(writers, () => store);
    await store.close();
  });
});

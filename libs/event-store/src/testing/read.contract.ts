import { InvalidReadError, StreamNotFoundError } from '../event-store.errors';
import type { RecordedEvent } from '../event-store.types';
import {
  collect,
  events,
  present,
  rejectionOf,
  shapes,
  type ContractContext,
} from './contract-context';

function expectIncreasing(values: readonly bigint[]): void {
  values.slice(1).forEach((value, i) => {
    expect(value > (values[i] ?? -1n)).toBe(true);
  });
}

/** Reading one stream, both ways. */
export function readStreamContract(ctx: ContractContext): void {
  describe('reading a stream', () => {
    let stream: string;
    let type: string;
    let before: number;
    beforeEach(async () => {
      stream = ctx.stream('read');
      type = ctx.type('Counted');
      before = Date.now();
      await ctx.store().appendToStream(stream, events(type, 4), { expectedRevision: 'no_stream' });
      await ctx.store().appendToStream(stream, events(type, 6, 4), { expectedRevision: 3n });
    });

    it('reads forwards from the start: ids, types, data, revisions, positions, created', async () => {
      const read = await collect(ctx.store().readStream(stream));
      expect(shapes(read)).toEqual(events(type, 10));
      expect(read.map((e) => e.revision)).toEqual(Array.from({ length: 10 }, (_, i) => BigInt(i)));
      expectIncreasing(read.map((e) => e.position));
      for (const e of read) {
        expect(e.streamId).toBe(stream);
        expect(e.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
        expect(e.created).toBeInstanceOf(Date);
        expect(Math.abs(e.created.getTime() - before)).toBeLessThan(60_000);
      }
      expect(new Set(read.map((e) => e.id)).size).toBe(10);
    });

    it('reads forwards from a revision with a max count', async () => {
      const read = await collect(ctx.store().readStream(stream, { fromRevision: 3n, maxCount: 4 }));
      expect(read.map((e) => e.revision)).toEqual([3n, 4n, 5n, 6n]);
    });

    it('reads backwards from the end with a max count', async () => {
      const read = await collect(
        ctx.store().readStream(stream, { direction: 'backwards', maxCount: 3 }),
      );
      expect(read.map((e) => e.revision)).toEqual([9n, 8n, 7n]);
    });

    it('reads backwards from a revision to the start', async () => {
      const read = await collect(
        ctx.store().readStream(stream, { direction: 'backwards', fromRevision: 2n }),
      );
      expect(read.map((e) => e.revision)).toEqual([2n, 1n, 0n]);
      expect(shapes(read)).toEqual(events(type, 3).reverse());
    });

    it('reads nothing from past the end, forwards', async () => {
      expect(await collect(ctx.store().readStream(stream, { fromRevision: 10n }))).toEqual([]);
    });

    it('stops early when the reader stops, and reads the same again', async () => {
      const firstTwo: RecordedEvent[] = [];
      for await (const e of ctx.store().readStream(stream)) {
        firstTwo.push(e);
        if (firstTwo.length === 2) break;
      }
      expect(firstTwo.map((e) => e.revision)).toEqual([0n, 1n]);
      expect(await collect(ctx.store().readStream(stream))).toHaveLength(10);
    });

    it('throws StreamNotFoundError for a missing stream', async () => {
      const missing = ctx.stream('missing');
      const error = await rejectionOf(collect(ctx.store().readStream(missing)));
      expect(error).toBeInstanceOf(StreamNotFoundError);
      expect((error as StreamNotFoundError).streamId).toBe(missing);
    });

    it('throws InvalidReadError for a negative revision or max count', async () => {
      expect(
        await rejectionOf(collect(ctx.store().readStream(stream, { fromRevision: -1n }))),
      ).toBeInstanceOf(InvalidReadError);
      expect(
        await rejectionOf(collect(ctx.store().readStream(stream, { maxCount: -1 }))),
      ).toBeInstanceOf(InvalidReadError);
    });
  });
}

/** Reading `$all`, with filters, in global order. */
export function readAllContract(ctx: ContractContext): void {
  describe('reading $all', () => {
    let a: string;
    let b: string;
    let appended: { stream: string; type: string }[];
    beforeEach(async () => {
      a = ctx.stream('all-a');
      b = ctx.stream('all-b');
      appended = [];
      // Interleaved streams and types, so order and both filters are visible.
      for (let i = 0; i < 6; i++) {
        const stream = i % 2 === 0 ? a : b;
        const type = ctx.type(i % 3 === 0 ? 'Drawn' : 'Tapped');
        await ctx.store().appendToStream(stream, [{ type, data: { i } }]);
        appended.push({ stream, type });
      }
    });

    const mine = (read: readonly RecordedEvent[]): RecordedEvent[] =>
      read.filter((e) => e.type.startsWith(ctx.prefix));

    it('reads every stream in append order with increasing positions', async () => {
      const read = mine(await collect(ctx.store().readAll()));
      expect(read.map((e) => ({ stream: e.streamId, type: e.type }))).toEqual(appended);
      expect(read.map((e) => e.data)).toEqual(appended.map((_, i) => ({ i })));
      expectIncreasing(read.map((e) => e.position));
    });

    it('reads from a position, inclusive', async () => {
      const all = mine(
        await collect(
          ctx.store().readAll({ filter: { by: 'streamName', prefixes: [ctx.prefix] } }),
        ),
      );
      const third = present(all[2], 'a third event');
      const read = mine(await collect(ctx.store().readAll({ fromPosition: third.position })));
      expect(read.map((e) => e.id)).toEqual(all.slice(2).map((e) => e.id));
    });

    it('filters by event type prefix', async () => {
      const read = await collect(
        ctx.store().readAll({ filter: { by: 'eventType', prefixes: [ctx.type('Dra')] } }),
      );
      expect(read.map((e) => e.data)).toEqual([{ i: 0 }, { i: 3 }]);
    });

    it('filters by stream name prefix, any of several', async () => {
      const onlyB = await collect(
        ctx.store().readAll({ filter: { by: 'streamName', prefixes: [b] } }),
      );
      expect(onlyB.map((e) => e.data)).toEqual([{ i: 1 }, { i: 3 }, { i: 5 }]);
      const both = await collect(
        ctx.store().readAll({ filter: { by: 'streamName', prefixes: [b, a] } }),
      );
      expect(both.map((e) => e.data)).toEqual(appended.map((_, i) => ({ i })));
    });

    it('stops after maxCount matching events', async () => {
      const read = await collect(
        ctx
          .store()
          .readAll({ maxCount: 2, filter: { by: 'eventType', prefixes: [ctx.type('Tapped')] } }),
      );
      expect(read.map((e) => e.data)).toEqual([{ i: 1 }, { i: 2 }]);
    });
  });
}

/** Ordering under concurrency, large events and many streams. */
export function volumeContract(ctx: ContractContext): void {
  describe('ordering and volume', () => {
    it('keeps each stream gap-free and $all strictly ordered under concurrent appends', async () => {
      const streams = Array.from({ length: 5 }, (_, i) => ctx.stream(`order-${i}`));
      await Promise.all(
        streams.map(async (stream) => {
          for (let i = 0; i < 10; i++)
            await ctx.store().appendToStream(stream, events(ctx.type('Ordered'), 2, 2 * i));
        }),
      );
      for (const stream of streams) {
        const read = await collect(ctx.store().readStream(stream));
        expect(read.map((e) => e.revision)).toEqual(
          Array.from({ length: 20 }, (_, i) => BigInt(i)),
        );
        expect(read.map((e) => e.data)).toEqual(Array.from({ length: 20 }, (_, n) => ({ n })));
      }
      const all = await collect(
        ctx.store().readAll({ filter: { by: 'streamName', prefixes: [ctx.prefix] } }),
      );
      expect(all).toHaveLength(100);
      expectIncreasing(all.map((e) => e.position));
    });

    it('stores and reads back a 1 MB event', async () => {
      const stream = ctx.stream('large');
      const text = 'x'.repeat(1024 * 1024);
      const data = { text, nested: { list: Array.from({ length: 100 }, (_, i) => i) } };
      await ctx.store().appendToStream(stream, [{ type: ctx.type('Large'), data }]);
      const [read] = await collect(ctx.store().readStream(stream));
      expect(read?.data).toEqual(data);
    });

    it(`holds many streams apart`, async () => {
      const count = ctx.manyStreams;
      for (let i = 0; i < count; i++) {
        await ctx
          .store()
          .appendToStream(ctx.stream(`many-${i}`), events(ctx.type('Many'), 2, 2 * i), {
            expectedRevision: 'no_stream',
          });
      }
      for (const i of [0, Math.floor(count / 2), count - 1]) {
        const read = await collect(ctx.store().readStream(ctx.stream(`many-${i}`)));
        expect(read.map((e) => e.data)).toEqual([{ n: 2 * i }, { n: 2 * i + 1 }]);
      }
      const all = await collect(
        ctx.store().readAll({ filter: { by: 'streamName', prefixes: [ctx.stream('many-')] } }),
      );
      expect(all.map((e) => e.data)).toEqual(Array.from({ length: 2 * count }, (_, n) => ({ n })));
    });
  });
}

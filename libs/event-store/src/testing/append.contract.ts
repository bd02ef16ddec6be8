import { deterministicEventId, newEventId } from '../event-id';
import { StreamNotFoundError, WrongExpectedVersionError } from '../event-store.errors';
import type { AppendResult, EventData, ExpectedRevision } from '../event-store.types';
import { collect, events, present, rejectionOf, type ContractContext } from './contract-context';

/** Events in a stream, 0 when it does not exist. */
export async function streamLength(ctx: ContractContext, stream: string): Promise<number> {
  try {
    return (await collect(ctx.store().readStream(stream))).length;
  } catch (error: unknown) {
    if (error instanceof StreamNotFoundError) return 0;
    throw error;
  }
}

function expectConflict(
  error: unknown,
  stream: string,
  expected: ExpectedRevision,
  actual: bigint | 'no_stream',
): void {
  expect(error).toBeInstanceOf(WrongExpectedVersionError);
  const conflict = error as WrongExpectedVersionError;
  expect(conflict.streamId).toBe(stream);
  expect(conflict.expected).toBe(expected);
  expect(conflict.actual).toBe(actual);
}

/** An idempotent repeat returns the original result and, having written nothing, no events. */
function expectRepeatOf(again: AppendResult, first: AppendResult): void {
  expect(again.nextExpectedRevision).toBe(first.nextExpectedRevision);
  expect(again.position).toBe(first.position);
  expect(again.events).toBeUndefined();
}

/** Expected revisions: every case, success and conflict. */
export function expectedRevisionContract(ctx: ContractContext): void {
  describe('expected revision', () => {
    it('no_stream creates a stream; nextExpectedRevision is the last revision written', async () => {
      const stream = ctx.stream('new');
      const result = await ctx
        .store()
        .appendToStream(stream, events(ctx.type('Made'), 3), { expectedRevision: 'no_stream' });
      expect(result.nextExpectedRevision).toBe(2n);
      expect(typeof result.position).toBe('bigint');
    });

    it('no_stream on an existing stream is a conflict naming the actual revision', async () => {
      const stream = ctx.stream('exists');
      await ctx.store().appendToStream(stream, events(ctx.type('Made'), 2));
      const error = await rejectionOf(
        ctx
          .store()
          .appendToStream(stream, events(ctx.type('Made'), 1), { expectedRevision: 'no_stream' }),
      );
      expectConflict(error, stream, 'no_stream', 1n);
    });

    it('stream_exists on a missing stream is a conflict with actual no_stream', async () => {
      const stream = ctx.stream('missing');
      const error = await rejectionOf(
        ctx.store().appendToStream(stream, events(ctx.type('Made'), 1), {
          expectedRevision: 'stream_exists',
        }),
      );
      expectConflict(error, stream, 'stream_exists', 'no_stream');
      expect(await streamLength(ctx, stream)).toBe(0);
    });

    it('stream_exists on an existing stream appends', async () => {
      const stream = ctx.stream('exists');
      await ctx.store().appendToStream(stream, events(ctx.type('Made'), 1));
      const result = await ctx.store().appendToStream(stream, events(ctx.type('Made'), 2, 1), {
        expectedRevision: 'stream_exists',
      });
      expect(result.nextExpectedRevision).toBe(2n);
    });

    it('any appends to a missing and to an existing stream (the default)', async () => {
      const stream = ctx.stream('any');
      expect(
        (
          await ctx
            .store()
            .appendToStream(stream, events(ctx.type('Made'), 1), { expectedRevision: 'any' })
        ).nextExpectedRevision,
      ).toBe(0n);
      expect(
        (await ctx.store().appendToStream(stream, events(ctx.type('Made'), 1, 1)))
          .nextExpectedRevision,
      ).toBe(1n);
    });

    it('an exact revision equal to the last one appends', async () => {
      const stream = ctx.stream('exact');
      const first = await ctx
        .store()
        .appendToStream(stream, events(ctx.type('Made'), 2), { expectedRevision: 'no_stream' });
      const second = await ctx.store().appendToStream(stream, events(ctx.type('Made'), 1, 2), {
        expectedRevision: first.nextExpectedRevision,
      });
      expect(second.nextExpectedRevision).toBe(2n);
      expect(second.position > first.position).toBe(true);
    });

    it('a stale exact revision is a conflict with expected and actual, and writes nothing', async () => {
      const stream = ctx.stream('stale');
      await ctx.store().appendToStream(stream, events(ctx.type('Made'), 3));
      const error = await rejectionOf(
        ctx.store().appendToStream(stream, events(ctx.type('Late'), 1), { expectedRevision: 0n }),
      );
      expectConflict(error, stream, 0n, 2n);
      expect(await streamLength(ctx, stream)).toBe(3);
    });

    it('an exact revision ahead of the stream is a conflict', async () => {
      const stream = ctx.stream('ahead');
      await ctx.store().appendToStream(stream, events(ctx.type('Made'), 1));
      const error = await rejectionOf(
        ctx.store().appendToStream(stream, events(ctx.type('Made'), 1), { expectedRevision: 5n }),
      );
      expectConflict(error, stream, 5n, 0n);
    });

    it('an exact revision on a missing stream is a conflict with actual no_stream', async () => {
      const stream = ctx.stream('ghost');
      const error = await rejectionOf(
        ctx.store().appendToStream(stream, events(ctx.type('Made'), 1), { expectedRevision: 0n }),
      );
      expectConflict(error, stream, 0n, 'no_stream');
      expect(await streamLength(ctx, stream)).toBe(0);
    });

    it('of racing appends at the same revision exactly one lands', async () => {
      const stream = ctx.stream('race');
      await ctx
        .store()
        .appendToStream(stream, events(ctx.type('Made'), 1), { expectedRevision: 'no_stream' });
      const outcomes = await Promise.allSettled(
        Array.from({ length: 8 }, (_, i) =>
          ctx
            .store()
            .appendToStream(stream, events(ctx.type('Raced'), 1, i), { expectedRevision: 0n }),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
      for (const o of outcomes)
        if (o.status === 'rejected') expect(o.reason).toBeInstanceOf(WrongExpectedVersionError);
      expect(await streamLength(ctx, stream)).toBe(2);
    });
  });
}

/** Idempotent appends, as EventStoreDB does them. */
export function idempotencyContract(ctx: ContractContext): void {
  describe('idempotency', () => {
    const withIds = (type: string, count: number): EventData[] =>
      events(type, count).map((e) => ({ ...e, id: newEventId() }));

    it('repeating an append (same ids, same exact revision) returns the original result and writes nothing', async () => {
      const stream = ctx.stream('repeat');
      await ctx.store().appendToStream(stream, events(ctx.type('Made'), 2));
      const batch = withIds(ctx.type('Retried'), 3);
      const first = await ctx.store().appendToStream(stream, batch, { expectedRevision: 1n });
      const again = await ctx.store().appendToStream(stream, batch, { expectedRevision: 1n });
      expectRepeatOf(again, first);
      expect(await streamLength(ctx, stream)).toBe(5);
    });

    it('repeating a no_stream append is idempotent, even after the stream moved on', async () => {
      const stream = ctx.stream('repeat-new');
      const batch = withIds(ctx.type('Made'), 2);
      const first = await ctx
        .store()
        .appendToStream(stream, batch, { expectedRevision: 'no_stream' });
      await ctx
        .store()
        .appendToStream(stream, events(ctx.type('Later'), 1), { expectedRevision: 1n });
      const again = await ctx
        .store()
        .appendToStream(stream, batch, { expectedRevision: 'no_stream' });
      expectRepeatOf(again, first);
      expect(await streamLength(ctx, stream)).toBe(3);
    });

    it('repeating an append with any is idempotent when the ids are already in the stream', async () => {
      const stream = ctx.stream('repeat-any');
      const batch = withIds(ctx.type('Made'), 2);
      const first = await ctx.store().appendToStream(stream, batch);
      const again = await ctx.store().appendToStream(stream, batch);
      expectRepeatOf(again, first);
      expect(await streamLength(ctx, stream)).toBe(2);
    });

    it('a partial match at an exact revision is a conflict and writes nothing', async () => {
      const stream = ctx.stream('partial');
      const batch = withIds(ctx.type('Made'), 2);
      await ctx.store().appendToStream(stream, batch, { expectedRevision: 'no_stream' });
      const changed = [
        present(batch[0], 'the first event'),
        { id: newEventId(), type: ctx.type('Other'), data: {} },
      ];
      const error = await rejectionOf(
        ctx.store().appendToStream(stream, changed, { expectedRevision: 'no_stream' }),
      );
      expectConflict(error, stream, 'no_stream', 1n);
      expect(await streamLength(ctx, stream)).toBe(2);
    });

    it('a partial match with any is a conflict and writes nothing', async () => {
      const stream = ctx.stream('partial-any');
      const batch = withIds(ctx.type('Made'), 2);
      await ctx.store().appendToStream(stream, batch);
      const longer = [...batch, { id: newEventId(), type: ctx.type('Extra'), data: {} }];
      const error = await rejectionOf(ctx.store().appendToStream(stream, longer));
      expect(error).toBeInstanceOf(WrongExpectedVersionError);
      expect(await streamLength(ctx, stream)).toBe(2);
    });

    it('ids are checked within their stream: an id another stream holds is written, with any or an exact revision', async () => {
      const [a, b, c] = [ctx.stream('ids-a'), ctx.stream('ids-b'), ctx.stream('ids-c')];
      const batch = withIds(ctx.type('Shared'), 2);
      await ctx.store().appendToStream(a, batch, { expectedRevision: 'no_stream' });
      const other = await ctx.store().appendToStream(b, events(ctx.type('Other'), 1));
      const inB = await ctx.store().appendToStream(b, batch);
      expect(inB.nextExpectedRevision).toBe(other.nextExpectedRevision + 2n);
      await ctx.store().appendToStream(c, batch, { expectedRevision: 'no_stream' });
      const stored: string[] = [];
      for (const stream of [a, b, c])
        for await (const e of ctx.store().readStream(stream)) stored.push(e.id);
      expect(stored.filter((id) => id === batch[0]?.id)).toHaveLength(3);
    });

    it('deterministic ids make a retried append idempotent', async () => {
      const stream = ctx.stream('retry');
      await ctx.store().appendToStream(stream, events(ctx.type('Made'), 1));
      const build = (): EventData[] =>
        [
          { type: ctx.type('Drawn'), data: { card: 'c1' } },
          { type: ctx.type('Drawn'), data: { card: 'c2' } },
        ].map((e, i) => ({
          ...e,
          id: deterministicEventId(stream, BigInt(1 + i), e),
        }));
      const first = await ctx.store().appendToStream(stream, build(), { expectedRevision: 0n });
      const retried = await ctx.store().appendToStream(stream, build(), { expectedRevision: 0n });
      expectRepeatOf(retried, first);
      expect(await streamLength(ctx, stream)).toBe(3);
    });
  });
}

/** What an append reports about the events it wrote. */
export function appendedEventsContract(ctx: ContractContext): void {
  describe('appended events', () => {
    it(
      ctx.reportsAppendedEvents
        ? 'an append reports the events it wrote exactly as a read returns them'
        : 'an append reports no events (callers read them back)',
      async () => {
        const stream = ctx.stream('reported');
        await ctx.store().appendToStream(stream, events(ctx.type('Made'), 2));
        const result = await ctx.store().appendToStream(
          stream,
          [
            {
              type: ctx.type('Told'),
              data: { n: 1, nested: { list: [1, 'a', null] } },
              metadata: { actor: 'alice' },
            },
            { type: ctx.type('Told'), data: {} },
          ],
          { expectedRevision: 1n, causationId: newEventId() },
        );
        if (!ctx.reportsAppendedEvents) {
          expect(result.events).toBeUndefined();
          return;
        }
        const stored = await collect(ctx.store().readStream(stream, { fromRevision: 2n }));
        expect(stored).toHaveLength(2);
        expect(result.events).toEqual(stored);
        expect(result.events?.[1]?.position).toBe(result.position);
      },
    );
  });
}

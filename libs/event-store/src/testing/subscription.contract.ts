import type { SubscriptionMessage } from '../event-store.types';
import {
  collect,
  events,
  present,
  recordSubscription,
  type ContractContext,
} from './contract-context';

function kinds(messages: readonly SubscriptionMessage[]): string[] {
  return messages.map((m) =>
    m.kind === 'event' ? `${m.event.streamId}#${m.event.revision.toString()}` : 'caughtUp',
  );
}

/** Catch-up subscriptions: history, then caughtUp, then live. */
export function subscriptionContract(ctx: ContractContext): void {
  describe('catch-up subscriptions', () => {
    it('to a stream: history, then caughtUp, then live events in order', async () => {
      const stream = ctx.stream('sub');
      await ctx.store().appendToStream(stream, events(ctx.type('Old'), 3));
      const sub = recordSubscription(ctx.store().subscribeToStream(stream), ctx.timeoutMs);
      try {
        await sub.caughtUp();
        await ctx
          .store()
          .appendToStream(stream, events(ctx.type('New'), 2, 3), { expectedRevision: 2n });
        await ctx.store().appendToStream(ctx.stream('other'), events(ctx.type('New'), 1));
        await ctx
          .store()
          .appendToStream(stream, events(ctx.type('New'), 1, 5), { expectedRevision: 4n });
        await sub.messageCount(7);
        expect(kinds(sub.messages)).toEqual([
          `${stream}#0`,
          `${stream}#1`,
          `${stream}#2`,
          'caughtUp',
          `${stream}#3`,
          `${stream}#4`,
          `${stream}#5`,
        ]);
        expect(sub.events().map((e) => e.data)).toEqual(
          Array.from({ length: 6 }, (_, n) => ({ n })),
        );
      } finally {
        sub.stop();
      }
    });

    it('to a stream, after a revision', async () => {
      const stream = ctx.stream('sub-after');
      await ctx.store().appendToStream(stream, events(ctx.type('Old'), 4));
      const sub = recordSubscription(
        ctx.store().subscribeToStream(stream, { afterRevision: 1n }),
        ctx.timeoutMs,
      );
      try {
        await sub.caughtUp();
        expect(kinds(sub.messages)).toEqual([`${stream}#2`, `${stream}#3`, 'caughtUp']);
      } finally {
        sub.stop();
      }
    });

    it('to a stream that does not exist yet: caughtUp at once, then its first events', async () => {
      const stream = ctx.stream('sub-later');
      const sub = recordSubscription(ctx.store().subscribeToStream(stream), ctx.timeoutMs);
      try {
        await sub.caughtUp();
        await ctx
          .store()
          .appendToStream(stream, events(ctx.type('First'), 2), { expectedRevision: 'no_stream' });
        await sub.messageCount(3);
        expect(kinds(sub.messages)).toEqual(['caughtUp', `${stream}#0`, `${stream}#1`]);
      } finally {
        sub.stop();
      }
    });

    it('to $all filtered by stream prefix: matching history, caughtUp, matching live events', async () => {
      const a = ctx.stream('all-sub-a');
      const other = `X${ctx.prefix}-unrelated`;
      await ctx.store().appendToStream(a, events(ctx.type('Old'), 2));
      await ctx.store().appendToStream(other, events(ctx.type('Old'), 1));
      const sub = recordSubscription(
        ctx.store().subscribeToAll({ filter: { by: 'streamName', prefixes: [ctx.prefix] } }),
        ctx.timeoutMs,
      );
      try {
        await sub.caughtUp();
        await ctx.store().appendToStream(other, events(ctx.type('New'), 1));
        const b = ctx.stream('all-sub-b');
        await ctx.store().appendToStream(b, events(ctx.type('New'), 1));
        await ctx.store().appendToStream(a, events(ctx.type('New'), 1, 2));
        await sub.messageCount(5);
        expect(kinds(sub.messages)).toEqual([`${a}#0`, `${a}#1`, 'caughtUp', `${b}#0`, `${a}#2`]);
      } finally {
        sub.stop();
      }
    });

    it('to $all filtered by event type, after a position', async () => {
      const stream = ctx.stream('all-sub-type');
      const wanted = ctx.type('Wanted');
      await ctx.store().appendToStream(stream, [
        { type: wanted, data: { n: 0 } },
        { type: ctx.type('Ignored'), data: { n: 1 } },
        { type: wanted, data: { n: 2 } },
        { type: wanted, data: { n: 3 } },
      ]);
      const [first] = await collect(ctx.store().readStream(stream, { maxCount: 1 }));
      const sub = recordSubscription(
        ctx.store().subscribeToAll({
          afterPosition: present(first, 'the first event').position,
          filter: { by: 'eventType', prefixes: [wanted] },
        }),
        ctx.timeoutMs,
      );
      try {
        await sub.caughtUp();
        await ctx.store().appendToStream(stream, [
          { type: ctx.type('Ignored'), data: { n: 4 } },
          { type: wanted, data: { n: 5 } },
        ]);
        await sub.messageCount(4);
        expect(sub.messages.map((m) => (m.kind === 'event' ? m.event.data : m.kind))).toEqual([
          { n: 2 },
          { n: 3 },
          'caughtUp',
          { n: 5 },
        ]);
      } finally {
        sub.stop();
      }
    });

    it('gives each subscriber its own catch-up, and delivers a live append to all of them', async () => {
      const stream = ctx.stream('sub-two');
      await ctx.store().appendToStream(stream, events(ctx.type('Old'), 1));
      const one = recordSubscription(ctx.store().subscribeToStream(stream), ctx.timeoutMs);
      const two = recordSubscription(ctx.store().subscribeToStream(stream), ctx.timeoutMs);
      try {
        await Promise.all([one.caughtUp(), two.caughtUp()]);
        await ctx.store().appendToStream(stream, events(ctx.type('New'), 1, 1));
        await Promise.all([one.messageCount(3), two.messageCount(3)]);
        expect(kinds(one.messages)).toEqual(kinds(two.messages));
      } finally {
        one.stop();
        two.stop();
      }
    });

    it('ends open subscriptions when the store closes', async () => {
      const stream = ctx.stream('sub-close');
      await ctx.store().appendToStream(stream, events(ctx.type('Old'), 1));
      const sub = recordSubscription(ctx.store().subscribeToStream(stream), ctx.timeoutMs);
      await sub.caughtUp();
      await ctx.store().close();
      await sub.ended();
    });
  });
}

import { createHash } from 'node:crypto';
import { computeEventHash, GENESIS_HASH, verifyChain, verifyStream } from '../event-hash';
import { newEventId } from '../event-id';
import { collect, events, present, type ContractContext } from './contract-context';

/** Tamper evidence and the reserved metadata keys (docs/log-format.md). */
export function hashChainContract(ctx: ContractContext): void {
  describe('hash chain and metadata', () => {
    it('hashes the first event as SHA-256 of "" + JCS({type, data, metadata without hash})', async () => {
      const stream = ctx.stream('vector');
      const type = ctx.type('Vector');
      const id = newEventId();
      await ctx.store().appendToStream(stream, [
        {
          id,
          type,
          data: { z: [1, 'é', null], a: true },
          metadata: { actor: 'alice', rule: '302.6' },
        },
      ]);
      const [event] = await collect(ctx.store().readStream(stream));
      // Written out by hand, keys sorted: the formula an external tool implements.
      const canonical =
        `{"data":{"a":true,"z":[1,"é",null]},` +
        `"metadata":{"$causationId":"${id}","$correlationId":"${id}","actor":"alice","rule":"302.6"},` +
        `"type":"${type}"}`;
      expect(event?.metadata.hash).toBe(
        createHash('sha256').update(canonical, 'utf8').digest('hex'),
      );
    });

    it('chains every event to the previous one, across appends, and verifyStream agrees', async () => {
      const stream = ctx.stream('chain');
      await ctx.store().appendToStream(stream, events(ctx.type('Linked'), 3));
      await ctx
        .store()
        .appendToStream(stream, events(ctx.type('Linked'), 2, 3), { expectedRevision: 2n });
      const read = await collect(ctx.store().readStream(stream));
      let previous = GENESIS_HASH;
      for (const e of read) {
        expect(e.metadata.hash).toMatch(/^[0-9a-f]{64}$/);
        expect(e.metadata.hash).toBe(computeEventHash(previous, e));
        previous = e.metadata.hash;
      }
      expect(verifyChain(read)).toEqual({ ok: true, firstBrokenRevision: null });
      expect(await verifyStream(ctx.store(), stream)).toEqual({
        ok: true,
        firstBrokenRevision: null,
      });
    });

    it('keeps separate chains per stream', async () => {
      const a = ctx.stream('chain-a');
      const b = ctx.stream('chain-b');
      await ctx.store().appendToStream(a, events(ctx.type('Linked'), 1));
      await ctx.store().appendToStream(b, events(ctx.type('Linked'), 1));
      const [onB] = await collect(ctx.store().readStream(b));
      expect(onB?.metadata.hash).toBe(computeEventHash(GENESIS_HASH, present(onB, 'the event')));
    });

    it('replaces a hash supplied by the caller', async () => {
      const stream = ctx.stream('forged');
      await ctx
        .store()
        .appendToStream(stream, [
          { type: ctx.type('Forged'), data: {}, metadata: { hash: 'f'.repeat(64) } },
        ]);
      expect(await verifyStream(ctx.store(), stream)).toEqual({
        ok: true,
        firstBrokenRevision: null,
      });
    });

    it('defaults $correlationId to the first event id of the append and $causationId to it', async () => {
      const stream = ctx.stream('ids');
      const [first, second] = [newEventId(), newEventId()];
      await ctx.store().appendToStream(stream, [
        { id: first, type: ctx.type('A'), data: {} },
        { id: second, type: ctx.type('B'), data: {}, metadata: { actor: 'engine' } },
      ]);
      const read = await collect(ctx.store().readStream(stream));
      expect(read.map((e) => [e.metadata.$correlationId, e.metadata.$causationId])).toEqual([
        [first, first],
        [first, first],
      ]);
      expect(read[1]?.metadata['actor']).toBe('engine');
    });

    it('takes correlation and causation from the append options, and from event metadata first', async () => {
      const stream = ctx.stream('ids-given');
      const [correlation, causation, own] = [newEventId(), newEventId(), newEventId()];
      await ctx.store().appendToStream(
        stream,
        [
          { type: ctx.type('A'), data: {} },
          { type: ctx.type('B'), data: {}, metadata: { $causationId: own } },
        ],
        { correlationId: correlation, causationId: causation },
      );
      const read = await collect(ctx.store().readStream(stream));
      expect(read.map((e) => [e.metadata.$correlationId, e.metadata.$causationId])).toEqual([
        [correlation, causation],
        [correlation, own],
      ]);
    });
  });
}

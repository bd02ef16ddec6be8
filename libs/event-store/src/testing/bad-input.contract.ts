import { newEventId } from '../event-id';
import { InvalidAppendError } from '../event-store.errors';
import type { EventData, ExpectedRevision } from '../event-store.types';
import { streamLength } from './append.contract';
import { events, rejectionOf, type ContractContext } from './contract-context';

/** Bad input: a typed error, and nothing written. */
export function badInputContract(ctx: ContractContext): void {
  describe('bad input', () => {
    const refused = async (
      stream: string,
      batch: readonly EventData[],
      reason: InvalidAppendError['reason'],
      expectedRevision: ExpectedRevision = 'any',
    ): Promise<void> => {
      const error = await rejectionOf(
        ctx.store().appendToStream(stream, batch, { expectedRevision }),
      );
      expect(error).toBeInstanceOf(InvalidAppendError);
      expect((error as InvalidAppendError).reason).toBe(reason);
    };
    const circular: Record<string, unknown> = { a: 1 };
    circular['self'] = circular;
    const nonJson: readonly [string, unknown][] = [
      ['a function', { f: () => 1 }],
      ['undefined', { u: undefined }],
      ['NaN', { n: NaN }],
      ['Infinity', [Infinity]],
      ['a bigint', { b: 1n }],
      ['a Date', { at: new Date(0) }],
      ['a Map', new Map()],
      ['a circular object', circular],
      ['a lone surrogate', { s: '\ud800' }],
    ];

    it.each(nonJson)('refuses data holding %s', async (_, data) => {
      const stream = ctx.stream('non-json');
      await refused(
        stream,
        [
          { type: ctx.type('Ok'), data: {} },
          { type: ctx.type('Bad'), data },
        ],
        'non_json_data',
      );
      expect(await streamLength(ctx, stream)).toBe(0);
    });

    it('refuses metadata that is not a JSON object', async () => {
      const stream = ctx.stream('bad-meta');
      await refused(
        stream,
        [{ type: ctx.type('Bad'), data: {}, metadata: { at: new Date(0) } }],
        'non_json_metadata',
      );
      expect(await streamLength(ctx, stream)).toBe(0);
    });

    it.each([-1n, 2n ** 63n])('refuses expected revision %s as out of range', async (revision) => {
      const stream = ctx.stream('range');
      await refused(stream, events(ctx.type('Made'), 1), 'invalid_revision', revision);
      expect(await streamLength(ctx, stream)).toBe(0);
    });

    it('refuses an empty event list', async () => {
      const stream = ctx.stream('empty');
      await ctx.store().appendToStream(stream, events(ctx.type('Made'), 1));
      await refused(stream, [], 'empty_event_list');
      expect(await streamLength(ctx, stream)).toBe(1);
    });

    it('refuses stream names starting with $ (reserved for the system)', async () => {
      await refused(`$${ctx.stream('system')}`, events(ctx.type('Made'), 1), 'invalid_stream_name');
    });

    it('refuses an event id that is not a UUID, and a type starting with $', async () => {
      const stream = ctx.stream('bad-id');
      await refused(
        stream,
        [{ id: 'not-a-uuid', type: ctx.type('Made'), data: {} }],
        'invalid_event_id',
      );
      await refused(stream, [{ type: '$System', data: {} }], 'invalid_event_type');
      await refused(stream, [{ type: '', data: {} }], 'invalid_event_type');
      expect(await streamLength(ctx, stream)).toBe(0);
    });

    it('refuses the same id twice in one append', async () => {
      const stream = ctx.stream('twice');
      const id = newEventId();
      await refused(
        stream,
        [
          { id, type: ctx.type('A'), data: {} },
          { id, type: ctx.type('B'), data: {} },
        ],
        'duplicate_event_id',
      );
      expect(await streamLength(ctx, stream)).toBe(0);
    });
  });
}

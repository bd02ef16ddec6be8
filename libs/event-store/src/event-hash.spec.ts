import canonicalize from 'canonicalize';
import fc from 'fast-check';
import {
  canonicalEventFromParts,
  canonicalEventJson,
  canonicalJson,
  computeEventHash,
  GENESIS_HASH,
  verifyChain,
  type VerifiableEvent,
} from './event-hash';
import { InMemoryEventStore } from './in-memory.adapter';
import { verifyStream } from './event-hash';

function chain(items: readonly { type: string; data: unknown }[]): VerifiableEvent[] {
  let previous = GENESIS_HASH;
  return items.map((item) => {
    const hash = computeEventHash(previous, { ...item, metadata: { actor: 'engine' } });
    previous = hash;
    return { ...item, metadata: { actor: 'engine', hash } };
  });
}

describe('canonical event JSON', () => {
  it('assembling from parts equals JCS of the whole event, hash left out', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.jsonValue(),
        fc.dictionary(fc.string(), fc.jsonValue()),
        (type, data, metadata) => {
          const whole = canonicalize({ type, data, metadata: { ...metadata, hash: undefined } });
          const rest = { ...metadata };
          delete rest['hash'];
          expect(canonicalEventFromParts(canonicalJson(data), canonicalJson(rest), type)).toBe(
            whole,
          );
          expect(canonicalEventJson({ type, data, metadata: { ...metadata, hash: 'x' } })).toBe(
            whole,
          );
        },
      ),
    );
  });
});

describe('verifyChain', () => {
  const log = chain(Array.from({ length: 6 }, (_, i) => ({ type: 'Counted', data: { i } })));

  it('accepts an intact chain, and an empty one', () => {
    expect(verifyChain(log)).toEqual({ ok: true, firstBrokenRevision: null });
    expect(verifyChain([])).toEqual({ ok: true, firstBrokenRevision: null });
  });

  it('names the revision of any single edited event', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: log.length - 1 }), fc.integer(), (at, value) => {
        fc.pre(value !== at);
        const edited = log.map((e, i) => (i === at ? { ...e, data: { i: value } } : e));
        expect(verifyChain(edited)).toEqual({ ok: false, firstBrokenRevision: BigInt(at) });
      }),
    );
  });

  it('names a removed event’s successor, a missing hash, and uses recorded revisions', () => {
    expect(verifyChain([...log.slice(0, 2), ...log.slice(3)]).firstBrokenRevision).toBe(2n);
    expect(
      verifyChain(log.map((e, i) => (i === 4 ? { ...e, metadata: {} } : e))).firstBrokenRevision,
    ).toBe(4n);
    const numbered = log.map((e, i) => ({ ...e, revision: i + 10 }));
    numbered[1] = { ...numbered[1]!, type: 'Forged' };
    expect(verifyChain(numbered).firstBrokenRevision).toBe(11n);
  });
});

describe('verifyStream', () => {
  it('names the revision whose stored data was edited', async () => {
    const store = new InMemoryEventStore();
    await store.appendToStream(
      'game-1',
      Array.from({ length: 5 }, (_, i) => ({ type: 'Counted', data: { i } })),
    );
    expect(await verifyStream(store, 'game-1')).toEqual({ ok: true, firstBrokenRevision: null });
    store.tamper('game-1', 3n, (json) => json.replace('3', '4'));
    expect(await verifyStream(store, 'game-1')).toEqual({ ok: false, firstBrokenRevision: 3n });
    await store.close();
  });
});

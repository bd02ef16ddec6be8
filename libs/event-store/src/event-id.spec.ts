import { createHash } from 'node:crypto';
import fc from 'fast-check';
import {
  deterministicEventId,
  EVENT_ID_NAMESPACE,
  isUuid,
  newEventId,
  URL_NAMESPACE,
  uuidV5,
} from './event-id';

const DNS_NAMESPACE = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';

describe('uuidV5', () => {
  it('matches the well-known RFC vector for www.example.com in the DNS namespace', () => {
    expect(uuidV5('www.example.com', DNS_NAMESPACE)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('sets version 5 and the RFC 4122 variant', () => {
    const id = uuidV5('anything', URL_NAMESPACE);
    expect(id[14]).toBe('5');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
  });

  it('derives Arbiter’s namespace from urn:arbiter:event-id', () => {
    expect(uuidV5('urn:arbiter:event-id', URL_NAMESPACE)).toBe(EVENT_ID_NAMESPACE);
  });

  it('refuses a namespace that is not a UUID', () => {
    expect(() => uuidV5('x', 'nope')).toThrow(TypeError);
  });

  it('equals the RFC 9562 steps done byte by byte, for any name and namespace', () => {
    const byBytes = (name: string, namespace: string): string => {
      const bytes = createHash('sha1')
        .update(Buffer.from(namespace.replaceAll('-', ''), 'hex'))
        .update(name, 'utf8')
        .digest()
        .subarray(0, 16);
      bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x50;
      bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
      const hex = bytes.toString('hex');
      return [
        hex.slice(0, 8),
        hex.slice(8, 12),
        hex.slice(12, 16),
        hex.slice(16, 20),
        hex.slice(20),
      ].join('-');
    };
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 80 }), fc.uuid(), (name, namespace) => {
        expect(uuidV5(name, namespace)).toBe(byBytes(name, namespace));
      }),
      { seed: 20261129, numRuns: 2000 },
    );
  });
});

describe('deterministicEventId', () => {
  const content = { type: 'CardsDrawn', data: { player: 'alice', cards: ['c1'] } };

  it('gives the same id for the same stream, revision and content, whatever the key order', () => {
    const reordered = { data: { cards: ['c1'], player: 'alice' }, type: 'CardsDrawn' };
    expect(deterministicEventId('game-1', 3n, content)).toBe(
      deterministicEventId('game-1', 3n, reordered),
    );
    expect(isUuid(deterministicEventId('game-1', 3n, content))).toBe(true);
  });

  it('changes with the stream, the revision or the content', () => {
    const base = deterministicEventId('game-1', 3n, content);
    expect(deterministicEventId('game-2', 3n, content)).not.toBe(base);
    expect(deterministicEventId('game-1', 4n, content)).not.toBe(base);
    expect(deterministicEventId('game-1', 3n, { ...content, data: { player: 'bob' } })).not.toBe(
      base,
    );
  });
});

describe('isUuid / newEventId', () => {
  it('accepts UUIDs of any version and case, nothing else', () => {
    expect(isUuid(newEventId())).toBe(true);
    expect(isUuid('2ED6657D-E927-568B-95E1-2665A8AEA6A2')).toBe(true);
    expect(isUuid('2ed6657d-e927-568b-95e1-2665a8aea6a')).toBe(false);
    expect(isUuid(42)).toBe(false);
  });
});

import { prepareAppend } from './append-preparation';

describe('prepareAppend', () => {
  it('keeps a "__proto__" metadata key as a key (JSON.parse makes them)', () => {
    const metadata = JSON.parse('{"__proto__":{"b":2,"a":1},"actor":"alice"}') as Record<
      string,
      unknown
    >;
    const { events } = prepareAppend('s', [{ type: 'Noted', data: {}, metadata }], {
      correlationId: 'c',
    });
    expect(events[0]?.metadataJson).toBe(
      '{"$causationId":"c","$correlationId":"c","__proto__":{"a":1,"b":2},"actor":"alice"}',
    );
  });

  it.each([
    [{ at: new Date(0) }, 'event 0: metadata.at is a Date, not a plain object'],
    [{ hash: Number.NaN }, 'event 0: metadata.hash is NaN'],
    [new Date(0), 'event 0: metadata is a Date, not a plain object'],
    [[1], 'event 0: metadata is not an object'],
  ])('refuses metadata %p, naming the part: %s', (metadata, message) => {
    expect(() =>
      prepareAppend('s', [
        { type: 'Noted', data: {}, metadata: metadata as unknown as Record<string, unknown> },
      ]),
    ).toThrow(message);
  });

  it('refuses a correlationId with a lone surrogate, which JSON would not carry whole', () => {
    expect(() =>
      prepareAppend('s', [{ type: 'Noted', data: {} }], { correlationId: 'x\ud800' }),
    ).toThrow('metadata.$correlationId holds a lone UTF-16 surrogate');
  });
});

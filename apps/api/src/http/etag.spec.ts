import { etagOf, notModified } from './etag';

describe('ETags of answers that never change', () => {
  it('are the hash of the body: equal bodies, equal tags; any change, another tag', () => {
    const tag = etagOf({ revision: 3, players: { alice: { life: 20 } } });
    expect(tag).toMatch(/^"[\w-]{43}"$/);
    expect(etagOf({ revision: 3, players: { alice: { life: 20 } } })).toBe(tag);
    expect(etagOf({ revision: 3, players: { alice: { life: 19 } } })).not.toBe(tag);
  });

  it('match If-None-Match as RFC 9110 says: any tag of a list, weak or strong, or *', () => {
    const tag = etagOf([1]);
    expect(notModified(tag, tag)).toBe(true);
    expect(notModified(`"other", W/${tag}`, tag)).toBe(true);
    expect(notModified('*', tag)).toBe(true);
    expect(notModified('"other"', tag)).toBe(false);
    expect(notModified(undefined, tag)).toBe(false);
  });
});

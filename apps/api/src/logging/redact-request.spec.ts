import { redactRequest } from './redact-request';

describe('redactRequest', () => {
  it('hides ?key= wherever it stands in the URL, and nothing else', () => {
    expect(redactRequest({ url: '/games/1/live?key=abc123&from=3' }).url).toBe('/games/1/live?key=[Redacted]&from=3');
    expect(redactRequest({ url: '/?from=1&KEY=abc' }).url).toBe('/?from=1&KEY=[Redacted]');
    expect(redactRequest({ url: '/games?monkey=1' }).url).toBe('/games?monkey=1');
    const noUrl: { url?: string; method: string } = { method: 'GET' };
    expect(redactRequest(noUrl)).toEqual({ method: 'GET' });
  });
});

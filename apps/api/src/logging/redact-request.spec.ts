import { redactRequest } from './redact-request';

describe('redactRequest', () => {
  it('hides ?key= wherever it stands in the URL, and nothing else', () => {
    expect(redactRequest({ url: '/games/1/live?key=abc123&from=3' }).url).toBe('/games/1/live?key=[Redacted]&from=3');
    expect(redactRequest({ url: '/?from=1&KEY=abc' }).url).toBe('/?from=1&KEY=[Redacted]');
    expect(redactRequest({ url: '/games?monkey=1' }).url).toBe('/games?monkey=1');
    const noUrl: { url?: string; method: string } = { method: 'GET' };
    expect(redactRequest(noUrl)).toEqual({ method: 'GET' });
  });

  it('prints only headers known to carry no secret; any other header, a key in it or not, is redacted', () => {
    const headers = {
      host: 'localhost:3000',
      'user-agent': 'curl/8',
      authorization: 'Bearer k1',
      'x-api-key': 'k2',
      cookie: 'session=k3',
      'X-Custom-Token': 'k4',
      referer: 'http://localhost:3000/?key=k5#g',
    };
    const logged = redactRequest({ url: '/me', headers }).headers as Record<string, unknown>;
    expect(logged).toEqual({
      host: 'localhost:3000',
      'user-agent': 'curl/8',
      authorization: '[Redacted]',
      'x-api-key': '[Redacted]',
      cookie: '[Redacted]',
      'X-Custom-Token': '[Redacted]',
      referer: 'http://localhost:3000/?key=[Redacted]#g',
    });
    expect(headers['x-api-key']).toBe('k2'); // the request itself is untouched
  });
});

/**
 * API keys travel in `Authorization` and, for links and Server-Sent Events, in `?key=`; a client
 * may also send one in a header of its own (`x-api-key`) or a cookie. A logged request keeps none
 * of them: the URL loses `?key=` (pino's `redact` covers the parsed query, not the URL), and only
 * headers known to carry no secret are printed as they are; every other header's value is
 * `[Redacted]` (its name stays, which helps debugging), and a `Referer` loses its `?key=` too.
 *
 * @example
 * redactRequest({ url: '/games/1/live?key=abc&from=3' }).url // '/games/1/live?key=[Redacted]&from=3'
 * redactRequest({ headers: { 'x-api-key': 'abc', accept: '*' } }).headers // { 'x-api-key': '[Redacted]', accept: '*' }
 */
const SHOWN_HEADERS: ReadonlySet<string> = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'cache-control',
  'connection',
  'content-length',
  'content-type',
  'host',
  'if-none-match',
  'last-event-id',
  'origin',
  'user-agent',
  'x-forwarded-for',
  'x-request-id',
]);

const withoutKey = (url: string): string => url.replace(/([?&]key=)[^&#]*/gi, '$1[Redacted]');

export function redactRequest<R extends { url?: unknown; headers?: unknown }>(req: R): R {
  const out: R = { ...req };
  if (typeof req.url === 'string') out.url = withoutKey(req.url);
  if (req.headers !== null && typeof req.headers === 'object') {
    const headers: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(req.headers as Record<string, unknown>)) {
      const lower = name.toLowerCase();
      if (SHOWN_HEADERS.has(lower)) headers[name] = value;
      else if (lower === 'referer' && typeof value === 'string') headers[name] = withoutKey(value);
      else headers[name] = '[Redacted]';
    }
    out.headers = headers;
  }
  return out;
}

/**
 * API keys travel in `Authorization` and, for links and Server-Sent Events, in `?key=`: a logged
 * request keeps neither (pino's `redact` covers the header and the parsed query, not the URL).
 *
 * @example
 * redactRequest({ url: '/games/1/live?key=abc&from=3' }).url // '/games/1/live?key=[Redacted]&from=3'
 */
export function redactRequest<R extends { url?: unknown }>(req: R): R {
  if (typeof req.url !== 'string') return req;
  return { ...req, url: req.url.replace(/([?&]key=)[^&#]*/gi, '$1[Redacted]') };
}

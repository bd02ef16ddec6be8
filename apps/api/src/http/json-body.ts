/**
 * Request bodies, read by Fastify: its body limit per route, its reading of the stream (413 at
 * once when Content-Length is past the limit, as soon as the bytes are otherwise) and its JSON
 * parser, which refuses keys that would set an object's prototype (`__proto__`, and
 * `constructor.prototype`). Around that parser, only what Fastify does not do: a charset other than
 * UTF-* is a 415, bytes that are not valid in the charset a 400 naming `body` (never silently
 * U+FFFD), and a refused body says why — the position of malformed JSON (JSON.parse's message) or
 * the field that holds a forbidden key. JSON is the only type read: another is a 415, and a
 * request without a body (or with an empty one) reaches the handler with none.
 */
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { TextDecoder } from 'node:util';
import { BadInputError } from '@arbiter/platform';
import { findJsonProblem } from './json-shape';

/** 50 MiB: the largest body of any route (an uploaded log to audit). */
export const BODY_LIMIT = 50 * 1024 * 1024;

/**
 * What each write route can need. A start position listing 5,000 cards one by one is under
 * 256 KiB (a library may also be given as a number of cards, up to 10,000); an action with 100
 * choices of 200 characters is 20 KiB. Parsing and checking is a few ms per 100 KiB here, in the
 * API's event loop: an uploaded log, which may be large, is parsed on a thread of its own.
 */
export const ROUTE_BODY_LIMITS: Readonly<Record<string, number>> = {
  'POST /games': 256 * 1024,
  'POST /games/:id/actions': 64 * 1024,
  'POST /audits': BODY_LIMIT,
};

/** Routes that take no body (or ignore it), and paths that are no route: the server's limit. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

/**
 * Routes whose body is handed on as its bytes, unparsed: an uploaded log is parsed and audited on
 * a thread of its own, not in the API's event loop.
 */
export const RAW_BODY_ROUTES: ReadonlySet<string> = new Set(['POST /audits']);

/** A JSON body as received: its bytes and their charset. */
export class RawJsonBody {
  constructor(
    readonly bytes: Buffer,
    readonly charset: string,
  ) {}
}

/** `POST /games/:id/actions`: a route's key in the tables above. */
function routeKey(method: string, routeUrl: string): string {
  const pattern = routeUrl.length > 1 ? routeUrl.replace(/\/$/, '').toLowerCase() : routeUrl;
  return `${method.toUpperCase()} ${pattern}`;
}

/** The most a route reads, by its method and its path pattern (`/games/:id/actions`). */
export function bodyLimitFor(method: string, routeUrl: string | undefined): number {
  if (routeUrl === undefined) return DEFAULT_BODY_LIMIT;
  return ROUTE_BODY_LIMITS[routeKey(method, routeUrl)] ?? DEFAULT_BODY_LIMIT;
}

/** True when the route takes its body as bytes (`RAW_BODY_ROUTES`). */
export function takesRawBody(method: string, routeUrl: string | undefined): boolean {
  return routeUrl !== undefined && RAW_BODY_ROUTES.has(routeKey(method, routeUrl));
}

/** An error whose `statusCode` and `message` Nest's exception handler sends as they are. */
class BodyError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

type Done = (err: Error | null, body?: unknown) => void;

/**
 * Fastify's options for the API's server: the default limit, which any route not in
 * `ROUTE_BODY_LIMITS` keeps (404s included); the JSON parser refuses prototype keys.
 */
export const BODY_OPTIONS = { bodyLimit: DEFAULT_BODY_LIMIT, onProtoPoisoning: 'error', onConstructorPoisoning: 'error' } as const;

export function registerBodyParsers(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    const limit = Math.max(...methods.map((m) => bodyLimitFor(m, route.url)));
    if (limit !== DEFAULT_BODY_LIMIT && route.bodyLimit === undefined) route.bodyLimit = limit;
  });
  const fastifyJson = fastify.getDefaultJsonParser(BODY_OPTIONS.onProtoPoisoning, BODY_OPTIONS.onConstructorPoisoning);
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req: FastifyRequest, body: Buffer, done: Done) => {
    const charset = charsetOf(req.headers['content-type']);
    let decoder: TextDecoder;
    try {
      if (!charset.startsWith('utf-')) throw new RangeError(charset);
      decoder = new TextDecoder(charset, { fatal: true });
    } catch {
      done(new BodyError(415, `unsupported charset "${charset.toUpperCase()}"`));
      return;
    }
    // Many clients send the JSON type on every request: an empty body is no body (Fastify's
    // parser would refuse it), as a request without a type is.
    if (body.length === 0) {
      done(null, undefined);
      return;
    }
    if (takesRawBody(req.method, req.routeOptions.url)) {
      done(null, new RawJsonBody(body, charset));
      return;
    }
    let text: string;
    try {
      text = decoder.decode(body); // a BOM is dropped
    } catch {
      // A client error wherever it is answered: the API's filter names the field, Fastify's the status.
      done(Object.assign(new BadInputError('body', `is not valid ${charset.toUpperCase()}`), { statusCode: 400 }));
      return;
    }
    void fastifyJson(req, text, (err: Error | null, json?: unknown) => {
      if (err === null) done(null, json);
      else done(whyRefused(err, text));
    });
  });
}

/**
 * Fastify says only that a body is not valid JSON, for malformed JSON and forbidden keys alike;
 * the client is told which: JSON.parse's message (with the position), or the field.
 */
export function whyRefused(err: Error, text: string): Error {
  if ((err as { code?: unknown }).code !== 'FST_ERR_CTP_INVALID_JSON_BODY') return err;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (parseErr) {
    // Nest answers a SyntaxError with status 400 as a Bad Request carrying its message.
    return parseErr instanceof SyntaxError ? Object.assign(parseErr, { status: 400, statusCode: 400 }) : err;
  }
  const problem = findJsonProblem(json);
  return problem === null ? err : Object.assign(new BadInputError(problem.field, problem.detail), { statusCode: 400 });
}

function charsetOf(contentType: string | undefined): string {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '');
  return match?.[1] === undefined || match[1] === '' ? 'utf-8' : match[1].toLowerCase();
}

/**
 * Request bodies: any JSON value is parsed, so that a body of the wrong shape is answered by
 * validation, naming the field, rather than by the parser; an empty body is `{}`; a UTF-8 BOM is
 * skipped. Each route reads at most what it can need (`bodyLimitFor`): a body past it is refused
 * with 413 before it is parsed (at once when Content-Length says so), so no request holds the
 * event loop for long. Other errors: 400 with JSON.parse's message for malformed JSON, 400 naming
 * `body` for bytes that are not valid in the charset (never silently U+FFFD), 415 for a charset
 * other than UTF-*. A body of any other type is not read: the handler gets `undefined` and
 * validation answers.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';
import { BadInputError } from '@arbiter/platform';

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

/** Routes that take no body (or ignore it), and paths that are no route. */
export const DEFAULT_BODY_LIMIT = 16 * 1024;

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

export function registerBodyParsers(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addContentTypeParser('application/json', (req, payload, done: Done) => {
    const charset = charsetOf(req.headers['content-type']);
    let decoder: TextDecoder;
    try {
      if (!charset.startsWith('utf-')) throw new RangeError(charset);
      decoder = new TextDecoder(charset, { fatal: true });
    } catch {
      done(new BodyError(415, `unsupported charset "${charset.toUpperCase()}"`));
      return;
    }
    readBody(payload, Number(req.headers['content-length']), limitOf(req), (err, body) => {
      if (err !== null || body === undefined) {
        done(err);
        return;
      }
      if (takesRawBody(req.method, req.routeOptions.url)) {
        done(null, new RawJsonBody(body, charset));
        return;
      }
      let text: string;
      try {
        text = decoder.decode(body);
      } catch {
        // A client error wherever it is answered: the API's filter names the field, Fastify's the status.
        done(Object.assign(new BadInputError('body', `is not valid ${charset.toUpperCase()}`), { statusCode: 400 }));
        return;
      }
      let json: unknown;
      try {
        json = parseJson(text);
      } catch (parseErr) {
        done(parseErr as Error);
        return;
      }
      done(null, json);
    });
  });
  fastify.addContentTypeParser('*', (_req, _payload, done: Done) => {
    done(null, undefined);
  });
}

/** JSON.parse, with `{}` for an empty body and a SyntaxError marked as the client's (400). */
export function parseJson(text: string): unknown {
  const json = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (json.length === 0) return {};
  try {
    return JSON.parse(json) as unknown;
  } catch (err) {
    // Nest answers a SyntaxError with status 400 as a Bad Request carrying its message.
    if (err instanceof SyntaxError) Object.assign(err, { status: 400, statusCode: 400 });
    throw err;
  }
}

function charsetOf(contentType: string | undefined): string {
  const match = /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '');
  return match?.[1] === undefined || match[1] === '' ? 'utf-8' : match[1].toLowerCase();
}

function limitOf(req: FastifyRequest): number {
  return Math.min(BODY_LIMIT, bodyLimitFor(req.method, req.routeOptions.url));
}

function readBody(payload: Readable, declared: number, limit: number, done: (err: Error | null, body?: Buffer) => void): void {
  const tooLarge = (): BodyError => new BodyError(413, `request entity too large: this route takes at most ${limit} bytes`);
  if (declared > limit) {
    done(tooLarge());
    return;
  }
  const chunks: Buffer[] = [];
  let received = 0;
  const finish = (err: Error | null, body?: Buffer): void => {
    payload.off('data', onData).off('end', onEnd).off('error', onError);
    done(err, body);
  };
  const onData = (chunk: Buffer): void => {
    received += chunk.length;
    if (received > limit) finish(tooLarge());
    else chunks.push(chunk);
  };
  const onEnd = (): void => {
    if (!Number.isNaN(declared) && received !== declared) finish(new BodyError(400, 'request size did not match content length'));
    else finish(null, chunks.length === 1 ? chunks[0] : Buffer.concat(chunks, received));
  };
  const onError = (): void => {
    finish(new BodyError(400, 'request aborted'));
  };
  payload.on('data', onData).on('end', onEnd).on('error', onError);
}

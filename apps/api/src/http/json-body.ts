/**
 * Request bodies as the API has always read them (body-parser's `json({ limit: '50mb', strict:
 * false })`): any JSON value is parsed, so that a body of the wrong shape is answered by
 * validation, naming the field, rather than by the parser; an empty body is `{}`; a UTF-8 BOM is
 * skipped. The errors are body-parser's: 400 with JSON.parse's message for malformed JSON, 413
 * past the limit, 415 for a charset other than UTF-*. A body of any other type is not read: the
 * handler gets `undefined` and validation answers.
 */
import type { FastifyInstance } from 'fastify';
import type { Readable } from 'node:stream';
import { TextDecoder } from 'node:util';

/** 50 MiB: exported logs can be large; everything else is small. */
export const BODY_LIMIT = 50 * 1024 * 1024;

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
    let decoder: TextDecoder | undefined;
    if (charset !== 'utf-8') {
      try {
        if (!charset.startsWith('utf-')) throw new RangeError(charset);
        decoder = new TextDecoder(charset);
      } catch {
        done(new BodyError(415, `unsupported charset "${charset.toUpperCase()}"`));
        return;
      }
    }
    readBody(payload, Number(req.headers['content-length']), (err, body) => {
      if (err !== null || body === undefined) {
        done(err);
        return;
      }
      let json: unknown;
      try {
        json = parseJson(decoder === undefined ? body.toString('utf8') : decoder.decode(body));
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

function readBody(payload: Readable, declared: number, done: (err: Error | null, body?: Buffer) => void): void {
  if (declared > BODY_LIMIT) {
    done(new BodyError(413, 'request entity too large'));
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
    if (received > BODY_LIMIT) finish(new BodyError(413, 'request entity too large'));
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

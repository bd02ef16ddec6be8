/**
 * Every request has an id: the client's `X-Request-Id` when it sends a usable one (up to 128
 * letters, digits and `-_.:@`), a new UUID otherwise. It is echoed in the answer's
 * `X-Request-Id`, is the request log's `req.id`, and becomes the `$correlationId` of the events an
 * action records, so that a client's request, the log line and the events can be matched.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

const USABLE = /^[\w.:@-]{1,128}$/;

/** Fastify's `genReqId`: the request's own id, or a new one; also set on the raw request for the log. */
export function requestIdOf(raw: IncomingMessage): string {
  const sent = raw.headers[REQUEST_ID_HEADER];
  const id = typeof sent === 'string' && USABLE.test(sent) ? sent : randomUUID();
  (raw as IncomingMessage & { id?: string }).id = id; // pino-http logs `req.id`
  return id;
}

/** Echoes the id on every answer, errors and 404s included. */
export function echoRequestId(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (req, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, req.id);
    done();
  });
}

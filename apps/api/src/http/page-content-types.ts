/**
 * The pages around the API (the web UI's files at `/`, Swagger UI at `/api`, its documents at
 * `/api-json` and `/api-yaml`) keep the Content-Types they have always had: every text type with
 * `charset=utf-8`, and static JavaScript files as `text/javascript`. Fastify's static files name
 * JavaScript `application/javascript`, and Swagger's pages set their types without a charset.
 * Only these routes get the hook: the API's own routes already answer with a charset.
 */
import type { FastifyInstance, onSendHookHandler, RouteOptions } from 'fastify';

const isPage = (url: string): boolean => url === '/*' || url === '/api' || url.startsWith('/api/') || url.startsWith('/api-');

export function keepPageContentTypes(fastify: FastifyInstance): void {
  fastify.addHook('onRoute', (route: RouteOptions) => {
    if (!isPage(route.url)) return;
    const hook = route.url.endsWith('*') ? staticFileType : pageType;
    route.onSend = route.onSend === undefined ? [hook] : [...[route.onSend].flat(), hook];
  });
}

const pageType: onSendHookHandler = (_req, reply, payload, done) => {
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && !type.includes('charset') && (type.startsWith('text/') || type === 'application/javascript')) {
    void reply.header('content-type', `${type}; charset=utf-8`);
  }
  done(null, payload);
};

const staticFileType: onSendHookHandler = (req, reply, payload, done) => {
  const type = reply.getHeader('content-type');
  if (typeof type === 'string' && type.startsWith('application/javascript')) void reply.header('content-type', 'text/javascript; charset=utf-8');
  pageType.call(reply.server, req, reply, payload, done);
};

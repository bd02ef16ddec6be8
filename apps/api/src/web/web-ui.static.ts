/**
 * The web UI's static files at `/` (no key needed: the page asks for one and sends it with every
 * API call). The bundle is built by `node apps/web/build.mjs` (part of `npm run build`) into
 * `dist/web`; API routes are matched when no file is.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';

/** `dist/web` from `apps/api/src/web` (ts-node, jest) or `dist/apps/api/src/web` (built). */
export function webRoot(): string | null {
  const candidates = [
    resolve(__dirname, '../../../../dist/web'),
    resolve(__dirname, '../../../../web'),
  ];
  return candidates.find((dir) => existsSync(join(dir, 'index.html'))) ?? null;
}

/**
 * Sent with every file of the web UI: it loads only its own files (the bundle has no inline
 * script), may not be framed by another site (clickjacking), and is never content-sniffed.
 * Swagger UI at /api is not the web UI and keeps its own headers.
 */
export const WEB_UI_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy':
    "default-src 'self'; script-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

const MISSING = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Arbiter</title>
<p>The web UI has not been built: run <code>npm run build</code> (or <code>node apps/web/build.mjs</code>) and reload.
The API is up: see <a href="/api">/api</a>.</p></html>`;

export async function serveWebUi(app: NestFastifyApplication): Promise<void> {
  const root = webRoot();
  if (root === null) {
    app.getHttpAdapter().getInstance().route({
      method: 'GET',
      url: '/',
      exposeHeadRoute: false,
      handler: (_req, reply) => reply.headers(WEB_UI_HEADERS).type('text/html; charset=utf-8').send(MISSING),
    });
    return;
  }
  await app.register(fastifyStatic, {
    root,
    index: 'index.html',
    // Revalidate every time (ETag): a rebuilt bundle is picked up on the next reload.
    setHeaders: (reply) => {
      reply.headers(WEB_UI_HEADERS);
      reply.header('Cache-Control', 'no-cache');
    },
  });
}

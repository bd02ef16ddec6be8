/**
 * The web UI's static files at `/` (no key needed: the page asks for one and sends it with every
 * API call). The bundle is built by `node apps/web/build.mjs` (part of `npm run build`) into
 * `dist/web`; API routes are matched when no file is.
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';

/** `dist/web` from `apps/api/src/web` (ts-node, jest) or `dist/apps/api/src/web` (built). */
export function webRoot(): string | null {
  const candidates = [
    resolve(__dirname, '../../../../dist/web'),
    resolve(__dirname, '../../../../web'),
  ];
  return candidates.find((dir) => existsSync(join(dir, 'index.html'))) ?? null;
}

const MISSING = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Arbiter</title>
<p>The web UI has not been built: run <code>npm run build</code> (or <code>node apps/web/build.mjs</code>) and reload.
The API is up: see <a href="/api">/api</a>.</p></html>`;

export function serveWebUi(app: NestExpressApplication): void {
  const root = webRoot();
  if (root === null) {
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (req.method === 'GET' && req.path === '/') res.type('html').send(MISSING);
      else next();
    });
    return;
  }
  app.useStaticAssets(root, {
    index: 'index.html',
    // Revalidate every time (ETag): a rebuilt bundle is picked up on the next reload.
    setHeaders: (res: ServerResponse) => {
      res.setHeader('Cache-Control', 'no-cache');
    },
  });
}

/**
 * The web UI against a real API: builds the bundle (esbuild, well under a second), starts the API
 * in this process on a free loopback port over a temporary SQLite store with known keys, and
 * opens pages in Chromium with a key, as the URL the server prints does.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { startApi, type ApiHarness } from '../api/api-harness';

export const ROOT = join(__dirname, '..', '..');
export const SCREENSHOTS = join(ROOT, 'test-results', 'screenshots');

/** Builds apps/web into dist/web (the API serves what is there when it starts). */
export function buildWebBundle(): void {
  execFileSync(process.execPath, [join(ROOT, 'apps', 'web', 'build.mjs')], {
    cwd: ROOT,
    stdio: 'pipe',
  });
}

export interface WebHarness extends ApiHarness {
  readonly url: string;
}

export async function startWebApi(env: Record<string, string> = {}): Promise<WebHarness> {
  buildWebBundle();
  const api = await startApi(env);
  await api.app.listen(0, '127.0.0.1');
  const address = api.app.getHttpServer().address() as { port: number };
  return { ...api, url: `http://127.0.0.1:${address.port}` };
}

/** Saves a screenshot to test-results/screenshots/<name>.png (kept as a test artifact). */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });
}

/**
 * Milliseconds from moving the scrubber to the board showing that revision in the DOM, measured in
 * the page with performance.now() (a MutationObserver sees the commit; no polling delay).
 */
export async function timeScrub(page: Page, revision: number): Promise<number> {
  const measure = `new Promise((resolve, reject) => {
    const scrubber = document.querySelector('#scrubber');
    if (scrubber === null) return reject(new Error('no scrubber'));
    const shown = () => document.querySelector('[data-testid="board"][data-revision="${String(revision)}"]') !== null;
    const t0 = performance.now();
    const observer = new MutationObserver(() => {
      if (shown()) { observer.disconnect(); resolve(performance.now() - t0); }
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    scrubber.value = '${String(revision)}';
    scrubber.dispatchEvent(new Event('input', { bubbles: true }));
    if (shown()) { observer.disconnect(); resolve(performance.now() - t0); }
  })`;
  return page.evaluate<number>(measure);
}

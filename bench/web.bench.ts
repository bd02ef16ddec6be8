/**
 * Time travel in the web UI, measured in Chromium with performance.now(): a 10,000-event game
 * recorded through the game service (snapshots every 100 events, as in production) is opened, then
 * the scrubber is moved to revisions spread over the whole game (never seen before, so each one
 * is fetched), and stepped one revision at a time (the neighbours are prefetched). Target: any
 * revision on the board in under 200 ms. Without /usr/bin/chromium it prints a row saying so.
 */
import { GameCommandService } from '@arbiter/platform';
import { KEYS } from '../test/api/api-harness';
import { chromiumInstalled, launchChromium } from '../test/web/browser';
import { recordLongGame } from '../test/web/long-game';
import { startWebApi, timeScrub } from '../test/web/web-harness';
import type { BenchRow } from './bench.types';

const SUITE = 'web';

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length - 1) * p))] ?? NaN;
}

/** Evenly spaced over the game, visited in a scattered order (stride 7; counts are not multiples of 7). */
function spread(last: number, count: number): number[] {
  const points = Array.from({ length: count }, (_, i) => Math.round(((i + 0.5) / count) * last));
  return points.map((_, i) => points[(i * 7) % count] ?? 0);
}

export async function run(options: { quick: boolean }): Promise<readonly BenchRow[]> {
  if (!chromiumInstalled()) {
    return [
      {
        suite: SUITE,
        name: 'time travel in the browser: skipped, /usr/bin/chromium missing',
        value: 0,
        unit: '-',
        note: 'apt-get install chromium',
      },
    ];
  }
  const events = options.quick ? 2_000 : 10_000;
  const web = await startWebApi({ ARBITER_SNAPSHOT_EVERY: '100' });
  const browser = await launchChromium();
  try {
    const recordStart = performance.now();
    const game = await recordLongGame(web.app.get(GameCommandService), events);
    const recordMs = performance.now() - recordStart;
    const page = await browser.context.newPage();

    // Load, timed in the page from navigation start: the board at the last revision (the current
    // view, fetched first), then the event list (fetched once, after it).
    await page.addInitScript(`
      const marks = (window.__arbiterLoad = {});
      new MutationObserver((_, observer) => {
        if (marks.board === undefined && document.querySelector('[data-testid="board"]')) marks.board = performance.now();
        if (marks.list === undefined && document.querySelector('[data-testid="event"]')) marks.list = performance.now();
        if (marks.board !== undefined && marks.list !== undefined) observer.disconnect();
      }).observe(document, { subtree: true, childList: true });
    `);
    await page.goto(`${web.url}/?key=${KEYS.judge}#/games/${game.id}`);
    await page.waitForSelector('[data-testid="event"]', { timeout: 60_000 });
    const marks = await page.evaluate<{ board: number; list: number }>('window.__arbiterLoad');
    const loadMs = marks.board;
    const listMs = marks.list;
    const eventBytes = await page.evaluate<number>(
      `performance.getEntriesByType('resource').filter((r) => r.name.includes('/events')).reduce((n, r) => n + (r.decodedBodySize || 0), 0)`,
    );

    // Warm the page's code paths once, then measure scrubs to revisions not yet seen.
    await timeScrub(page, 1);
    const jumps: number[] = [];
    for (const r of spread(game.revision, options.quick ? 20 : 60))
      jumps.push(await timeScrub(page, r));
    // Step with the neighbours prefetched (as ←/→ do).
    const steps: number[] = [];
    let at = Math.floor(game.revision / 2);
    await timeScrub(page, at);
    for (let i = 0; i < (options.quick ? 20 : 60); i++) {
      at += 1;
      await page.waitForTimeout(20); // the time a key repeat leaves for the prefetch
      steps.push(await timeScrub(page, at));
    }
    jumps.sort((a, b) => a - b);
    steps.sort((a, b) => a - b);
    const target = 'target < 200 ms';
    return [
      {
        suite: SUITE,
        name: `game recorded through GameCommandService (${game.revision + 1} events)`,
        value: recordMs / 1000,
        unit: 's',
      },
      {
        suite: SUITE,
        name: 'page load to board at the last revision',
        value: loadMs,
        unit: 'ms',
      },
      {
        suite: SUITE,
        name: 'page load to the event list shown',
        value: listMs,
        unit: 'ms',
        note: `${(eventBytes / 1e6).toFixed(1)} MB of events, fetched once`,
      },
      {
        suite: SUITE,
        name: `scrub to an unseen revision, p50 (${jumps.length} jumps)`,
        value: percentile(jumps, 0.5),
        unit: 'ms',
        note: target,
      },
      {
        suite: SUITE,
        name: 'scrub to an unseen revision, p95',
        value: percentile(jumps, 0.95),
        unit: 'ms',
        note: target,
      },
      {
        suite: SUITE,
        name: 'scrub to an unseen revision, max',
        value: jumps[jumps.length - 1] ?? NaN,
        unit: 'ms',
        note: target,
      },
      {
        suite: SUITE,
        name: `step to the next revision (prefetched), p50 (${steps.length} steps)`,
        value: percentile(steps, 0.5),
        unit: 'ms',
        note: target,
      },
      {
        suite: SUITE,
        name: 'step to the next revision (prefetched), max',
        value: steps[steps.length - 1] ?? NaN,
        unit: 'ms',
        note: target,
      },
    ];
  } finally {
    await browser.close();
    await web.close();
  }
}

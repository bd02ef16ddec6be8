/**
 * The time-travel web UI in a real browser (Debian's Chromium through playwright-core) against the
 * real API on a loopback port: the demo game scrubbed and checked against the API's GameView, the
 * "why" chain, the diff, the judge's backup, audits (a stored game, and an uploaded tampered log),
 * live updates, keyboard use, a player's view and the phone layout. Screenshots of each main view
 * go to test-results/screenshots/.
 */
import type { Page } from 'playwright-core';
import { computeEventHash, GENESIS_HASH, type EventStore } from '@arbiter/event-store';
import { EVENT_STORE, GameCatalog, GameCommandService } from '@arbiter/platform';
import type { GameView } from '@arbiter/rules';
import { recordDemoIfEmpty } from '../../apps/api/src/demo-game';
import { auth, KEYS } from '../api/api-harness';
import { chromiumInstalled, launchChromium, type Browser } from './browser';
import { screenshot, startWebApi, timeScrub, type WebHarness } from './web-harness';

// CI installs Chromium (.ci/run); elsewhere the suite is skipped with a note rather than failing.
const run = chromiumInstalled() || process.env['CI'] === 'true' ? describe : describe.skip;
if (!chromiumInstalled())
  process.stderr.write(
    'web UI browser tests: /usr/bin/chromium is missing (apt-get install chromium)\n',
  );

let web: WebHarness;
let browser: Browser;
let gameId: string;
let last: number;

interface LogEvent {
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
}

async function apiGet<T>(path: string, key: string = KEYS.judge): Promise<T> {
  const res = await web.http.get(path).set(auth(key)).expect(200);
  return res.body as T;
}

async function openGame(key: string, revision?: number, tab?: string): Promise<Page> {
  const page = await browser.context.newPage();
  const query = new URLSearchParams();
  if (revision !== undefined) query.set('r', String(revision));
  if (tab !== undefined) query.set('tab', tab);
  const q = query.toString();
  await page.goto(`${web.url}/?key=${key}#/games/${gameId}${q === '' ? '' : `?${q}`}`);
  await page.waitForSelector(`[data-testid="board"][data-revision="${revision ?? last}"]`);
  return page;
}

const boardAt = (page: Page, revision: number) =>
  page.waitForSelector(`[data-testid="board"][data-revision="${revision}"]`);

/** What the board shows, read from the DOM in the shape of the GameView fields it renders. */
async function readBoard(page: Page) {
  return page.locator('[data-testid="board"]').evaluate((board) => {
    const players: Record<string, { life: string; hand: string; mana: Record<string, number> }> =
      {};
    for (const p of board.querySelectorAll<HTMLElement>('[data-testid="player"]')) {
      const mana: Record<string, number> = {};
      for (const pip of p.querySelectorAll<HTMLElement>('[data-mana]'))
        mana[pip.dataset['mana'] ?? ''] = Number(pip.dataset['count']);
      players[p.dataset['player'] ?? ''] = {
        life: p.querySelector('[data-field="life"]')?.textContent ?? '',
        hand: p.querySelector('[data-zone="hand"]')?.textContent ?? '',
        mana,
      };
    }
    const permanents: Record<
      string,
      {
        controller: string;
        owner: string;
        tapped: boolean;
        counters: Record<string, string>;
        seat: string;
        host: string | null;
      }
    > = {};
    for (const el of board.querySelectorAll<HTMLElement>('[data-testid="permanent"]')) {
      const counters: Record<string, string> = {};
      for (const c of el.querySelectorAll<HTMLElement>(
        ':scope > .perm-card [data-field="counter"]',
      ))
        counters[c.dataset['kind'] ?? ''] = c.textContent;
      const host = el.parentElement?.closest<HTMLElement>('[data-testid="permanent"]');
      permanents[el.dataset['id'] ?? ''] = {
        controller: el.dataset['controller'] ?? '',
        owner: el.dataset['owner'] ?? '',
        tapped: el.dataset['tapped'] === 'true',
        counters,
        seat: el.closest<HTMLElement>('[data-testid="player"]')?.dataset['player'] ?? '',
        host: host?.dataset['id'] ?? null,
      };
    }
    const stack = [...board.querySelectorAll<HTMLElement>('[data-testid="stack"] li')].map(
      (li) => li.dataset['id'],
    );
    return { players, permanents, stack };
  });
}

async function scrubberValue(page: Page): Promise<number> {
  return Number(await page.locator('#scrubber').inputValue());
}

run('the web UI in Chromium', () => {
  beforeAll(async () => {
    web = await startWebApi();
    const demo = await recordDemoIfEmpty(web.app.get(GameCatalog), web.app.get(GameCommandService));
    if (demo === null) throw new Error('the store was not empty');
    gameId = demo;
    last = (await apiGet<GameView>(`/games/${gameId}`)).revision;
    browser = await launchChromium();
  }, 60_000);

  afterAll(async () => {
    await browser.close();
    await web.close();
  });

  it('lists the demo game and opens it at its last revision, the key kept out of the address bar', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${web.url}/?key=${KEYS.judge}`);
    const row = page.locator(`[data-testid="game-row"][data-id="${gameId}"]`);
    await row.waitFor();
    expect(await row.locator('[data-field="revision"]').textContent()).toBe(String(last));
    expect(page.url()).not.toContain(KEYS.judge);
    await screenshot(page, '01-game-list');
    await row.getByRole('link').click();
    await boardAt(page, last);
    expect(await scrubberValue(page)).toBe(last);
    await screenshot(page, '02-game-last-revision');
    await page.close();
  });

  it("scrubs to a revision and shows the board the API's GameView gives for it", async () => {
    const page = await openGame(KEYS.judge);
    // Revision 18: Yes Man (alice's) tapped under bob's control, its ability on the stack; Wild Growth on the Forest.
    await page.locator('#scrubber').fill('18');
    await boardAt(page, 18);
    const view = await apiGet<GameView>(`/games/${gameId}/view?at=18`);
    const shown = await readBoard(page);
    expect(Object.keys(shown.players).sort()).toEqual(Object.keys(view.players).sort());
    for (const [name, p] of Object.entries(view.players)) {
      const s = shown.players[name]!;
      expect(s.life).toContain(String(p.life));
      expect(s.mana).toEqual(p.manaPool);
      expect(s.hand).toContain(`(${typeof p.hand === 'number' ? p.hand : p.hand.length}`);
    }
    expect(Object.keys(shown.permanents).sort()).toEqual(Object.keys(view.battlefield).sort());
    for (const [id, p] of Object.entries(view.battlefield)) {
      const s = shown.permanents[id]!;
      expect({ controller: s.controller, owner: s.owner, tapped: s.tapped }).toEqual({
        controller: p.controller,
        owner: p.owner,
        tapped: p.tapped,
      });
      expect(Object.keys(s.counters).sort()).toEqual(Object.keys(p.counters).sort());
      // Attachments sit inside their host; everything else in its controller's area.
      if (p.attachedTo !== null) expect(s.host).toBe(p.attachedTo);
      else expect(s.seat).toBe(p.controller);
    }
    expect(shown.stack).toEqual(view.stack.map((o) => o.id).reverse());
    expect(view.battlefield['ym']).toMatchObject({
      controller: 'bob',
      owner: 'alice',
      tapped: true,
    });
    await expect(
      page.locator('[data-id="ym"] [data-field="owner"]').textContent(),
    ).resolves.toContain('alice');
    await screenshot(page, '03-board-revision-18');

    // A later revision with a counter: the quest counter on Yes Man.
    await page.locator('[data-testid="event"][data-revision="24"]').click();
    await boardAt(page, 24);
    expect((await readBoard(page)).permanents['ym']!.counters).toEqual({
      quest: expect.stringContaining('×1'),
    });
    await page.close();
  });

  it('steps with ←/→ and jumps with Home/End, on the scrubber and from anywhere on the page', async () => {
    const page = await openGame(KEYS.judge, 10);
    await page.locator('#scrubber').focus();
    await page.keyboard.press('Home');
    await boardAt(page, 0);
    await page.keyboard.press('ArrowRight');
    await boardAt(page, 1);
    await page.keyboard.press('End');
    await boardAt(page, last);
    await page.keyboard.press('ArrowLeft');
    await boardAt(page, last - 1);
    await page.keyboard.press('PageDown');
    expect(await scrubberValue(page)).toBeLessThan(last - 1);
    // From an event row (focus elsewhere than the scrubber), the same keys move the timeline.
    await page.keyboard.press('Home');
    await boardAt(page, 0);
    await page.locator('[data-testid="event"][data-revision="5"]').click();
    await boardAt(page, 5);
    await page.keyboard.press('ArrowRight');
    await boardAt(page, 6);
    expect(await scrubberValue(page)).toBe(6);
    await page.keyboard.press('End');
    await boardAt(page, last);
    await page.keyboard.press('ArrowLeft');
    await boardAt(page, last - 1);
    await page.close();
  });

  it('times a scrub in the page, from the input to the board in the DOM (figures: npm run bench -- web)', async () => {
    const page = await openGame(KEYS.judge, 0);
    const cold = await timeScrub(page, 20);
    const warm = await timeScrub(page, 21); // prefetched after 20
    expect([cold, warm].every((ms) => Number.isFinite(ms) && ms >= 0)).toBe(true);
    await page.close();
  });

  it('reaches every control with the keyboard, and labels every field', async () => {
    const page = await openGame(KEYS.judge, 12);
    await page.locator('body').focus();
    const reached = new Set<string>();
    for (let i = 0; i < 40; i++) {
      await page.keyboard.press('Tab');
      reached.add(
        await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (el === null) return '';
          return el.id !== ''
            ? `#${el.id}`
            : (el.dataset['tab'] ??
                el.dataset['testid'] ??
                el.getAttribute('aria-label') ??
                el.textContent.trim());
        }),
      );
    }
    expect([...reached]).toEqual(
      expect.arrayContaining([
        '#scrubber',
        'First revision',
        'Next revision',
        'why',
        'diff',
        'backup',
        'audit',
        'event',
        'Games',
        'Audit a log',
        'Analytics',
      ]),
    );
    // Tab onto the "Why" panel button and open it with the keyboard alone.
    await page.locator('[data-tab="why"]').focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('[data-testid="why-panel"] [data-testid="why-link"]');
    const unlabelled = await page.evaluate(() =>
      [
        ...document.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
          'input, select, textarea',
        ),
      ]
        .filter((el) => el.labels === null || el.labels.length === 0)
        .filter((el) => el.getAttribute('aria-label') === null)
        .map((el) => el.outerHTML),
    );
    expect(unlabelled).toEqual([]);
    await page.close();
  });

  it('follows a "why" chain from a consequence up to the decision that caused it', async () => {
    const page = await openGame(KEYS.judge, 24, 'why');
    const chain = (
      await apiGet<{ chain: { revision: number; type: string }[] }>(`/games/${gameId}/why/24`)
    ).chain;
    expect(chain[0]!.type).toBe('PriorityPassed');
    const links = page.locator('[data-testid="why-link"]');
    await links.first().waitFor();
    expect(
      await links.evaluateAll((els) =>
        els.map((e) => Number((e as HTMLElement).dataset['revision'])),
      ),
    ).toEqual(chain.map((l) => l.revision));
    await screenshot(page, '04-why-chain');
    // Jump to the decision: the timeline and the board follow, and the chain is asked again for it.
    await links.first().click();
    await boardAt(page, chain[0]!.revision);
    expect(await scrubberValue(page)).toBe(chain[0]!.revision);
    await page.waitForSelector(
      `[data-testid="why-link"][data-revision="${chain[0]!.revision}"][aria-current="step"]`,
    );
    await page.close();
  });

  it('shows what an event changed, and any two revisions compared', async () => {
    const page = await openGame(KEYS.judge, 3, 'diff');
    const row = page.locator('[data-testid="diff-panel"] tr[data-path="players.alice.manaPool.G"]');
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toEqual(['0', '1']);
    await page.getByLabel('From revision').fill('0');
    await page.getByLabel('From revision').press('Enter');
    await page.getByLabel('to revision').fill('18');
    await page.getByLabel('to revision').press('Enter');
    await page.waitForSelector(
      '[data-testid="diff-panel"] tr[data-path="battlefield.ym.controller"]',
    );
    const diff = await apiGet<{ changes: { path: string }[] }>(
      `/games/${gameId}/diff?from=0&to=18`,
    );
    const paths = await page
      .locator('[data-testid="diff-panel"] tbody tr')
      .evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset['path']));
    expect(paths).toEqual(diff.changes.map((c) => c.path).filter((p) => p !== 'revision'));
    await screenshot(page, '05-diff');
    await page.close();
  });

  it("gives the judge's backup plan for the chosen revision", async () => {
    const page = await openGame(KEYS.judge, 10, 'backup');
    const plan = await apiGet<{ actions: { revision: number; reversible: boolean }[] }>(
      `/games/${gameId}/backup?to=10`,
    );
    const items = page.locator('[data-testid="backup-panel"] li[data-revision]');
    await items.first().waitFor();
    expect(
      await items.evaluateAll((els) =>
        els.map((e) => Number((e as HTMLElement).dataset['revision'])),
      ),
    ).toEqual(plan.actions.map((a) => a.revision));
    expect(await page.locator('[data-testid="backup-panel"] li.irreversible').count()).toBe(
      plan.actions.filter((a) => !a.reversible).length,
    );
    await screenshot(page, '06-backup');
    await page.close();
  });

  it('audits the stored game: consistent', async () => {
    const page = await openGame(KEYS.judge, last, 'audit');
    await page.getByRole('button', { name: 'Run the audit' }).click();
    await page.waitForSelector('[data-testid="audit-report"][data-verdict="consistent"]');
    await screenshot(page, '07-audit-stored-game');
    await page.close();
  });

  it('audits an uploaded tampered log: divergent, the divergence highlighted with both sides and the state before it', async () => {
    const log = await apiGet<LogEvent[]>(`/games/${gameId}/export`);
    // Revision 3: the Forest's mana. The record now says {G}{G}; the hash chain is redone so the
    // edit shows as a divergence from the rules, not as a broken chain.
    const at = log.findIndex((e) => e.type === 'ManaAdded');
    log[at] = { ...log[at]!, data: { ...log[at]!.data, mana: { G: 2 } } };
    let previous = GENESIS_HASH;
    const rehashed = log.map((e) => {
      previous = computeEventHash(previous, e);
      return { ...e, metadata: { ...e.metadata, hash: previous } };
    });

    const page = await browser.context.newPage();
    await page.goto(`${web.url}/?key=${KEYS.judge}#/audit`);
    await page.getByLabel('Log file').setInputFiles({
      name: 'tampered-game.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(rehashed)),
    });
    await page.waitForFunction(
      () => (document.querySelector<HTMLTextAreaElement>('#log-text')?.value.length ?? 0) > 0,
    );
    await page.getByRole('button', { name: 'Audit', exact: true }).click();
    await page.waitForSelector('[data-testid="audit-report"][data-verdict="divergent"]');
    const divergence = page.locator(`[data-testid="divergence"][data-revision="${at}"]`);
    await divergence.waitFor();
    expect(await divergence.textContent()).toContain('Recorded');
    expect(await divergence.textContent()).toContain('Derived by the rules');
    expect(await divergence.locator('.rule').count()).toBeGreaterThan(0);
    await divergence.getByRole('button').click();
    await page.waitForSelector(`[data-testid="divergence"][data-revision="${at}"].selected`);
    const before = page.locator('[data-testid="divergence-view"] [data-testid="board"]');
    await before.waitFor();
    expect(await before.getAttribute('data-revision')).toBe(String(at - 1));
    await screenshot(page, '08-audit-tampered-upload');
    await page.close();
  });

  it('follows a game in progress live', async () => {
    const page = await openGame(KEYS.judge);
    await page.waitForSelector('.badge-live');
    const res = await web.http
      .post(`/games/${gameId}/actions`)
      .set(auth(KEYS.recorder))
      .send({
        action: { do: 'activate', player: 'bob', source: 'ym', ability: 0, targets: ['alice'] },
      })
      .expect(200);
    const now = res.body.revision as number;
    expect(now).toBeGreaterThan(last);
    await boardAt(page, now);
    expect(await page.locator('#scrubber').getAttribute('max')).toBe(String(now));
    await page.waitForSelector(`[data-testid="event"][data-revision="${now}"]`);
    last = now;
    await page.close();
  });

  it("shows a player their own view: the opponent's hand is a count, judge-only panels are gone", async () => {
    const page = await openGame(KEYS.alice);
    const view = await apiGet<GameView>(`/games/${gameId}`, KEYS.alice);
    const bobHand = view.players['bob']!.hand;
    expect(typeof bobHand).toBe('number');
    const judgeView = await apiGet<GameView>(`/games/${gameId}`);
    const hiddenIds = judgeView.players['bob']!.hand as string[];
    expect(hiddenIds.length).toBeGreaterThan(0);
    const bob = page.locator('[data-testid="player"][data-player="bob"] [data-zone="hand"]');
    expect(await bob.textContent()).toBe(`hand (${String(bobHand)}, hidden)`);
    const alice = page.locator('[data-testid="player"][data-player="alice"] [data-zone="hand"] li');
    expect(
      await alice.evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset['id'])),
    ).toEqual(judgeView.players['alice']!.hand);
    const html = await page.content();
    for (const id of hiddenIds) expect(html).not.toContain(id);
    expect(
      await page
        .locator('[data-tab]')
        .evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset['tab'])),
    ).toEqual(['events', 'diff']);
    expect(await page.getByTestId('identity').textContent()).toContain('player alice');
    await screenshot(page, '09-player-view');
    await page.close();
  });

  it('shows who holds priority, attackers and their blockers, keywords and the combat damage', async () => {
    const post = async (path: string, body: object): Promise<Record<string, unknown>> =>
      (await web.http.post(path).set(auth(KEYS.recorder)).send(body)).body as Record<
        string,
        unknown
      >;
    const { id } = (await post('/games', {
      players: ['alice', 'bob'],
      seed: 1,
      start: {
        turn: 3,
        activePlayer: 'alice',
        battlefield: [
          { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
          { id: 'sa', card: 'Serra Angel', controller: 'alice' },
          { id: 'cd', card: 'Colossal Dreadmaw', controller: 'alice' },
          { id: 'gs', card: 'Giant Spider', controller: 'bob' },
          { id: 'bb', card: 'Grizzly Bears', controller: 'bob' },
        ],
        libraries: { alice: 5, bob: 5 },
      },
    })) as { id: string };
    const act = (action: Record<string, unknown>) => post(`/games/${id}/actions`, { action });
    await act({ do: 'attack', player: 'alice', attackers: { gb: 'bob', sa: 'bob', cd: 'bob' } });
    const { revision: blocked } = (await act({
      do: 'block',
      player: 'bob',
      blockers: { gs: 'cd', bb: 'gb' },
    })) as { revision: number };
    await act({ do: 'nextStep' });
    const { revision: damaged } = (await act({
      do: 'choose',
      player: 'alice',
      choice: { gs: 4, bob: 2 },
    })) as { revision: number };

    const page = await browser.context.newPage();
    await page.goto(`${web.url}/?key=${KEYS.judge}#/games/${id}?r=${blocked}`);
    await boardAt(page, blocked);
    const view = await apiGet<GameView>(`/games/${id}/view?at=${blocked}`);
    expect(view.priority).toBe('alice');
    expect(await page.locator('[data-testid="board"] [data-field="priority"]').textContent()).toBe(
      'priority: alice',
    );
    await page.locator('[data-player="alice"] [data-field="has-priority"]').waitFor();
    expect(await page.locator('[data-player="bob"] [data-field="has-priority"]').count()).toBe(0);
    // Every attacker says whom it attacks, every blocker what it blocks, as the GameView's combat does.
    const tiles = await page.locator('[data-testid="permanent"]').evaluateAll((els) =>
      els.map((e) => {
        const el = e as HTMLElement;
        return {
          id: el.dataset['id'],
          attacking: el.dataset['attacking'] ?? null,
          blocking: el.dataset['blocking'] ?? null,
        };
      }),
    );
    for (const t of tiles) {
      expect(t.attacking).toBe(view.combat?.attackers[t.id ?? '']?.defending ?? null);
      expect(t.blocking).toBe(view.combat?.blockers[t.id ?? '']?.blocking.join(' ') ?? null);
    }
    expect(await page.locator('[data-id="gb"] [data-field="attacking"]').textContent()).toBe(
      'attacking → bob',
    );
    expect(await page.locator('[data-id="bb"] [data-field="blocking"]').textContent()).toBe(
      'blocking gb',
    );
    expect(await page.locator('[data-id="cd"] [data-field="blocked-by"]').textContent()).toBe(
      'blocked by gs',
    );
    expect(await page.locator('[data-id="sa"] [data-field="keywords"]').textContent()).toBe(
      'flying · vigilance',
    );
    expect(await page.locator('[data-id="gs"] [data-field="keywords"]').textContent()).toBe(
      'reach',
    );
    expect(
      await page.locator('[data-testid="combat"] [data-attacker="cd"]').textContent(),
    ).toContain('blocked by Giant Spider (gs)');
    expect(
      await page.locator('[data-testid="combat"] [data-attacker="sa"]').textContent(),
    ).toContain('unblocked');
    await screenshot(page, '14-combat-blockers');

    // At the combat damage: the damage dealt in this combat, as the events record it (510.2).
    await page.locator('#scrubber').fill(String(damaged));
    await boardAt(page, damaged);
    const events = await apiGet<{ type: string; data: Record<string, unknown> }[]>(
      `/games/${id}/events`,
    );
    const dealt = events
      .filter((e) => e.type === 'DamageDealt' && e.data['combat'] === true)
      .map(
        (e) =>
          `${String(e.data['source'])}>${String(e.data['target'])}:${String(e.data['amount'])}`,
      );
    expect(dealt).toHaveLength(6);
    const shown = await page.locator('[data-testid="combat-damage"] li').evaluateAll((els) =>
      els.map((e) => {
        const d = (e as HTMLElement).dataset;
        return `${d['source'] ?? ''}>${d['target'] ?? ''}:${d['amount'] ?? ''}`;
      }),
    );
    expect(shown).toEqual(dealt);
    expect(await page.locator('[data-testid="combat-damage"]').textContent()).toContain(
      'Colossal Dreadmaw (cd) → bob: 2',
    );
    await screenshot(page, '15-combat-damage');
    await page.close();
  });

  it("names the cards of a player's own hand, drawn after the start too", async () => {
    const deck = [...Array<string>(10).fill('Forest'), ...Array<string>(10).fill('Grizzly Bears')];
    const created = await web.http
      .post('/games')
      .set(auth(KEYS.recorder))
      .send({ players: ['alice', 'bob'], seed: 4, start: { decks: { alice: deck, bob: deck } } })
      .expect(201);
    const id = created.body.id as string;
    await web.http
      .post(`/games/${id}/actions`)
      .set(auth(KEYS.recorder))
      .send({ action: { do: 'mulligan', player: 'alice' } })
      .expect(200);
    await web.http
      .post(`/games/${id}/actions`)
      .set(auth(KEYS.recorder))
      .send({ action: { do: 'mulligan', player: 'bob' } })
      .expect(200);
    const view = await apiGet<GameView>(`/games/${id}`, KEYS.alice);
    const page = await browser.context.newPage();
    await page.goto(`${web.url}/?key=${KEYS.alice}#/games/${id}`);
    await boardAt(page, view.revision);
    const hand = page.locator('[data-player="alice"] [data-zone="hand"] li');
    expect(await hand.allTextContents()).toEqual(
      view.players['alice']?.handCards?.map((c) => c.card),
    );
    expect(await page.locator('[data-player="bob"] [data-zone="hand"]').textContent()).toBe(
      'hand (7, hidden)',
    );
    await page.close();
  });

  it('lays the game out for a 390×844 phone without sideways scrolling', async () => {
    const phone = await launchChromium({ width: 390, height: 844 });
    try {
      const page = await phone.context.newPage();
      await page.goto(`${web.url}/?key=${KEYS.judge}#/games/${gameId}?r=18`);
      await boardAt(page, 18);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect(widths.scroll).toBeLessThanOrEqual(widths.client);
      const scrubber = await page.locator('#scrubber').boundingBox();
      expect(scrubber!.width).toBeGreaterThan(150);
      expect(await page.locator('[data-testid="permanent"]').first().isVisible()).toBe(true);
      await screenshot(page, '10-phone-board');
      await page.goto(`${web.url}/#/audit`);
      await page.getByLabel('Log file').waitFor();
      const audit = await page.evaluate(
        () => document.documentElement.scrollWidth <= document.documentElement.clientWidth,
      );
      expect(audit).toBe(true);
      await screenshot(page, '11-phone-audit');
    } finally {
      await phone.close();
    }
  });

  /**
   * The projector follows the store asynchronously: wait (bounded) until the report covers the
   * store's last game event, so the page and the test read the same figures.
   */
  async function analyticsCaughtUp(report: string): Promise<void> {
    const store = web.app.get<EventStore>(EVENT_STORE);
    let head = 0n;
    for await (const e of store.readAll({ filter: { by: 'streamName', prefixes: ['game-'] } })) head = e.position;
    for (let attempt = 0; attempt < 400; attempt++) {
      const { position } = await apiGet<{ position: string | null }>(`/analytics/${report}`);
      if (position !== null && BigInt(position) >= head) return;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`analytics did not reach position ${head}`);
  }

  it('charts the analytics reports when the server has them, and says so when it has none', async () => {
    const listed = await web.http.get('/analytics').set(auth(KEYS.judge));
    const reports = listed.status === 200 ? (listed.body as { name: string }[]) : [];
    const wanted = reports.find((r) => r.name === 'mana-by-player')?.name ?? reports[0]?.name;
    // Before the page opens: it loads the first report at once, and clicking that report's
    // button again doesn't reload it.
    if (wanted !== undefined) await analyticsCaughtUp(wanted);
    const page = await browser.context.newPage();
    await page.goto(`${web.url}/?key=${KEYS.judge}#/analytics`);
    if (listed.status === 404) {
      await page.getByTestId('analytics-unavailable').waitFor();
    } else {
      expect(listed.status).toBe(200);
      if (wanted === undefined) throw new Error('the server lists no analytics report');
      await page.getByRole('button', { name: wanted, exact: true }).click();
      const report = page.locator(`[data-testid="analytics-report"][data-report="${wanted}"]`);
      await report.waitFor();
      const rows = (await apiGet<{ rows: unknown[] }>(`/analytics/${wanted}`)).rows;
      expect(await report.locator('.report-table tbody tr').count()).toBe(Math.min(rows.length, 200));
      if (rows.length > 0) {
        await report.locator('canvas').first().waitFor();
        await page.getByRole('textbox', { name: 'Player' }).fill('nobody-at-all');
        await page.getByRole('button', { name: 'Apply' }).click();
        await page.getByText('No rows for these filters.').waitFor();
        await page.getByRole('button', { name: 'Clear' }).click();
        await report.locator('.report-table tbody tr').first().waitFor();
      }
    }
    await screenshot(page, '12-analytics');
    await page.close();
  });

  it('asks for a key when the page has none, and refuses a wrong one', async () => {
    const page = await browser.context.newPage();
    await page.goto(`${web.url}/`);
    await page.getByLabel('API key').fill('not-a-key');
    await page.getByRole('button', { name: 'Use this key' }).click();
    await page.getByRole('alert').waitFor();
    expect(await page.getByRole('alert').textContent()).toContain('refused');
    await page.getByLabel('API key').fill(KEYS.judge);
    await page.getByRole('button', { name: 'Use this key' }).click();
    await page.locator(`[data-testid="game-row"][data-id="${gameId}"]`).waitFor();
    await page.close();
  });
});

/**
 * Who sees what (issue 17, item 5), on every route, against a real server on a loopback port: a
 * recorder sees the public view (every hand as a count, drawn cards hidden, no seed) and may not
 * ask for a player's view; a player sees their own hand and nothing of the others'; a judge sees
 * everything. Hidden cards have ids no public answer may contain.
 */
import { auth, KEYS, startApi, type ApiHarness } from './api-harness';

let api: ApiHarness;
let base = '';
let gameId = '';

const ALICE_SECRETS = ['alice-secret-hand', 'alice-secret-lib-1', 'alice-secret-lib-2'];
const BOB_SECRETS = ['bob-secret-hand', 'bob-secret-lib-1', 'bob-secret-lib-2'];
let recorderAnswer = '';

const get = async (path: string, key: string): Promise<{ status: number; text: string }> => {
  const res = await fetch(`${base}${path}`, { headers: auth(key) });
  return { status: res.status, text: await res.text() };
};

beforeAll(async () => {
  api = await startApi();
  await api.app.listen(0, '127.0.0.1');
  base = await api.app.getUrl();
  const created = await fetch(`${base}/games`, {
    method: 'POST',
    headers: { ...auth(KEYS.recorder), 'Content-Type': 'application/json' },
    body: JSON.stringify({
      players: ['alice', 'bob'],
      seed: 99,
      start: {
        battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }],
        hands: { alice: [{ id: 'alice-secret-hand', card: 'Forest' }], bob: [{ id: 'bob-secret-hand', card: 'Forest' }] },
        libraries: {
          alice: [{ id: 'alice-secret-lib-1', card: 'Forest' }, { id: 'alice-secret-lib-2', card: 'Forest' }],
          bob: [{ id: 'bob-secret-lib-1', card: 'Forest' }, { id: 'bob-secret-lib-2', card: 'Forest' }],
        },
      },
    }),
  });
  gameId = ((await created.json()) as { id: string }).id;
  // bob's turn: bob draws bob-secret-lib-1, and the recorder gets the answer.
  const res = await fetch(`${base}/games/${gameId}/actions`, {
    method: 'POST',
    headers: { ...auth(KEYS.recorder), 'Content-Type': 'application/json' },
    body: JSON.stringify({ action: { do: 'nextTurn' } }),
  });
  expect(res.status).toBe(200);
  recorderAnswer = await res.text();
});
afterAll(async () => {
  await api.close();
});

/** The first `count` events of the live stream, as text. */
async function liveText(key: string, count: number): Promise<string> {
  const controller = new AbortController();
  const res = await fetch(`${base}/games/${gameId}/live?key=${key}`, { signal: controller.signal });
  const reader = (res.body as ReadableStream<Uint8Array>).getReader();
  let text = '';
  while (text.split('\n').filter((l) => l.startsWith('data: ')).length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    text += new TextDecoder().decode(value);
  }
  controller.abort();
  return text;
}

async function everyReadRoute(key: string): Promise<Record<string, { status: number; text: string }>> {
  const revision = JSON.parse((await get(`/games/${gameId}`, KEYS.judge)).text) as { revision: number };
  const drawn = (JSON.parse((await get(`/games/${gameId}/events`, KEYS.judge)).text) as { type: string; revision: number }[]).find((e) => e.type === 'CardsDrawn');
  const paths = [
    `/games/${gameId}`,
    `/games/${gameId}/view?at=0`,
    `/games/${gameId}/view?at=${revision.revision}`,
    `/games/${gameId}/events`,
    `/games/${gameId}/diff?from=0&to=${revision.revision}`,
    `/games/${gameId}/why/${drawn?.revision ?? 0}`,
    `/games/${gameId}/why/0`,
    `/games/${gameId}/backup?to=0`,
    `/games/${gameId}/export`,
    '/games',
  ];
  const out: Record<string, { status: number; text: string }> = {};
  for (const path of paths) out[path] = await get(path, key);
  out['live'] = { status: 200, text: await liveText(key, revision.revision + 1) };
  return out;
}

describe('a recorder sees the public view on every route', () => {
  it('answers its own action without the drawn card', () => {
    expect(recorderAnswer).toContain('CardsDrawn');
    for (const secret of [...ALICE_SECRETS, ...BOB_SECRETS]) expect(recorderAnswer).not.toContain(secret);
  });

  it('never shows a hand, a library or the seed, whatever the route', async () => {
    const answers = await everyReadRoute(KEYS.recorder);
    for (const [path, { status, text }] of Object.entries(answers)) {
      if (path.includes('/backup') || path.includes('/export')) {
        expect([path, status]).toEqual([path, 403]);
        continue;
      }
      expect([path, status]).toEqual([path, 200]);
      for (const secret of [...ALICE_SECRETS, ...BOB_SECRETS]) expect([path, text.includes(secret)]).toEqual([path, false]);
      expect([path, text.includes('"seed"')]).toEqual([path, false]);
    }
    const view = JSON.parse(answers[`/games/${gameId}`]?.text ?? '{}') as { players: Record<string, { hand: unknown }> };
    expect(view.players['alice']?.hand).toBe(1);
    expect(view.players['bob']?.hand).toBe(2);
  });

  it.each(['', '/view?at=0'])('refuses ?as= on /games/:id%s with 403', async (suffix) => {
    const sep = suffix.includes('?') ? '&' : '?';
    const res = await get(`/games/${gameId}${suffix}${sep}as=alice`, KEYS.recorder);
    expect(res.status).toBe(403);
    expect(res.text).not.toContain('alice-secret-hand');
  });
});

describe('a player sees their own hand and nothing of the others', () => {
  it('alice: her hand on every route, none of bob’s cards, no library order', async () => {
    const answers = await everyReadRoute(KEYS.alice);
    for (const [path, { status, text }] of Object.entries(answers)) {
      if (status === 403) continue; // why, backup and export are not a player's
      expect([path, status]).toEqual([path, 200]);
      for (const secret of [...BOB_SECRETS, 'alice-secret-lib-1', 'alice-secret-lib-2']) expect([path, text.includes(secret)]).toEqual([path, false]);
    }
    expect(answers[`/games/${gameId}`]?.text).toContain('alice-secret-hand');
    expect((await get(`/games/${gameId}?as=bob`, KEYS.alice)).status).toBe(403);
  });
});

describe('a judge sees everything', () => {
  it('sees every hand, the drawn card and the seed', async () => {
    const view = await get(`/games/${gameId}`, KEYS.judge);
    for (const secret of ['alice-secret-hand', 'bob-secret-hand', 'bob-secret-lib-1']) expect(view.text).toContain(secret);
    const events = await get(`/games/${gameId}/events`, KEYS.judge);
    expect(events.text).toContain('"seed":99');
    expect((await get(`/games/${gameId}?as=bob`, KEYS.judge)).text).toContain('bob-secret-hand');
  });
});

/**
 * A store that cannot write (issue 17, item 8), against a real server on a loopback port: while
 * every append fails as SQLite does on a full disk, writes are 503s that say so and record
 * nothing, `/health` is 503 naming the writes, and reads go on; once appends work again, both
 * recover without a restart. The fault is injected at the store's port (a full disk cannot be
 * made portably in a test).
 */
import type { EventStore } from '@arbiter/event-store';
import { EVENT_STORE } from '@arbiter/platform';
import { auth, KEYS, startApi, type ApiHarness } from './api-harness';

let api: ApiHarness;
let base = '';
const disk = { full: false };

beforeAll(async () => {
  api = await startApi({ ARBITER_PROJECTOR: 'off' });
  const store = api.app.get<EventStore>(EVENT_STORE);
  const append = store.appendToStream.bind(store);
  store.appendToStream = (...args) => {
    if (disk.full) return Promise.reject(Object.assign(new Error('database or disk is full'), { name: 'SqliteError', code: 'SQLITE_FULL' }));
    return append(...args);
  };
  await api.app.listen(0, '127.0.0.1');
  base = await api.app.getUrl();
});
afterAll(async () => {
  await api.close();
});

const post = (path: string, body: unknown) =>
  fetch(`${base}${path}`, { method: 'POST', headers: { ...auth(KEYS.recorder), 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

describe('a store that cannot write', () => {
  it('answers writes with a clear 503, reports it on /health, and recovers once it can write', async () => {
    const created = await post('/games', { players: ['alice', 'bob'], start: { battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }] } });
    const { id } = (await created.json()) as { id: string };
    expect((await fetch(`${base}/health`)).status).toBe(200);

    disk.full = true;
    const refused = await post(`/games/${id}/actions`, { action: { do: 'activate', player: 'alice', source: 'f1', ability: 0 } });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({
      statusCode: 503,
      error: 'Service Unavailable',
      message: expect.stringContaining('cannot write now, nothing was recorded') as unknown,
      reason: 'SQLITE_FULL: database or disk is full',
    });
    expect((await post('/games', { players: ['alice', 'bob'] })).status).toBe(503);
    const sick = await fetch(`${base}/health`);
    expect(sick.status).toBe(503);
    expect(await sick.json()).toMatchObject({ status: 'error', error: { writes: { status: 'down', code: 'SQLITE_FULL' } } });
    const view = await fetch(`${base}/games/${id}`, { headers: auth(KEYS.judge) });
    expect(view.status).toBe(200);
    expect(((await view.json()) as { revision: number }).revision).toBe(0);

    disk.full = false;
    const again = await post(`/games/${id}/actions`, { action: { do: 'activate', player: 'alice', source: 'f1', ability: 0 } });
    expect(again.status).toBe(200);
    expect((await fetch(`${base}/health`)).status).toBe(200);
    const audit = await fetch(`${base}/games/${id}/audit`, { method: 'POST', headers: auth(KEYS.judge) });
    expect(((await audit.json()) as { verdict: string }).verdict).toBe('consistent');
  });
});

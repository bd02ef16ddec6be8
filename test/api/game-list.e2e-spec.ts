/**
 * `GET /games` end to end: pages of the games read model (the API's projector thread keeps it),
 * oldest first, with `Link: rel="next"`; games recorded a moment ago listed at once; bad paging
 * refused naming the field; the same list with the projector off (read from the store).
 */
import type { EventStore } from '@arbiter/event-store';
import { EVENT_STORE, ProjectorService } from '@arbiter/platform';
import { auth, KEYS, startApi, type ApiHarness } from './api-harness';

interface Summary {
  id: string;
  players: string[];
  revision: number;
  createdAt: string;
}

async function record(api: ApiHarness, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const res = await api.http.post('/games').set(auth(KEYS.recorder)).send({ players: ['alice', 'bob'], start: { battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }] } }).expect(201);
    ids.push(res.body.id as string);
  }
  return ids;
}

/** Every page from `first`, following the Link header; the URLs asked for with each page's ids. */
async function follow(api: ApiHarness, first: string): Promise<{ url: string; ids: string[] }[]> {
  const out: { url: string; ids: string[] }[] = [];
  let url: string | undefined = first;
  while (url !== undefined) {
    const page: { body: Summary[]; link: unknown } = await api.http
      .get(url)
      .set(auth(KEYS.judge))
      .expect(200)
      .then((res) => ({ body: res.body as Summary[], link: res.headers['link'] }));
    out.push({ url, ids: page.body.map((g) => g.id) });
    if (page.link === undefined) break;
    url = typeof page.link === 'string' ? /^<([^>]+)>; rel="next"$/.exec(page.link)?.[1] : undefined;
    expect(url).toBeDefined();
  }
  return out;
}

describe('GET /games', () => {
  let api: ApiHarness;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('pages oldest first, each page after the last game of the one before, with the next page in Link', async () => {
    const ids = await record(api, 5);
    const paged = await follow(api, '/games?limit=2');
    expect(paged).toEqual([
      { url: '/games?limit=2', ids: ids.slice(0, 2) },
      { url: `/games?limit=2&after=${ids[1]}`, ids: ids.slice(2, 4) },
      { url: `/games?limit=2&after=${ids[3]}`, ids: ids.slice(4) },
    ]);
    const all = await api.http.get('/games').set(auth(KEYS.recorder)).expect(200);
    expect(all.headers['link']).toBeUndefined();
    expect((all.body as Summary[]).map((g) => g.id)).toEqual(ids);
    expect(all.body[0]).toEqual({ id: ids[0], players: ['alice', 'bob'], revision: 0, createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
  });

  it('lists a game started and moved on after the projector caught up, as it is now', async () => {
    const position = await lastPosition(api);
    await api.app.get(ProjectorService).whenIdle(position);
    const [id] = await record(api, 1);
    await api.http.post(`/games/${id}/actions`).set(auth(KEYS.recorder)).send({ action: { do: 'activate', player: 'alice', source: 'f1', ability: 0 } }).expect(200);
    const list = await api.http.get('/games?limit=1000').set(auth(KEYS.judge)).expect(200);
    expect((list.body as Summary[]).at(-1)).toMatchObject({ id, revision: 3 });
  });

  it.each([
    ['limit=0', 'limit', 'limit: must not be less than 1'],
    ['limit=1001', 'limit', 'limit: must not be greater than 1000'],
    ['limit=two', 'limit', 'limit: must be an integer number'],
    ['limit=1&limit=2', 'limit', 'limit: must be an integer number'],
    ['after=nope', 'after', 'after: must be a UUID'],
  ])('refuses %s with a 400 naming the field', async (query, field, message) => {
    const res = await api.http.get(`/games?${query}`).set(auth(KEYS.judge)).expect(400);
    expect(res.body).toMatchObject({ statusCode: 400, field, message });
  });

  it('ignores parameters it does not take, as every route does', async () => {
    const res = await api.http.get('/games?from=1&limit=1').set(auth(KEYS.judge)).expect(200);
    expect(res.body).toHaveLength(1);
  });

  it('refuses `after` a game that does not exist, naming it', async () => {
    const res = await api.http.get('/games?after=5c7e0a52-0000-4000-8000-000000000000').set(auth(KEYS.judge)).expect(400);
    expect(res.body).toMatchObject({ field: 'after', message: expect.stringContaining('no game') });
  });

  it('takes the key from the query string, as every route does', async () => {
    await api.http.get(`/games?limit=1&key=${KEYS.alice}`).expect(200);
  });
});

describe('GET /games with ARBITER_PROJECTOR=off', () => {
  it('lists every game from the store, a page at a time', async () => {
    const off = await startApi({ ARBITER_PROJECTOR: 'off' });
    try {
      const ids = await record(off, 3);
      const paged = await follow(off, '/games?limit=2');
      expect(paged.map((p) => p.ids)).toEqual([ids.slice(0, 2), ids.slice(2)]);
    } finally {
      await off.close();
      delete process.env['ARBITER_PROJECTOR'];
    }
  });
});

async function lastPosition(api: ApiHarness): Promise<bigint> {
  const store = api.app.get<EventStore>(EVENT_STORE);
  let last = 0n;
  for await (const e of store.readAll()) last = e.position;
  return last;
}

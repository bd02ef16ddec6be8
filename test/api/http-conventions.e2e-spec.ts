/**
 * What HTTP clients and operators expect of the API (issue 18, item 4): request ids echoed and
 * carried into the events as their correlation id, views at a past revision cacheable for good
 * (with an ETag), and Prometheus metrics.
 */
import type { EventStore } from '@arbiter/event-store';
import { EVENT_STORE, ProjectorService } from '@arbiter/platform';
import { auth, KEYS, startApi, type ApiHarness } from './api-harness';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

async function newGame(): Promise<string> {
  const res = await api.http
    .post('/games')
    .set(auth(KEYS.recorder))
    .send({ players: ['alice', 'bob'], start: { battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }], libraries: { alice: 5, bob: 5 } } })
    .expect(201);
  return res.body.id as string;
}

describe('X-Request-Id', () => {
  it("echoes the client's id, and makes one when it sends none or an unusable one", async () => {
    expect((await api.http.get('/me').set(auth(KEYS.judge)).set('X-Request-Id', 'client-42').expect(200)).headers['x-request-id']).toBe('client-42');
    expect((await api.http.get('/me').set(auth(KEYS.judge)).expect(200)).headers['x-request-id']).toMatch(UUID);
    const unusable = await api.http.get('/me').set(auth(KEYS.judge)).set('X-Request-Id', 'a b\tc').expect(200);
    expect(unusable.headers['x-request-id']).toMatch(UUID);
    expect((await api.http.get('/me').set(auth(KEYS.judge)).set('X-Request-Id', 'x'.repeat(129)).expect(200)).headers['x-request-id']).toMatch(UUID);
  });

  it('is echoed on errors too: 401, 404 and a refused body', async () => {
    expect((await api.http.get('/me').set('X-Request-Id', 'r-401').expect(401)).headers['x-request-id']).toBe('r-401');
    expect((await api.http.get('/nowhere').set('X-Request-Id', 'r-404').expect(404)).headers['x-request-id']).toBe('r-404');
    const refused = await api.http.post('/games').set(auth(KEYS.recorder)).set('X-Request-Id', 'r-400').set('Content-Type', 'application/json').send('{"players": ').expect(400);
    expect(refused.headers['x-request-id']).toBe('r-400');
  });

  it("is the $correlationId of the events an action records; a repeated commandId keeps the first request's", async () => {
    const id = await newGame();
    const pass = { action: { do: 'pass', player: 'alice' }, commandId: 'cmd-1' };
    const first = await api.http.post(`/games/${id}/actions`).set(auth(KEYS.recorder)).set('X-Request-Id', 'req-first').send(pass).expect(200);
    const again = await api.http.post(`/games/${id}/actions`).set(auth(KEYS.recorder)).set('X-Request-Id', 'req-again').send(pass).expect(200);
    expect(again.body.events).toEqual(first.body.events);
    const plain = await api.http.post(`/games/${id}/actions`).set(auth(KEYS.recorder)).send({ action: { do: 'pass', player: 'bob' } }).expect(200);
    const log = (await api.http.get(`/games/${id}/export`).set(auth(KEYS.judge)).expect(200)).body as { metadata: Record<string, unknown> }[];
    const correlations = log.slice(1).map((e) => e.metadata['$correlationId']);
    const firstCount = (first.body.events as unknown[]).length;
    expect(correlations.slice(0, firstCount).every((c) => c === 'req-first')).toBe(true);
    expect(correlations.slice(firstCount).every((c) => c === plain.headers['x-request-id'])).toBe(true);
    expect(correlations.length).toBe(firstCount + (plain.body.events as unknown[]).length);
  });
});

describe('views at a past revision', () => {
  it('carry an ETag and Cache-Control: immutable; If-None-Match gives a 304 without a body', async () => {
    const id = await newGame();
    await api.http.post(`/games/${id}/actions`).set(auth(KEYS.recorder)).send({ action: { do: 'pass', player: 'alice' } }).expect(200);
    const past = await api.http.get(`/games/${id}/view?at=0`).set(auth(KEYS.judge)).expect(200);
    const tag = past.headers['etag'] as string;
    expect(tag).toMatch(/^"[\w-]{43}"$/);
    expect(past.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(past.headers['vary']).toContain('Authorization');
    const again = await api.http.get(`/games/${id}/view?at=0`).set(auth(KEYS.judge)).set('If-None-Match', tag).expect(304);
    expect(again.text).toBe('');
    expect(again.headers['etag']).toBe(tag);
    // Another revision, another body, another tag; a stale tag gets the whole view.
    const next = await api.http.get(`/games/${id}/view?at=1`).set(auth(KEYS.judge)).set('If-None-Match', tag).expect(200);
    expect(next.headers['etag']).not.toBe(tag);
    expect(next.body.revision).toBe(1);
  });

  it("differ by what the caller may see: a recorder's tag is not a judge's", async () => {
    const id = await newGame();
    const judge = await api.http.get(`/games/${id}/view?at=0`).set(auth(KEYS.judge)).expect(200);
    const recorder = await api.http.get(`/games/${id}/view?at=0`).set(auth(KEYS.recorder)).expect(200);
    expect(recorder.headers['etag']).not.toBe(judge.headers['etag']);
    await api.http.get(`/games/${id}/view?at=0`).set(auth(KEYS.recorder)).set('If-None-Match', judge.headers['etag'] as string).expect(200);
  });

  it('are not cached for good when they can still change: now, or an instant', async () => {
    const id = await newGame();
    for (const path of [`/games/${id}`, `/games/${id}/view`, `/games/${id}/view?time=${new Date().toISOString()}`]) {
      const res = await api.http.get(path).set(auth(KEYS.judge)).expect(200);
      expect([path, res.headers['cache-control'], res.headers['etag']]).toEqual([path, undefined, undefined]);
    }
  });
});

/** One sample's value from Prometheus' text format, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  const scrape = async (): Promise<string> => (await api.http.get('/metrics').set(auth(KEYS.recorder)).expect(200).expect('Content-Type', /^text\/plain; version=0\.0\.4/)).text;

  it('needs a key', async () => {
    await api.http.get('/metrics').expect(401);
  });

  it('counts actions by outcome, appends, and request latency by route pattern', async () => {
    const before = await scrape();
    const id = await newGame();
    await api.http.post(`/games/${id}/actions`).set(auth(KEYS.recorder)).send({ action: { do: 'pass', player: 'alice' } }).expect(200);
    await api.http.post(`/games/${id}/actions`).set(auth(KEYS.recorder)).send({ action: { do: 'play', player: 'bob', card: 'nothing' } }).expect(422);
    await api.http.post(`/games/${id}/actions`).set(auth(KEYS.recorder)).send({ action: { do: 'pass', player: 'alice' }, expectedRevision: 0 }).expect(409);
    await api.http.get(`/games/${id}/nowhere`).set(auth(KEYS.recorder)).expect(404);
    const after = await scrape();
    const grew = (series: string): number => (sample(after, series) ?? 0) - (sample(before, series) ?? 0);
    expect(grew('arbiter_actions_total{outcome="recorded"}')).toBe(1);
    expect(grew('arbiter_actions_total{outcome="refused"}')).toBe(1);
    expect(grew('arbiter_actions_total{outcome="conflict"}')).toBe(1);
    // The game's start, the pass and the recorded refusal (ActionRejected).
    expect(grew('arbiter_event_store_appends_total{outcome="ok"}')).toBe(3);
    expect(grew('arbiter_http_request_duration_seconds_count{method="POST",route="/games/:id/actions",status_code="200"}')).toBe(1);
    expect(grew('arbiter_http_request_duration_seconds_count{method="POST",route="/games/:id/actions",status_code="422"}')).toBe(1);
    expect(grew('arbiter_http_request_duration_seconds_count{method="GET",route="unmatched",status_code="404"}')).toBe(1);
    expect(after).not.toContain(id);
  });

  it("gives the projector's position and its lag, 0 once it has caught up", async () => {
    const id = await newGame();
    await api.http.post(`/games/${id}/actions`).set(auth(KEYS.recorder)).send({ action: { do: 'pass', player: 'alice' } }).expect(200);
    let last = 0n;
    for await (const e of api.app.get<EventStore>(EVENT_STORE).readAll()) last = e.position;
    await api.app.get(ProjectorService).whenIdle(last);
    const text = await scrape();
    expect(sample(text, 'arbiter_projector_position{projector="analytics"}')).toBeGreaterThan(0);
    expect(sample(text, 'arbiter_projector_lag{projector="analytics"}')).toBe(0);
  });
});

/**
 * The game service over HTTP, end to end on a temporary SQLite store (contract §7).
 */
import { CARD_CATALOG } from '@arbiter/cards';
import { createDecider, normalizeSetup, toGameView, type GameCommand, type GameState } from '@arbiter/rules';
import { auth, KEYS, startApi, type ApiHarness } from './api-harness';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

const start = {
  turn: 3,
  activePlayer: 'alice',
  battlefield: [
    { id: 'f1', card: 'Forest', controller: 'alice' },
    { id: 'eo', card: 'Exotic Orchard', controller: 'alice' },
    { id: 'w1', card: 'Wastes', controller: 'bob' },
    { id: 'bf', card: 'Forest', controller: 'bob' },
    { id: 'ym', card: 'Yes Man, Personal Securitron', controller: 'alice' },
  ],
  hands: { alice: [{ id: 'elves', card: 'Llanowar Elves' }], bob: [{ id: 'sr', card: 'Sol Ring' }] },
  libraries: { alice: 10, bob: 10 },
};

async function newGame(players = ['alice', 'bob'], body: Record<string, unknown> = { start }): Promise<string> {
  const res = await api.http.post('/games').set(auth(KEYS.recorder)).send({ players, seed: 5, ...body }).expect(201);
  expect(res.body).toEqual({ id: expect.any(String), revision: 0 });
  return res.body.id as string;
}

const act = (id: string, action: Record<string, unknown>, extra: Record<string, unknown> = {}, key: string = KEYS.recorder) =>
  api.http.post(`/games/${id}/actions`).set(auth(key)).send({ action, ...extra });

describe('keys and roles', () => {
  it('needs no key for /health and the OpenAPI document', async () => {
    const health = await api.http.get('/health').expect(200);
    expect(health.body).toMatchObject({ status: 'ok', info: { eventStore: { status: 'up' } } });
    const doc = await api.http.get('/api-json').expect(200);
    expect(Object.keys(doc.body.paths as object)).toEqual(expect.arrayContaining(['/games', '/games/{id}/actions', '/audits']));
  });

  it('refuses an unauthenticated write with 401 and a wrong role with 403', async () => {
    await api.http.post('/games').send({ players: ['alice', 'bob'] }).expect(401);
    await api.http.post('/games').set(auth('nope')).send({ players: ['alice', 'bob'] }).expect(401);
    const res = await api.http.post('/games').set(auth(KEYS.alice)).send({ players: ['alice', 'bob'] }).expect(403);
    expect(res.body).toMatchObject({ statusCode: 403, error: 'Forbidden' });
  });

  it("lets a player see their own hand but not the opponent's", async () => {
    const id = await newGame();
    const mine = await api.http.get(`/games/${id}`).set(auth(KEYS.alice)).expect(200);
    expect(mine.body.players.alice.hand).toEqual(['elves']);
    expect(mine.body.players.bob.hand).toBe(1);
    await api.http.get(`/games/${id}?as=bob`).set(auth(KEYS.alice)).expect(403);
    const judge = await api.http.get(`/games/${id}`).set(auth(KEYS.judge)).expect(200);
    expect(judge.body.players.bob.hand).toEqual(['sr']);
    const recorder = await api.http.get(`/games/${id}`).set(auth(KEYS.recorder)).expect(200);
    expect(recorder.body.players.alice.hand).toBe(1);
    await api.http.get(`/games/${id}/export`).set(auth(KEYS.alice)).expect(403);
  });
});

describe('commands to events', () => {
  it('records an action with decision and consequence events, metadata and hash chain', async () => {
    const id = await newGame();
    const res = await act(id, { do: 'activate', player: 'alice', source: 'f1', ability: 0 }).expect(200);
    expect(res.body.revision).toBe(3);
    expect(res.body.events.map((e: { type: string }) => e.type)).toEqual(['AbilityActivated', 'PermanentTapped', 'ManaAdded']);
    const [decision, tapped] = res.body.events;
    expect(decision.metadata).toMatchObject({ kind: 'decision', actor: 'alice', rule: '605.3b', hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(tapped.metadata).toMatchObject({ kind: 'consequence', actor: 'engine', rule: '107.5', $causationId: decision.id, $correlationId: decision.metadata.$correlationId });
  });

  it('answers 422 with the rule for a refused action, records ActionRejected and changes no state', async () => {
    const id = await newGame();
    await act(id, { do: 'activate', player: 'alice', source: 'f1', ability: 0 }).expect(200);
    const before = await api.http.get(`/games/${id}`).set(auth(KEYS.judge)).expect(200);
    const res = await act(id, { do: 'activate', player: 'alice', source: 'f1', ability: 0 }).expect(422);
    expect(res.body).toMatchObject({ statusCode: 422, rule: '107.5', reason: expect.stringContaining('already tapped') });
    const after = await api.http.get(`/games/${id}`).set(auth(KEYS.judge)).expect(200);
    expect({ ...after.body, revision: 0 }).toEqual({ ...before.body, revision: 0 });
    expect(after.body.revision).toBe(Number(before.body.revision) + 1);
    const events = await api.http.get(`/games/${id}/events?from=${after.body.revision}`).set(auth(KEYS.judge)).expect(200);
    expect(events.body).toEqual([expect.objectContaining({ type: 'ActionRejected', text: expect.stringContaining('[107.5]') })]);
  });

  it('gives 409 with the current revision on a stale expectedRevision', async () => {
    const id = await newGame();
    const res = await act(id, { do: 'activate', player: 'alice', source: 'f1', ability: 0 }, { expectedRevision: 7 }).expect(409);
    expect(res.body).toMatchObject({ statusCode: 409, currentRevision: 0 });
  });

  it('two recorders racing on one game: one wins, one gets 409, no event is lost', async () => {
    const id = await newGame();
    const [a, b] = await Promise.all([
      act(id, { do: 'activate', player: 'alice', source: 'f1', ability: 0 }, { expectedRevision: 0 }, KEYS.recorder),
      act(id, { do: 'activate', player: 'bob', source: 'w1', ability: 0 }, { expectedRevision: 0 }, KEYS.recorder2),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const loser = a.status === 409 ? a : b;
    expect(loser.body.currentRevision).toBe(3);
    const events = await api.http.get(`/games/${id}/events`).set(auth(KEYS.judge)).expect(200);
    expect(events.body.map((e: { revision: number }) => e.revision)).toEqual([0, 1, 2, 3]);
  });

  it('returns the first answer for the same commandId twice, writing nothing more', async () => {
    const id = await newGame();
    const first = await act(id, { do: 'activate', player: 'alice', source: 'f1', ability: 0 }, { commandId: 'cmd-1' }).expect(200);
    const again = await act(id, { do: 'activate', player: 'alice', source: 'f1', ability: 0 }, { commandId: 'cmd-1' }).expect(200);
    expect(again.body).toEqual(first.body);
    const view = await api.http.get(`/games/${id}`).set(auth(KEYS.judge)).expect(200);
    expect(view.body.revision).toBe(3);
  });

  it('validates bodies, naming the field', async () => {
    const id = await newGame();
    const res = await act(id, { do: 'activate', player: 'alice', source: 'f1' }).expect(400);
    expect(JSON.stringify(res.body.message)).toContain('action.ability');
    const extra = await act(id, { do: 'resolve', player: 'alice' }).expect(400);
    expect(extra.body).toMatchObject({ field: 'action.player' });
    const bad = await api.http.post('/games').set(auth(KEYS.recorder)).send({ players: ['alice', 'bob'], start: { battlefield: [{ id: 'x', card: 'Darksteel Colossus', controller: 'alice' }] } }).expect(400);
    expect(bad.body).toMatchObject({ field: 'start.battlefield[0].card' });
    await api.http.get('/games/00000000-0000-4000-8000-000000000000').set(auth(KEYS.judge)).expect(404);
  });

  it('starts a game naming any modeled card of the data file; refuses a misspelt name with the nearest names, and an unmodeled card with its lines', async () => {
    const start = (card: string) => api.http.post('/games').set(auth(KEYS.recorder)).send({ players: ['alice', 'bob'], start: { battlefield: [{ id: 'x', card, controller: 'alice' }] } });
    const made = await start('Shivan Dragon').expect(201);
    const view = await api.http.get(`/games/${made.body.id as string}`).set(auth(KEYS.judge)).expect(200);
    expect(view.body.battlefield.x).toMatchObject({ card: 'Shivan Dragon', power: 5, keywords: ['flying'] });
    const misspelt = await start('Shivan Dragn').expect(400);
    expect(misspelt.body).toMatchObject({ field: 'start.battlefield[0].card', message: expect.stringContaining('nearest: "Shivan Dragon"') });
    const unmodeled = await start('Jace Beleren').expect(400);
    expect(unmodeled.body).toMatchObject({ field: 'start.battlefield[0].card', message: expect.stringContaining('"Jace Beleren" is not modeled') });
  });

  it('lets validation answer any JSON value or none; malformed JSON is a 400 with the parser’s message, another charset or type a 415', async () => {
    const id = await newGame();
    const post = (body: string, type = 'application/json') =>
      api.http.post(`/games/${id}/actions`).set(auth(KEYS.recorder)).set('Content-Type', type).send(body);
    for (const body of ['null', '[]', '"play"', '7', '']) {
      const res = await post(body).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: ['action should not be null or undefined', 'action must be an object'] });
    }
    let parserMessage = '';
    try {
      JSON.parse('{"action": ');
    } catch (err) {
      parserMessage = (err as Error).message;
    }
    expect((await post('{"action": ').expect(400)).body).toEqual({ statusCode: 400, error: 'Bad Request', message: parserMessage });
    expect((await post('{}', 'application/json; charset=latin1').expect(415)).body).toEqual({ statusCode: 415, message: 'unsupported charset "LATIN1"' });
    expect((await post('{"action":{}}', 'text/plain').expect(415)).body).toEqual({ statusCode: 415, message: 'Unsupported Media Type' });
  });
});

describe('reading and time travel', () => {
  const actions: GameCommand[] = [
    { do: 'activate', player: 'alice', source: 'f1', ability: 0 },
    { do: 'cast', player: 'alice', card: 'elves' },
    { do: 'resolve' },
    { do: 'activate', player: 'alice', source: 'ym', ability: 0, targets: ['bob'] },
    { do: 'resolve' },
    { do: 'resolve' },
    { do: 'nextTurn' },
    { do: 'activate', player: 'bob', source: 'w1', ability: 0 },
    { do: 'cast', player: 'bob', card: 'sr' },
    { do: 'resolve' },
  ];

  it('replays to every revision exactly as the engine had it at that point', async () => {
    const id = await newGame();
    const decider = createDecider(CARD_CATALOG);
    let state: GameState = decider.start(id, normalizeSetup(['alice', 'bob'], 5, start, CARD_CATALOG)).reduce(decider.evolve, decider.initialState());
    const expected = [toGameView(state, CARD_CATALOG)];
    for (const action of actions) {
      await act(id, action as unknown as Record<string, unknown>).expect(200);
      for (const e of decider.decide(action, state)) {
        state = decider.evolve(state, e);
        expected.push(toGameView(state, CARD_CATALOG));
      }
    }
    expect(expected.length).toBeGreaterThan(20); // crosses snapshots (every 10 events here)
    for (let r = 0; r < expected.length; r++) {
      const res = await api.http.get(`/games/${id}/view?at=${r}`).set(auth(KEYS.judge)).expect(200);
      expect(res.body).toEqual(expected[r]);
    }
    await api.http.get(`/games/${id}/view?at=${expected.length}`).set(auth(KEYS.judge)).expect(400);
    const now = await api.http.get(`/games/${id}/view?time=${new Date(Date.now() + 60_000).toISOString()}`).set(auth(KEYS.judge)).expect(200);
    expect(now.body.revision).toBe(expected.length - 1);
    await api.http.get(`/games/${id}/view?time=yesterday`).set(auth(KEYS.judge)).expect(400);
  });

  it.each([
    ['view?at=abc', 'at', 'at: must be an integer number'],
    ['view?at=-1', 'at', 'at: must be an integer number'],
    ['view?at=1.5', 'at', 'at: must be an integer number'],
    ['view?at=1&at=2', 'at', 'at: is given more than once'],
    ['view?time=yesterday', 'time', 'time: must be a valid ISO 8601 date string'],
    ['view?at=1&time=2026-01-01T00:00:00Z', 'time', 'time: give either at or time, not both'],
    ['view?revision=3', 'revision', 'revision: is not a query parameter of this route (it takes at, time, as)'],
    ['events?from=x', 'from', 'from: must be an integer number'],
    ['diff?from=0', 'to', 'to: should not be null or undefined'],
    ['backup', 'to', 'to: should not be null or undefined'],
  ])('answers a bad query string (%s) with a 400 naming the parameter', async (path, field, message) => {
    const id = await newGame();
    const res = await api.http.get(`/games/${id}/${path}`).set(auth(KEYS.judge)).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', field, message });
  });

  it('lists games, gives events with text, diffs, why chains and judge backups', async () => {
    const id = await newGame();
    for (const action of actions.slice(0, 6)) await act(id, action as unknown as Record<string, unknown>).expect(200);
    const list = await api.http.get('/games').set(auth(KEYS.recorder)).expect(200);
    expect(list.body).toEqual(expect.arrayContaining([expect.objectContaining({ id, players: ['alice', 'bob'], revision: expect.any(Number), createdAt: expect.any(String) })]));

    const events = await api.http.get(`/games/${id}/events?from=1&to=3`).set(auth(KEYS.judge)).expect(200);
    expect(events.body.map((e: { revision: number }) => e.revision)).toEqual([1, 2, 3]);
    expect(events.body[2].text).toBe('alice added {G} to their mana pool from Forest (f1) [106.3]');

    const diff = await api.http.get(`/games/${id}/diff?from=0&to=3`).set(auth(KEYS.judge)).expect(200);
    expect(JSON.stringify(diff.body)).toContain('battlefield.f1.tapped');

    const all = await api.http.get(`/games/${id}/events`).set(auth(KEYS.judge)).expect(200);
    const drawn = all.body.find((e: { type: string }) => e.type === 'CardsDrawn');
    const why = await api.http.get(`/games/${id}/why/${drawn.revision}`).set(auth(KEYS.judge)).expect(200);
    expect(why.body.chain[0]).toMatchObject({ type: 'PriorityPassed' });
    expect(why.body.chain[why.body.chain.length - 1]).toMatchObject({ revision: drawn.revision, type: 'CardsDrawn', rule: '121.1' });

    const recorderEvents = await api.http.get(`/games/${id}/events`).set(auth(KEYS.recorder)).expect(200);
    expect(recorderEvents.body.find((e: { type: string }) => e.type === 'CardsDrawn').data.cards).toEqual(['hidden', 'hidden']);

    const backup = await api.http.get(`/games/${id}/backup?to=0`).set(auth(KEYS.judge)).expect(200);
    expect(backup.body.actions[0].revision).toBeGreaterThan(backup.body.actions[backup.body.actions.length - 1].revision);
    expect(backup.body.actions.some((a: { reversible: boolean }) => !a.reversible)).toBe(true);
  });

  it('streams history then live events over SSE', async () => {
    const id = await newGame();
    await api.app.listen(0, '127.0.0.1');
    const url = `${await api.app.getUrl()}/games/${id}/live?key=${KEYS.judge}`;
    const controller = new AbortController();
    const res = await fetch(url, { signal: controller.signal });
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    const until = async (pattern: RegExp): Promise<void> => {
      while (!pattern.test(text)) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        text += new TextDecoder().decode(value);
      }
    };
    await until(/"type":"GameStarted"/);
    await act(id, { do: 'activate', player: 'alice', source: 'f1', ability: 0 }).expect(200);
    await until(/"type":"ManaAdded"/);
    controller.abort();
    expect(text.split('\n').filter((l) => l.startsWith('data: ')).length).toBeGreaterThanOrEqual(4);
  });
});

describe('audited replay', () => {
  async function recordedLog(): Promise<{ id: string; log: { type: string; data: Record<string, unknown>; metadata: Record<string, unknown> }[] }> {
    const id = await newGame();
    await act(id, { do: 'activate', player: 'alice', source: 'eo', ability: 0 }).expect(200);
    const log = await api.http.get(`/games/${id}/export`).set(auth(KEYS.judge)).expect(200);
    return { id, log: log.body };
  }

  it('finds a stored game consistent, as JSON and as a readable HTML report', async () => {
    const { id } = await recordedLog();
    const json = await api.http.post(`/games/${id}/audit`).set(auth(KEYS.judge)).expect(200);
    expect(json.body).toMatchObject({ verdict: 'consistent', crVersion: '2025-09-19', hashChain: { ok: true, firstBrokenRevision: null }, divergences: [] });
    const html = await api.http.post(`/games/${id}/audit`).set(auth(KEYS.judge)).set('Accept', 'text/html').expect(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.text).toMatch(/consistent/i);
  });

  it("flags Exotic Orchard producing {G} when the opponent's lands can't, at that revision, citing 106.7 / 105.4", async () => {
    const id = await newGame(['alice', 'bob'], {
      start: { turn: 3, activePlayer: 'alice', battlefield: [{ id: 'eo', card: 'Exotic Orchard', controller: 'alice' }, { id: 'w1', card: 'Wastes', controller: 'bob' }] },
    });
    await act(id, { do: 'activate', player: 'alice', source: 'eo', ability: 0 }).expect(200);
    const { body: log } = await api.http.get(`/games/${id}/export`).set(auth(KEYS.judge)).expect(200);
    const at = (log as { type: string }[]).findIndex((e) => e.type === 'ManaNotProduced');
    expect(at).toBeGreaterThan(0);
    // The record is edited to say the Orchard made {G} — and re-hashed, so the chain is whole.
    const { computeEventHash } = await import('@arbiter/event-store');
    log[at] = { type: 'ManaAdded', data: { player: 'alice', source: 'eo', mana: { G: 1 } }, metadata: { ...log[at].metadata, rule: '106.3' } };
    let previous = '';
    for (const e of log) {
      const { hash: _old, ...rest } = e.metadata;
      e.metadata = { ...rest, hash: computeEventHash(previous, { type: e.type, data: e.data, metadata: rest }) };
      previous = e.metadata.hash;
    }
    const res = await api.http.post('/audits').set(auth(KEYS.judge)).send(log).expect(200);
    expect(res.body.verdict).toBe('divergent');
    expect(res.body.hashChain.ok).toBe(true);
    expect(res.body.divergences[0]).toMatchObject({ revision: at, recorded: expect.objectContaining({ type: 'ManaAdded' }) });
    expect(res.body.divergences[0].rules).toEqual(expect.arrayContaining(['106.7', '105.4']));
    expect(res.body.divergences[0].viewBefore).toMatchObject({ battlefield: { eo: { tapped: true } } });
  });

  it('fails the hash check on a flipped byte, naming the revision', async () => {
    const { log } = await recordedLog();
    const target = log[2] as { data: Record<string, unknown> };
    target.data = { ...target.data, permanent: 'ep' };
    const res = await api.http.post('/audits').set(auth(KEYS.judge)).send(log).expect(200);
    expect(res.body).toMatchObject({ verdict: 'tampered', hashChain: { ok: false, firstBrokenRevision: 2 } });
  });

  it('reports bad input as invalid and imports nothing', async () => {
    const before = await api.http.get('/games').set(auth(KEYS.judge)).expect(200);
    const res = await api.http.post('/audits').set(auth(KEYS.judge)).send([{ type: 'Nonsense' }]).expect(400);
    expect(res.body.verdict).toBe('invalid');
    expect(res.body.errors.length).toBeGreaterThan(0);
    const notArray = await api.http.post('/audits').set(auth(KEYS.judge)).send({ not: 'a log' }).expect(400);
    expect(notArray.body.verdict).toBe('invalid');
    const after = await api.http.get('/games').set(auth(KEYS.judge)).expect(200);
    expect(after.body.length).toBe(before.body.length);
  });
});

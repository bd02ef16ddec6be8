/**
 * Bad input never breaks the API: thousands of random bodies on the action endpoint and the audit
 * upload get only 4xx answers whose message names a field — never a 500 — and never a partial
 * write (the game's record still audits consistent afterwards). Seeded, so it is deterministic.
 */
import fc from 'fast-check';
import { auth, KEYS, startApi, type ApiHarness } from './api-harness';

let api: ApiHarness;
let gameId: string;

beforeAll(async () => {
  api = await startApi();
  const res = await api.http
    .post('/games')
    .set(auth(KEYS.recorder))
    .send({ players: ['alice', 'bob'], start: { turn: 3, battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }] } })
    .expect(201);
  gameId = res.body.id as string;
});
afterAll(async () => {
  await api.close();
});

const fieldNamed = (body: { message?: unknown; field?: unknown }): boolean => {
  const text = JSON.stringify(body.message ?? '') + JSON.stringify(body.field ?? '');
  return /action|expectedRevision|commandId|property|start|players|seed|\[\d+\]|\(log\)|body|must|type|metadata/.test(text);
};

/** Bodies that are almost right: a valid action with one field broken, or random JSON. */
const actionBody = fc.oneof(
  fc.anything(),
  fc.dictionary(fc.string(), fc.anything()),
  fc.record({
    action: fc.oneof(
      fc.anything(),
      fc.record(
        {
          do: fc.oneof(fc.constantFrom('activate', 'cast', 'play', 'choose', 'concede', 'fly'), fc.anything()),
          player: fc.oneof(fc.constantFrom('alice', 'bob', ''), fc.anything()),
          source: fc.oneof(fc.constant('f1'), fc.anything()),
          ability: fc.oneof(fc.integer({ min: -2, max: 3 }), fc.anything()),
          card: fc.anything(),
          x: fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double()),
          targets: fc.anything(),
          payment: fc.oneof(fc.dictionary(fc.constantFrom('G', 'C', 'Q', '__proto__'), fc.integer({ min: -3, max: 3 })), fc.anything()),
          choice: fc.anything(),
          extra: fc.anything(),
        },
        { requiredKeys: ['do'] },
      ),
    ),
    expectedRevision: fc.oneof(fc.integer({ min: -3, max: 3 }), fc.string()),
    commandId: fc.oneof(fc.string(), fc.integer()),
  }, { requiredKeys: [] }),
);

describe('fuzzing the action endpoint', () => {
  it('answers only 4xx (or a whole accepted/refused command), never 500, and leaves a consistent record', async () => {
    const statuses = new Map<number, number>();
    await fc.assert(
      fc.asyncProperty(actionBody, async (body) => {
        const res = await api.http.post(`/games/${gameId}/actions`).set(auth(KEYS.recorder)).set('Content-Type', 'application/json').send(JSON.stringify(body));
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) throw new Error(`500 for ${JSON.stringify(body)}: ${res.text}`);
        if (res.status === 400 && !fieldNamed(res.body as { message?: unknown })) throw new Error(`400 without a field for ${JSON.stringify(body)}: ${res.text}`);
        return res.status === 200 || res.status === 422 || res.status === 409 || (res.status >= 400 && res.status < 500);
      }),
      { numRuns: 1500, seed: 20261129 },
    );
    expect([...statuses.keys()].every((s) => s < 500)).toBe(true);
    expect(statuses.get(400)).toBeGreaterThan(100);
    const audit = await api.http.post(`/games/${gameId}/audit`).set(auth(KEYS.judge)).expect(200);
    expect(audit.body.verdict).toBe('consistent');
  });

  it('rejects a body that is not JSON with 400', async () => {
    const res = await api.http.post(`/games/${gameId}/actions`).set(auth(KEYS.recorder)).set('Content-Type', 'application/json').send('{"action": ');
    expect(res.status).toBe(400);
  });
});

describe('fuzzing the audit upload', () => {
  it('answers 400 naming the place for any bad log, never 500, and imports nothing', async () => {
    const exported = await api.http.get(`/games/${gameId}/export`).set(auth(KEYS.judge)).expect(200);
    const log = exported.body as unknown[];
    const mutated = fc.oneof(
      fc.anything(),
      fc.array(fc.anything(), { maxLength: 5 }),
      fc.tuple(fc.nat({ max: log.length - 1 }), fc.anything()).map(([i, junk]) => log.map((e, k) => (k === i ? junk : e))),
      fc.nat({ max: log.length }).map((n) => log.slice(0, n)),
    );
    const before = await api.http.get('/games').set(auth(KEYS.judge)).expect(200);
    await fc.assert(
      fc.asyncProperty(mutated, async (body) => {
        const res = await api.http.post('/audits').set(auth(KEYS.judge)).set('Content-Type', 'application/json').send(JSON.stringify(body));
        if (res.status >= 500) throw new Error(`500 for ${JSON.stringify(body).slice(0, 300)}: ${res.text}`);
        if (res.status === 400) {
          const b = res.body as { verdict?: string; errors?: unknown[] };
          if (b.verdict !== undefined && (b.verdict !== 'invalid' || (b.errors ?? []).length === 0)) throw new Error(`400 without errors: ${res.text}`);
        }
        return res.status === 200 || res.status === 400;
      }),
      { numRuns: 1000, seed: 1129 },
    );
    const after = await api.http.get('/games').set(auth(KEYS.judge)).expect(200);
    expect(after.body).toEqual(before.body);
  });
});

describe('fuzzing game creation', () => {
  it('answers 201 or 400 naming the field for any start position, never 500', async () => {
    const permanent = fc.record(
      {
        id: fc.oneof(fc.constantFrom('a', 'b', 'alice'), fc.anything()),
        card: fc.oneof(fc.constantFrom('Forest', 'Sol Ring', 'Wild Growth', 'Ornithopter', 'Nope'), fc.anything()),
        controller: fc.oneof(fc.constantFrom('alice', 'bob', 'carol'), fc.anything()),
        owner: fc.anything(),
        tapped: fc.anything(),
        counters: fc.oneof(fc.dictionary(fc.string(), fc.integer({ min: -2, max: 3 })), fc.anything()),
        attachedTo: fc.anything(),
        damage: fc.anything(),
        token: fc.anything(),
      },
      { requiredKeys: ['id', 'card'] },
    );
    const start = fc.oneof(
      fc.anything(),
      fc.record(
        {
          turn: fc.anything(),
          activePlayer: fc.anything(),
          step: fc.oneof(fc.constantFrom('upkeep', 'precombatMain', 'bogus'), fc.anything()),
          life: fc.anything(),
          battlefield: fc.oneof(fc.array(permanent, { maxLength: 3 }), fc.anything()),
          hands: fc.oneof(fc.dictionary(fc.constantFrom('alice', 'bob', 'zed'), fc.anything()), fc.anything()),
          libraries: fc.oneof(fc.dictionary(fc.constantFrom('alice', 'bob'), fc.oneof(fc.integer({ min: -1, max: 20 }), fc.anything())), fc.anything()),
          graveyards: fc.anything(),
          decks: fc.oneof(fc.dictionary(fc.constantFrom('alice', 'bob', 'zed'), fc.oneof(fc.array(fc.constantFrom('Forest', 'Grizzly Bears', 'Nope'), { maxLength: 12 }), fc.anything())), fc.anything()),
        },
        { requiredKeys: [] },
      ),
    );
    await fc.assert(
      fc.asyncProperty(start, async (s) => {
        const res = await api.http.post('/games').set(auth(KEYS.recorder)).send({ players: ['alice', 'bob'], start: s });
        if (res.status >= 500) throw new Error(`500 for ${JSON.stringify(s)}: ${res.text}`);
        if (res.status === 400 && !fieldNamed(res.body as { message?: unknown; field?: unknown })) throw new Error(`400 without a field: ${res.text}`);
        return res.status === 201 || res.status === 400;
      }),
      { numRuns: 800, seed: 7 },
    );
  });
});

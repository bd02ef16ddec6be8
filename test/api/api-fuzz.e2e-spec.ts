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

/**
 * Hostile shapes on every route that takes a body (issue 17): one mutation of a valid body —
 * nesting far past the limit, a lone surrogate in a string or a key, a key named like an
 * Object.prototype member, or an unknown key — at a random place. Each is a 4xx naming the place,
 * and nothing is written.
 */
describe('fuzzing hostile shapes on every write route', () => {
  type Json = unknown;
  const PROTO_KEYS = ['toString', 'valueOf', 'constructor', 'hasOwnProperty', '__proto__', 'isPrototypeOf'];

  /** A path as the API names it, from its segments. */
  const named = (segments: readonly (string | number)[]): string =>
    segments.reduce<string>((path, s) => (typeof s === 'number' ? `${path === '' ? 'body' : path}[${s}]` : path === '' ? s : `${path}.${s}`), '');

  function at(body: Json, segments: readonly (string | number)[]): Record<string, unknown> {
    let node = body as Record<string | number, unknown>;
    for (const s of segments) node = node[s] as Record<string | number, unknown>;
    return node;
  }

  /** A copy of `base` with `value` at `segments` (the last one names the place). */
  function withValue(base: Json, segments: readonly (string | number)[], value: unknown): Json {
    const copy = JSON.parse(JSON.stringify(base)) as Json;
    const parent = at(copy, segments.slice(0, -1)) as Record<string | number, unknown>;
    parent[segments[segments.length - 1] as string | number] = value;
    return copy;
  }

  /** A copy of `base` with the object at `segments` given one more key (`__proto__` as a plain key). */
  function withKey(base: Json, segments: readonly (string | number)[], key: string, value: unknown): Json {
    const copy = JSON.parse(JSON.stringify(base)) as Json;
    Object.defineProperty(at(copy, segments), key, { value, enumerable: true, writable: true, configurable: true });
    return copy;
  }

  const deep = (depth: number): unknown => {
    let v: unknown = 1;
    for (let i = 0; i < depth; i++) v = i % 2 === 0 ? [v] : { a: v };
    return v;
  };

  interface Case {
    readonly body: Json;
    /** The place the answer must name (the field, or the start of it). */
    readonly place: string;
  }

  /** A hostile case for a body: its object places take keys, its value places take values. */
  function hostile(base: Json, objects: readonly (readonly (string | number)[])[], values: readonly (readonly (string | number)[])[]): fc.Arbitrary<Case> {
    const object = fc.constantFrom(...objects);
    const value = fc.constantFrom(...values);
    return fc.oneof(
      fc.tuple(value, fc.integer({ min: 40, max: 3000 })).map(([p, d]) => ({ body: withValue(base, p, deep(d)), place: named(p) })),
      fc.tuple(value, fc.constantFrom('\ud800', '\udfff', 'a\udbff', '\udc00z')).map(([p, s]) => ({ body: withValue(base, p, s), place: named(p) })),
      fc.tuple(object, fc.constantFrom(...PROTO_KEYS), fc.jsonValue()).map(([p, k, v]) => ({ body: withKey(base, p, k, v), place: named([...p, k]) })),
      fc.tuple(object, fc.stringMatching(/^[a-z][a-zA-Z]{2,8}$/), fc.jsonValue()).map(([p, k, v]) => ({ body: withKey(base, p, `x${k}`, v), place: named([...p, `x${k}`]) })),
    );
  }

  const names = (body: { field?: unknown; message?: unknown; errors?: { field?: unknown }[] }): string =>
    JSON.stringify([body.field ?? null, body.message ?? null, (body.errors ?? []).map((e) => e.field)]);

  async function countGames(): Promise<number> {
    return ((await api.http.get('/games').set(auth(KEYS.judge)).expect(200)).body as unknown[]).length;
  }
  async function countEvents(): Promise<number> {
    return ((await api.http.get(`/games/${gameId}/events`).set(auth(KEYS.judge)).expect(200)).body as unknown[]).length;
  }

  it('POST /games: 400 naming the place, no game started', async () => {
    const base = {
      players: ['alice', 'bob'],
      seed: 3,
      start: {
        turn: 2,
        battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice', counters: { lore: 1 } }],
        hands: { alice: [{ id: 'h1', card: 'Forest' }] },
        libraries: { alice: 2, bob: [{ id: 'l1', card: 'Forest' }] },
        life: { alice: 20 },
      },
    };
    const games = await countGames();
    await fc.assert(
      fc.asyncProperty(
        hostile(
          base,
          [[], ['start'], ['start', 'battlefield', 0], ['start', 'hands', 'alice', 0], ['start', 'libraries', 'bob', 0], ['start', 'life'], ['start', 'hands']],
          [['players', 0], ['seed'], ['start', 'turn'], ['start', 'battlefield', 0, 'id'], ['start', 'battlefield', 0, 'counters', 'lore'], ['start', 'hands', 'alice', 0, 'card'], ['start', 'libraries', 'bob', 0, 'id']],
        ),
        async ({ body, place }) => {
          const res = await api.http.post('/games').set(auth(KEYS.recorder)).set('Content-Type', 'application/json').send(JSON.stringify(body));
          if (res.status !== 400) throw new Error(`${res.status} for ${place}: ${res.text.slice(0, 300)}`);
          if (!names(res.body as object).includes(place)) throw new Error(`400 not naming ${place}: ${res.text.slice(0, 300)}`);
        },
      ),
      { numRuns: 300, seed: 17 },
    );
    expect(await countGames()).toBe(games);
  });

  it('POST /games/:id/actions: 400 naming the place, no event written', async () => {
    const base = { action: { do: 'activate', player: 'alice', source: 'f1', ability: 0, payment: { G: 1 } }, expectedRevision: 0, commandId: 'fuzz' };
    const events = await countEvents();
    await fc.assert(
      fc.asyncProperty(
        hostile(base, [[], ['action'], ['action', 'payment']], [['action', 'player'], ['action', 'source'], ['action', 'ability'], ['action', 'payment', 'G'], ['commandId'], ['expectedRevision']]),
        async ({ body, place }) => {
          const res = await api.http.post(`/games/${gameId}/actions`).set(auth(KEYS.recorder)).set('Content-Type', 'application/json').send(JSON.stringify(body));
          if (res.status !== 400) throw new Error(`${res.status} for ${place}: ${res.text.slice(0, 300)}`);
          if (!names(res.body as object).includes(place)) throw new Error(`400 not naming ${place}: ${res.text.slice(0, 300)}`);
        },
      ),
      { numRuns: 300, seed: 1717 },
    );
    expect(await countEvents()).toBe(events);
  });

  it('POST /audits: deep nesting and lone surrogates in a log are never a 500 nor consistent, a 400 names the event, nothing imported', async () => {
    const exported = (await api.http.get(`/games/${gameId}/export`).set(auth(KEYS.judge)).expect(200)).body as unknown[];
    const games = await countGames();
    await fc.assert(
      fc.asyncProperty(
        fc.nat({ max: exported.length - 1 }),
        fc.constantFrom('data', 'metadata'),
        fc.oneof(fc.integer({ min: 40, max: 3000 }).map(deep), fc.constantFrom('\ud800', 'x\udfff')),
        async (i, part, value) => {
          const log = JSON.parse(JSON.stringify(exported)) as Record<string, Record<string, unknown>>[];
          (log[i] as Record<string, Record<string, unknown>>)[part] = { ...(log[i]?.[part] ?? {}), injected: value };
          const res = await api.http.post('/audits').set(auth(KEYS.judge)).set('Content-Type', 'application/json').send(JSON.stringify(log));
          // An edited event is a broken hash chain (200, tampered) or a log that is not valid (400).
          if (res.status !== 400 && res.status !== 200) throw new Error(`${res.status} for [${i}].${part}: ${res.text.slice(0, 300)}`);
          if ((res.body as { verdict?: string }).verdict === 'consistent') throw new Error(`consistent for [${i}].${part}`);
          if (res.status === 400 && !names(res.body as object).includes(`[${i}]`)) throw new Error(`400 not naming [${i}]: ${res.text.slice(0, 300)}`);
        },
      ),
      { numRuns: 150, seed: 171717 },
    );
    expect(await countGames()).toBe(games);
  });
});

/**
 * Hostile bodies (issue 17, items 1-3 and 9's UTF-8), against a real server on a loopback port:
 * bodies past a route's limit are refused before they are parsed, a large upload is parsed off
 * the API's thread (how long each takes is `npm run bench -- api-body-limits`'s to measure);
 * deep nesting, lone surrogates, unknown keys (prototype names included) are 400s naming the
 * field, and nothing is written; players named like Object.prototype members keep their data.
 */
import { ROUTE_BODY_LIMITS } from '../../apps/api/src/http/json-body';
import { auth, KEYS, startApi, type ApiHarness } from './api-harness';

const GAMES_LIMIT = ROUTE_BODY_LIMITS['POST /games'] ?? 0;

let api: ApiHarness;
let base = '';
let gameId = '';

beforeAll(async () => {
  api = await startApi();
  await api.app.listen(0, '127.0.0.1');
  base = await api.app.getUrl();
  const res = await post('/games', { players: ['alice', 'bob'], start: { battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }] } });
  gameId = ((await res.json()) as { id: string }).id;
});
afterAll(async () => {
  await api.close();
});

function post(path: string, body: unknown, key: string = KEYS.recorder): Promise<Response> {
  const payload = typeof body === 'string' || body instanceof Uint8Array ? body : JSON.stringify(body);
  return fetch(`${base}${path}`, { method: 'POST', headers: { ...auth(key), 'Content-Type': 'application/json' }, body: payload });
}

/** The length of the list a judge's GET answers; any other answer fails the test with its status and body. */
async function listLength(path: string): Promise<number> {
  const res = await fetch(`${base}${path}`, { headers: auth(KEYS.judge) });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`GET ${path} answered ${res.status}: ${text.slice(0, 500)}`);
  return (JSON.parse(text) as unknown[]).length;
}

const eventCount = (id: string): Promise<number> => listLength(`/games/${id}/events`);
const gameCount = (): Promise<number> => listLength('/games');

/** Runs `work`, recording the length of each text JSON.parse reads in this process (the API's thread). */
async function mainThreadParses<T>(work: () => Promise<T>): Promise<{ result: T; lengths: number[] }> {
  const lengths: number[] = [];
  const parse = JSON.parse.bind(JSON);
  const spy = jest.spyOn(JSON, 'parse').mockImplementation((text: string, reviver?: (this: unknown, key: string, value: unknown) => unknown) => {
    lengths.push(typeof text === 'string' ? text.length : String(text).length);
    return parse(text, reviver) as unknown;
  });
  try {
    return { result: await work(), lengths };
  } finally {
    spy.mockRestore();
  }
}

const nested = (depth: number, leaf = '1'): string => '['.repeat(depth) + leaf + ']'.repeat(depth);
const junk = (bytes: number): unknown[] => Array.from({ length: Math.ceil(bytes / 60) }, (_, i) => ({ a: i, b: 'x'.repeat(20), c: [1, 2, { d: 3 }] }));

describe('no request can stall the API', () => {
  it('refuses a body past the route limit with 413 at once, /health answering all along', async () => {
    const games = await gameCount();
    const body = JSON.stringify({ players: ['alice', 'bob'], start: { junk: junk(8 * 1024 * 1024) } });
    const { result, lengths } = await mainThreadParses(async () => {
      const res = await post('/games', body);
      return { status: res.status, body: (await res.json()) as { message: string } };
    });
    expect(result.status).toBe(413);
    expect(result.body.message).toContain(`at most ${GAMES_LIMIT} bytes`);
    // Refused before it is read as JSON: nothing near its size was parsed (the time it takes is
    // measured by `npm run bench -- api-body-limits`, not here).
    expect(Math.max(0, ...lengths)).toBeLessThan(GAMES_LIMIT);
    expect(await gameCount()).toBe(games);
    const action = await post(`/games/${gameId}/actions`, { action: { do: 'pass', player: 'alice' }, commandId: 'x'.repeat(70 * 1024) });
    expect(action.status).toBe(413);
  });

  it('refuses an unknown key nested in a max-size start with 400 naming it, without holding the event loop', async () => {
    const games = await gameCount();
    const body = JSON.stringify({ players: ['alice', 'bob'], start: { junk: junk(GAMES_LIMIT - 1024) } });
    expect(body.length).toBeLessThanOrEqual(GAMES_LIMIT);
    const { result, lengths } = await mainThreadParses(async () => {
      const res = await post('/games', body);
      return { status: res.status, body: (await res.json()) as { field?: string } };
    });
    expect(result.status).toBe(400);
    expect(result.body.field).toBe('start.junk');
    // The body is parsed once and refused at its first unknown key (the time that takes is
    // measured by `npm run bench -- api-body-limits`, not here).
    expect(lengths.filter((n) => n > GAMES_LIMIT / 2)).toHaveLength(1);
    expect(await gameCount()).toBe(games);
  });

  it('parses and audits an uploaded log of 20 MiB off the event loop', async () => {
    const log = Buffer.from(JSON.stringify({ not: junk(20 * 1024 * 1024) }));
    const { result, lengths } = await mainThreadParses(async () => {
      const res = await post('/audits', new Uint8Array(log), KEYS.judge);
      return { status: res.status, body: (await res.json()) as { verdict?: string } };
    });
    expect(result.status).toBe(400);
    expect(result.body.verdict).toBe('invalid');
    // Reading the bytes off the socket is all the API's thread does: the log is parsed and audited
    // on the audit thread, so no text of its size is parsed here.
    expect(Math.max(0, ...lengths)).toBeLessThan(1024 * 1024);
  });

  it('answers an uploaded log that is not JSON, or not UTF-8, with a 400 saying so', async () => {
    let parserMessage = '';
    try {
      JSON.parse('[{"type": ');
    } catch (err) {
      parserMessage = (err as Error).message;
    }
    const malformed = await post('/audits', '[{"type": ', KEYS.judge);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ statusCode: 400, message: parserMessage });
    const bytes = await post('/audits', new Uint8Array([0x5b, 0x22, 0xff, 0x22, 0x5d]), KEYS.judge);
    expect(bytes.status).toBe(400);
    expect(await bytes.json()).toMatchObject({ field: 'body', message: 'body: is not valid UTF-8' });
  });

  it('refuses an unknown top-level key before validation walks the body', async () => {
    const res = await post('/games', { players: ['alice', 'bob'], junk: junk(GAMES_LIMIT - 1024) });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field: 'junk' });
  });
});

describe('bad input is a 400 naming the field, never a 500, and writes nothing', () => {
  const deep = nested(10_000);

  it.each([
    ['start', `{"players":["alice","bob"],"start":{"turn":${deep}}}`, /^start\.turn\[0\]/],
    ['players', `{"players":${deep}}`, /^players\[0\]/],
  ])('POST /games: 10,000-deep JSON in %s', async (_where, body, field) => {
    const games = await gameCount();
    const res = await post('/games', body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { field: string }).field).toMatch(field);
    expect(await gameCount()).toBe(games);
  });

  it.each([
    ['action', `{"action":${deep}}`, /^action\[0\]/],
    ['choice', `{"action":{"do":"choose","player":"alice","choice":${deep}}}`, /^action\.choice\[0\]/],
    ['payment', `{"action":{"do":"cast","player":"alice","card":"x","payment":{"G":${deep}}}}`, /^action\.payment\.G\[0\]/],
    ['commandId', `{"action":{"do":"pass","player":"alice"},"commandId":${deep}}`, /^commandId\[0\]/],
  ])('POST /games/:id/actions: 10,000-deep JSON in %s', async (_where, body, field) => {
    const before = await eventCount(gameId);
    const res = await post(`/games/${gameId}/actions`, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { field: string }).field).toMatch(field);
    expect(await eventCount(gameId)).toBe(before);
  });

  it('refuses a lone surrogate in a commandId and in a start id, naming each', async () => {
    const before = await eventCount(gameId);
    const action = await post(`/games/${gameId}/actions`, '{"action":{"do":"pass","player":"alice"},"commandId":"a\\ud800b"}');
    expect(action.status).toBe(400);
    expect(await action.json()).toMatchObject({ field: 'commandId' });
    expect(await eventCount(gameId)).toBe(before);
    const games = await gameCount();
    const start = await post('/games', '{"players":["alice","bob"],"start":{"battlefield":[{"id":"\\udc00","card":"Forest","controller":"alice"}]}}');
    expect(start.status).toBe(400);
    expect(await start.json()).toMatchObject({ field: 'start.battlefield[0].id' });
    expect(await gameCount()).toBe(games);
  });

  it('refuses bytes that are not valid UTF-8 with 400 naming the body', async () => {
    const bytes = Buffer.concat([Buffer.from('{"action":{"do":"pass","player":"ali'), Buffer.from([0xc3, 0x28]), Buffer.from('ce"}}')]);
    const before = await eventCount(gameId);
    const res = await post(`/games/${gameId}/actions`, new Uint8Array(bytes));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: 400, field: 'body', message: 'body: is not valid UTF-8' });
    expect(await eventCount(gameId)).toBe(before);
  });
});

describe('no input is silently dropped', () => {
  it.each(['toString', 'valueOf', 'constructor', 'hasOwnProperty'])('a player named %s keeps life, hand and library', async (name) => {
    const res = await post('/games', { players: [name, 'bob'], start: { life: { [name]: 7 }, hands: { [name]: [{ id: 'h1', card: 'Forest' }] }, libraries: { [name]: 2, bob: 2 } } });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const view = (await (await fetch(`${base}/games/${id}`, { headers: auth(KEYS.judge) })).json()) as { players: Record<string, { life: number; hand: string[]; librarySize: number }> };
    expect(view.players[name]).toMatchObject({ life: 7, hand: ['h1'], librarySize: 2 });
  });

  it.each([
    [{ players: ['alice', 'bob'], start: { battlefield: [{ id: 'f', card: 'Forest', controller: 'alice', tapd: true }] } }, 'start.battlefield[0].tapd'],
    [{ players: ['alice', 'bob'], start: { turns: 2 } }, 'start.turns'],
    [{ players: ['alice', 'bob'], toString: 1 }, 'toString'],
    [JSON.parse('{"players":["alice","bob"],"__proto__":{"seed":3}}') as unknown, '__proto__'],
  ])('POST /games refuses %j naming %s', async (body, field) => {
    const games = await gameCount();
    const res = await post('/games', body);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ field });
    expect(await gameCount()).toBe(games);
  });

  it.each([
    [{ action: { do: 'pass', player: 'alice', constructor: 'x' } }, 'action.constructor'],
    [{ action: { do: 'pass', player: 'alice' }, valueOf: 1 }, 'valueOf'],
    [{ action: { do: 'activate', player: 'alice', source: 'f1', ability: 0, payment: { G: 1, toString: 1 } } }, 'action.payment'],
  ])('POST /games/:id/actions refuses %j naming %s', async (body, field) => {
    const before = await eventCount(gameId);
    const res = await post(`/games/${gameId}/actions`, body);
    expect(res.status).toBe(400);
    const answer = (await res.json()) as { field?: string; message: unknown };
    expect(answer.field ?? JSON.stringify(answer.message)).toContain(field);
    expect(await eventCount(gameId)).toBe(before);
  });
});

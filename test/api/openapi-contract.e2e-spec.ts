/**
 * The API keeps the contract it publishes (issue 18, item 4): `/api-json` is a valid OpenAPI 3
 * document that documents every route's answers, and requests made from it for each route — as
 * the caller it needs, without a key, as a player, for a game that does not exist, with a bad
 * parameter — are answered with a status the document lists and a body that matches its schema
 * (ajv).
 */
import { spawnSync } from 'node:child_process';
import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { auth, KEYS, startApi, type ApiHarness } from './api-harness';

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema?: { type?: string; enum?: unknown[]; format?: string };
}
interface Response {
  description: string;
  content?: Record<string, { schema?: unknown }>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema?: unknown }> };
  responses: Record<string, Response>;
  security?: unknown[];
}
interface OpenApi {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
}

let api: ApiHarness;
let doc: OpenApi;
let gameId = '';

/** Checks an OpenAPI document with @seriousme/openapi-schema-validator (an ES module: run by Node itself). */
function validateOpenApi(document: unknown): { valid: boolean; errors?: unknown } {
  const script =
    "const { Validator } = require('@seriousme/openapi-schema-validator');" +
    "let input = ''; process.stdin.on('data', (c) => { input += c; }).on('end', async () => {" +
    '  const result = await new Validator().validate(JSON.parse(input));' +
    '  process.stdout.write(JSON.stringify(result));' +
    '});';
  const run = spawnSync(process.execPath, ['-e', script], { input: JSON.stringify(document), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { valid: boolean; errors?: unknown };
}

/** OpenAPI 3.0's `nullable` as JSON Schema (`anyOf` with null), everywhere in a schema. */
function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema)) if (key !== 'nullable' && key !== 'example') out[key] = toJsonSchema(value);
  return (schema as { nullable?: unknown }).nullable === true ? { anyOf: [out, { type: 'null' }] } : out;
}

const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const validators = new Map<unknown, ValidateFunction>();

function validatorFor(schema: unknown): ValidateFunction {
  let validate = validators.get(schema);
  if (validate === undefined) {
    validate = ajv.compile({ ...(toJsonSchema(schema) as object), components: toJsonSchema(doc.components) });
    validators.set(schema, validate);
  }
  return validate;
}

/** A request made from the document, and what it was answered. */
interface Exchange {
  readonly what: string;
  readonly status: number;
  readonly type: string;
  readonly body: unknown;
  readonly text: string;
}

/** What is wrong with an answer by the document: its status or type undocumented, or its body off its schema. */
function mismatch(operation: Operation, answer: Exchange): string | null {
  const documented = operation.responses[String(answer.status)];
  if (documented === undefined) return `${answer.what}: status ${answer.status} is not documented (${answer.text.slice(0, 200)})`;
  if (answer.status === 304 || answer.type === '') return documented.content === undefined || answer.status === 304 ? null : `${answer.what}: no content type`;
  const media = answer.type.split(';')[0]?.trim() ?? '';
  const content = documented.content?.[media];
  if (content === undefined) return `${answer.what}: ${media} is not documented for ${answer.status}`;
  if (media !== 'application/json' || content.schema === undefined) return null;
  const validate = validatorFor(content.schema);
  return validate(answer.body) ? null : `${answer.what}: ${JSON.stringify(validate.errors?.slice(0, 3))} in ${answer.text.slice(0, 300)}`;
}

/** Values for the parameters the document lists: the game, a revision, a report name, ... */
function parameterValue(p: Parameter): string {
  if (p.schema?.enum !== undefined) return String(p.schema.enum[0]);
  if (p.name === 'id') return gameId;
  if (p.schema?.type === 'integer') return p.name === 'to' || p.name === 'revision' || p.name === 'at' ? '1' : '0';
  if (p.name === 'as') return 'alice';
  if (p.schema?.format === 'date-time') return new Date().toISOString();
  return 'x';
}

/** The body a write takes, when its schema alone cannot say which is valid for this game. */
const BODIES: Record<string, unknown> = {
  'post /games': { players: ['alice', 'bob'], start: { battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }], libraries: { alice: 5, bob: 5 } } },
  'post /games/{id}/actions': { action: { do: 'pass', player: 'alice' } },
  // An uploaded log: this game's own, once it is played (beforeAll).
  'post /audits': [],
};

/** The key an operation needs: a judge's, which every role-limited route allows. */
const needsKey = (operation: Operation): boolean => (operation.security ?? []).length > 0;

async function send(method: string, path: string, operation: Operation, options: { key?: string | null; params?: (p: Parameter) => string; allQuery?: boolean; body?: unknown; what: string }): Promise<Exchange> {
  const params = operation.parameters ?? [];
  const value = options.params ?? parameterValue;
  let url = path.replace(/\{(\w+)\}/g, (_m, name: string) => encodeURIComponent(value(params.find((p) => p.in === 'path' && p.name === name) ?? { name, in: 'path' })));
  const query = params.filter((p) => p.in === 'query' && (p.required === true || options.allQuery === true)).map((p) => `${p.name}=${encodeURIComponent(value(p))}`);
  if (query.length > 0) url += `?${query.join('&')}`;
  let req = api.http[method as 'get' | 'post'](url);
  if (options.key !== null) req = req.set(auth(options.key ?? KEYS.judge));
  if (options.body !== undefined) req = req.send(options.body as object);
  // Server-Sent Events never end: only the head of the answer is read.
  if (operation.responses['200']?.content?.['text/event-stream'] !== undefined) {
    req = req.buffer(false).parse((res, done) => {
      const stream = res as unknown as NodeJS.ReadableStream & { headers: Record<string, string>; destroy(): void };
      if ((stream.headers['content-type'] ?? '').startsWith('text/event-stream')) {
        stream.destroy();
        done(null, '');
        return;
      }
      let text = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (text += chunk)).on('end', () => {
        done(null, JSON.parse(text) as unknown);
      });
    });
  }
  const res = await req;
  const type: unknown = res.headers['content-type']; // absent on a 304
  return { what: `${options.what}: ${method.toUpperCase()} ${url}`, status: res.status, type: typeof type === 'string' ? type : '', body: res.body as unknown, text: res.text };
}

beforeAll(async () => {
  api = await startApi();
  doc = (await api.http.get('/api-json').expect(200)).body as OpenApi;
  const created = await api.http.post('/games').set(auth(KEYS.recorder)).send(BODIES['post /games'] as object).expect(201);
  gameId = created.body.id as string;
  await api.http.post(`/games/${gameId}/actions`).set(auth(KEYS.recorder)).send({ action: { do: 'activate', player: 'alice', source: 'f1', ability: 0 } }).expect(200);
  BODIES['post /audits'] = (await api.http.get(`/games/${gameId}/export`).set(auth(KEYS.judge)).expect(200)).body as unknown;
});
afterAll(async () => {
  await api.close();
});

const operations = (): [string, string, Operation][] =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]): [string, string, Operation] => [method, path, op]));

describe('/api-json', () => {
  it('is a valid OpenAPI 3 document', () => {
    expect(doc.openapi).toMatch(/^3\./);
    expect(validateOpenApi(doc)).toEqual({ valid: true });
  });

  it('documents every route the API serves, each with a success and its errors, JSON answers with a schema', () => {
    const documented = operations().map(([method, path]) => `${method.toUpperCase()} ${path}`);
    for (const route of ['POST /games', 'GET /games', 'POST /games/{id}/actions', 'GET /games/{id}', 'GET /games/{id}/view', 'GET /games/{id}/events', 'GET /games/{id}/diff', 'GET /games/{id}/why/{revision}', 'GET /games/{id}/live', 'GET /games/{id}/export', 'POST /games/{id}/audit', 'GET /games/{id}/backup', 'POST /audits', 'GET /me', 'GET /health', 'GET /health/live', 'GET /health/ready', 'GET /metrics', 'GET /analytics', 'GET /analytics/{name}']) {
      expect(documented).toContain(route);
    }
    for (const [method, path, op] of operations()) {
      const statuses = Object.keys(op.responses);
      expect([method, path, statuses.some((s) => s.startsWith('2'))]).toEqual([method, path, true]);
      if (needsKey(op)) expect([method, path, statuses]).toEqual([method, path, expect.arrayContaining(['401'])]);
      for (const [status, response] of Object.entries(op.responses)) {
        for (const [type, media] of Object.entries(response.content ?? {})) expect([method, path, status, type, media.schema !== undefined]).toEqual([method, path, status, type, true]);
      }
    }
  });
});

describe('requests made from /api-json', () => {
  it('are answered as documented: with the key a route needs', async () => {
    const problems: string[] = [];
    for (const [method, path, op] of operations()) {
      if (path.startsWith('/api')) continue;
      const body = BODIES[`${method} ${path}`];
      const answer = await send(method, path, op, { what: 'as a judge', ...(body === undefined ? {} : { body }) });
      expect([answer.what, answer.status >= 200 && answer.status < 300]).toEqual([answer.what, true]);
      const problem = mismatch(op, answer);
      if (problem !== null) problems.push(problem);
    }
    expect(problems).toEqual([]);
  });

  it('are answered as documented: without a key, as a player, for no such game, with a bad parameter', async () => {
    const problems: string[] = [];
    let tried = 0;
    for (const [method, path, op] of operations()) {
      if (path.startsWith('/api')) continue;
      const answers: Exchange[] = [];
      if (needsKey(op)) answers.push(await send(method, path, op, { key: null, what: 'without a key' }));
      // A player's key: 403 where the route is for judges or recorders (a write is only tried as that: it must be refused).
      const asPlayer = await send(method, path, op, { key: KEYS.alice, what: 'as a player' });
      if (method === 'post') answers.push(asPlayer);
      else if (asPlayer.status >= 400) answers.push(asPlayer);
      else {
        const problem = mismatch(op, asPlayer);
        if (problem !== null) problems.push(problem);
      }
      if (path.includes('{id}')) {
        answers.push(await send(method, path, op, { what: 'for no such game', params: (p) => (p.name === 'id' ? '00000000-0000-4000-8000-000000000000' : parameterValue(p)) }));
      }
      if ((op.parameters ?? []).some((p) => p.schema?.type === 'integer')) {
        const bad = (p: Parameter): string => (p.schema?.type === 'integer' ? 'abc' : p.name === 'time' ? '' : parameterValue(p));
        answers.push(await send(method, path, op, { what: 'with a bad parameter', params: bad, allQuery: true }));
      }
      for (const answer of answers) {
        tried++;
        expect([answer.what, answer.status >= 400 && answer.status < 500]).toEqual([answer.what, true]);
        const problem = mismatch(op, answer);
        if (problem !== null) problems.push(problem);
      }
    }
    expect(tried).toBeGreaterThan(30);
    expect(problems).toEqual([]);
  });

  it('catches an answer that strays from its schema', () => {
    const [, , view] = operations().find(([m, p]) => m === 'get' && p === '/games/{id}') ?? [];
    const op = view as Operation;
    expect(mismatch(op, { what: 'a view without its turn', status: 200, type: 'application/json', body: { revision: 0 }, text: '' })).toContain('turn');
    expect(mismatch(op, { what: 'a status not listed', status: 418, type: 'application/json', body: {}, text: '' })).toContain('not documented');
  });
});

import { Readable } from 'node:stream';
import { fastify, type FastifyInstance } from 'fastify';
import { BODY_LIMIT, BODY_OPTIONS, DEFAULT_BODY_LIMIT, ROUTE_BODY_LIMITS, bodyLimitFor, registerBodyParsers } from './json-body';

/** A bare Fastify with the API's body options and parsers, echoing the body it got (or the parser's error). */
async function echo(): Promise<FastifyInstance> {
  const app = fastify(BODY_OPTIONS);
  registerBodyParsers(app);
  for (const url of ['/', '/audits', '/games/:id/actions']) {
    app.post(url, (req, reply) => reply.send({ body: req.body === undefined ? 'undefined' : req.body }));
  }
  app.setErrorHandler((err: Error & { statusCode?: number; status?: number }, _req, reply) =>
    reply.status(err.statusCode ?? 500).send({ name: err.name, status: err.status ?? null, message: err.message, field: (err as { field?: string }).field ?? null }),
  );
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, payload: string | Buffer | Readable, type = 'application/json', headers: Record<string, string> = {}, url = '/') =>
  app.inject({ method: 'POST', url, payload, headers: { 'content-type': type, ...headers } });

describe('JSON request bodies', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await echo();
  });
  afterAll(async () => {
    await app.close();
  });

  it('parses any JSON value, so that validation answers a body of the wrong shape', async () => {
    for (const value of [null, 5, 'x', [1, 'a'], { action: { do: 'play' } }, true]) {
      const res = await post(app, JSON.stringify(value));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ body: value });
    }
  });

  it("skips a UTF-8 BOM, reads an empty body as none, and refuses prototype keys with Fastify's parser, naming the key", async () => {
    expect((await post(app, '\ufeff[1]')).json()).toEqual({ body: [1] });
    expect((await post(app, '{"a":1}', 'application/json; charset=UTF-8')).json()).toEqual({ body: { a: 1 } });
    expect((await post(app, '')).json()).toEqual({ body: 'undefined' });
    const proto = await post(app, '{"a":{"__proto__":{"polluted":true}}}');
    expect(proto.statusCode).toBe(400);
    expect(proto.json()).toMatchObject({ name: 'BadInputError', field: 'a.__proto__' });
    const ctor = await post(app, '{"constructor":{"prototype":{"polluted":true}}}');
    expect(ctor.json()).toMatchObject({ name: 'BadInputError', field: 'constructor.prototype' });
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    // A key named like a member of Object.prototype, not setting it, is read (validation answers it).
    expect((await post(app, '{"constructor":"x","toString":1}')).json()).toEqual({ body: { constructor: 'x', toString: 1 } });
  });

  it("answers malformed JSON with JSON.parse's own message, marked as the client's error", async () => {
    let expected = '';
    try {
      JSON.parse('{"action": ');
    } catch (err) {
      expected = (err as Error).message;
    }
    const res = await post(app, '{"action": ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: 'SyntaxError', status: 400, message: expected });
    expect((await post(app, '  ')).statusCode).toBe(400);
  });

  it('refuses a charset other than UTF-* with 415, and reads UTF-16', async () => {
    const res = await post(app, '{}', 'application/json; charset=latin1');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: 'unsupported charset "LATIN1"' });
    const utf16 = Buffer.from('{"a":"é"}', 'utf16le');
    const wide = await app.inject({ method: 'POST', url: '/', payload: utf16, headers: { 'content-type': 'application/json; charset=utf-16le' } });
    expect(wide.json()).toEqual({ body: { a: 'é' } });
  });

  it('refuses a body past its route\'s limit with 413, whether its length is declared or not', async () => {
    const declared = await post(app, '{}', 'application/json', { 'content-length': String(BODY_LIMIT + 1) }, '/audits');
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ name: 'FastifyError' });
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const chunks = Math.ceil(BODY_LIMIT / chunk.length) + 1;
    const streamed = await post(app, Readable.from((function* () { for (let i = 0; i < chunks; i++) yield chunk; })()), 'application/json', {}, '/audits');
    expect(streamed.statusCode).toBe(413);
    const action = ROUTE_BODY_LIMITS['POST /games/:id/actions'] ?? 0;
    expect((await post(app, `"${'x'.repeat(action)}"`, 'application/json', {}, '/games/1/actions')).statusCode).toBe(413);
    expect((await post(app, `"${'x'.repeat(action - 2)}"`, 'application/json', {}, '/games/1/actions')).statusCode).toBe(200);
    expect((await post(app, `"${'x'.repeat(DEFAULT_BODY_LIMIT)}"`)).statusCode).toBe(413);
  });

  it('gives each route the most it can need, by method and path pattern', () => {
    expect(bodyLimitFor('POST', '/audits')).toBe(BODY_LIMIT);
    expect(bodyLimitFor('post', '/Games/:id/actions/')).toBe(64 * 1024);
    expect(bodyLimitFor('POST', '/games')).toBe(256 * 1024);
    expect(bodyLimitFor('POST', '/games/:id/audit')).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor('PUT', '/games')).toBe(DEFAULT_BODY_LIMIT);
    expect(bodyLimitFor('POST', undefined)).toBe(DEFAULT_BODY_LIMIT);
  });

  it('refuses bytes that are not valid UTF-8 with 400 naming the body, never turning them into U+FFFD', async () => {
    const res = await post(app, Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ name: 'BadInputError', message: 'body: is not valid UTF-8' });
    expect((await post(app, Buffer.from('{"a":"é"}', 'utf8'))).json()).toEqual({ body: { a: 'é' } });
  });

  it('reads no other type: 415, and a request without a body reaches the handler with none', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/vnd.api+json']) {
      expect((await post(app, '{"a":1}', type)).statusCode).toBe(415);
    }
    expect((await app.inject({ method: 'POST', url: '/' })).json()).toEqual({ body: 'undefined' });
  });
});

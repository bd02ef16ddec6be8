import { Readable } from 'node:stream';
import { fastify, type FastifyInstance } from 'fastify';
import { BODY_LIMIT, parseJson, registerBodyParsers } from './json-body';

/** A bare Fastify with the API's parsers, echoing the body it got (or the parser's error). */
async function echo(): Promise<FastifyInstance> {
  const app = fastify();
  registerBodyParsers(app);
  app.post('/', (req, reply) => reply.send({ body: req.body === undefined ? 'undefined' : req.body }));
  app.setErrorHandler((err: Error & { statusCode?: number; status?: number }, _req, reply) =>
    reply.status(err.statusCode ?? 500).send({ name: err.name, status: err.status ?? null, message: err.message }),
  );
  await app.ready();
  return app;
}

const post = (app: FastifyInstance, payload: string | Readable, type = 'application/json', headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: '/', payload, headers: { 'content-type': type, ...headers } });

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

  it('reads an empty body as {}, skips a UTF-8 BOM, and keeps __proto__ as a plain key', async () => {
    expect((await post(app, '')).json()).toEqual({ body: {} });
    expect((await post(app, '\ufeff[1]')).json()).toEqual({ body: [1] });
    expect((await post(app, '{"a":1}', 'application/json; charset=UTF-8')).json()).toEqual({ body: { a: 1 } });
    const parsed = parseJson('{"__proto__":{"polluted":true}}') as Record<string, unknown>;
    expect(Object.keys(parsed)).toEqual(['__proto__']);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
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
    expect(res.json()).toEqual({ name: 'SyntaxError', status: 400, message: expected });
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

  it('refuses a body past the limit with 413, whether its length is declared or not', async () => {
    const declared = await post(app, '{}', 'application/json', { 'content-length': String(BODY_LIMIT + 1) });
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ message: 'request entity too large' });
    const chunk = Buffer.alloc(1024 * 1024, 0x20);
    const chunks = Math.ceil(BODY_LIMIT / chunk.length) + 1;
    const streamed = await post(app, Readable.from((function* () { for (let i = 0; i < chunks; i++) yield chunk; })()));
    expect(streamed.statusCode).toBe(413);
    expect(streamed.json()).toMatchObject({ message: 'request entity too large' });
  });

  it('does not read bodies of other types: the handler gets none', async () => {
    expect((await post(app, '{"a":1}', 'text/plain')).json()).toEqual({ body: 'undefined' });
    expect((await post(app, 'a=1', 'application/x-www-form-urlencoded')).json()).toEqual({ body: 'undefined' });
    expect((await post(app, '{"a":1}', 'application/vnd.api+json')).json()).toEqual({ body: 'undefined' });
  });
});

/**
 * What the web UI needs from the API: its static files at / without a key (API routes still
 * guarded), GET /me for the key's role, and SSE that can start after the history a client holds.
 */
import { auth, KEYS, startApi, type ApiHarness } from './api-harness';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

describe('the web UI from the API', () => {
  it('serves the page at / without a key, and the API routes still need one', async () => {
    const page = await api.http.get('/').expect(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    // The bundle when it has been built (npm run build), else a page that says how to build it.
    expect(page.text).toMatch(/<div id="app">|npm run build/);
    await api.http.get('/games').expect(401);
    await api.http.get('/health').expect(200);
  });

  it('serves the page and its files with a Content-Security-Policy, no framing and no sniffing (issue 17)', async () => {
    const page = await api.http.get('/').expect(200);
    const paths = ['/'];
    const script = /src="([^"]+\.js)"/.exec(page.text)?.[1];
    if (script !== undefined) paths.push(`/${script}`);
    for (const path of paths) {
      const res = await api.http.get(path).expect(200);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('takes the Bearer scheme in any letter case (issue 17)', async () => {
    for (const scheme of ['Bearer', 'bearer', 'BEARER', 'bEaReR']) {
      const res = await api.http.get('/me').set('Authorization', `${scheme} ${KEYS.judge}`).expect(200);
      expect(res.body).toEqual({ role: 'judge', player: null });
    }
    await api.http.get('/me').set('Authorization', `Basic ${KEYS.judge}`).expect(401);
    await api.http.get('/me').set('Authorization', `Bearer${KEYS.judge}`).expect(401);
  });

  it("tells a key's role: judge, recorder, or which player", async () => {
    expect((await api.http.get('/me').set(auth(KEYS.judge)).expect(200)).body).toEqual({
      role: 'judge',
      player: null,
    });
    expect((await api.http.get('/me').set(auth(KEYS.recorder)).expect(200)).body).toEqual({
      role: 'recorder',
      player: null,
    });
    expect((await api.http.get('/me').set(auth(KEYS.alice)).expect(200)).body).toEqual({
      role: 'player',
      player: 'alice',
    });
    await api.http.get('/me').expect(401);
  });

  it('streams live events from ?from=, skipping the history the client already has', async () => {
    const created = await api.http
      .post('/games')
      .set(auth(KEYS.recorder))
      .send({
        players: ['alice', 'bob'],
        start: { battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }] },
      })
      .expect(201);
    const id = created.body.id as string;
    await api.http
      .post(`/games/${id}/actions`)
      .set(auth(KEYS.recorder))
      .send({ action: { do: 'activate', player: 'alice', source: 'f1', ability: 0 } })
      .expect(200);
    await api.app.listen(0, '127.0.0.1');
    const controller = new AbortController();
    const res = await fetch(`${await api.app.getUrl()}/games/${id}/live?from=2&key=${KEYS.judge}`, {
      signal: controller.signal,
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    let text = '';
    while (!/"revision":2,/.test(text)) {
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    const revisions = text
      .split('\n')
      .filter((l) => l.startsWith('id: '))
      .map((l) => Number(l.slice(4)));
    expect(revisions[0]).toBe(2);
    expect(revisions.every((r) => r >= 2)).toBe(true);
    await api.http.get(`/games/${id}/live?from=x`).set(auth(KEYS.judge)).expect(400);
  });
});

/**
 * Stopping the API (Ctrl-C on `npm start`, SIGTERM in a container) while a browser follows a game
 * live: the live streams end cleanly and the server stops, instead of waiting for the viewers to
 * hang up.
 */
import { auth, KEYS, startApi } from './api-harness';

it('ends live streams when the app closes, so closing does not wait for the viewers', async () => {
  const api = await startApi();
  let closed = false;
  try {
    const created = await api.http
      .post('/games')
      .set(auth(KEYS.recorder))
      .send({ players: ['alice', 'bob'] })
      .expect(201);
    await api.app.listen(0, '127.0.0.1');
    const res = await fetch(`${await api.app.getUrl()}/games/${created.body.id as string}/live?key=${KEYS.judge}`);
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toMatch(/"type":"GameStarted"/);

    // Closing resolves (jest's timeout fails the test if it waits for the client) ...
    await api.close();
    closed = true;
    // ... and the viewer sees its stream end rather than a cut connection.
    let ended = false;
    for (;;) {
      const next = await reader.read();
      if (next.done) {
        ended = true;
        break;
      }
    }
    expect(ended).toBe(true);
  } finally {
    if (!closed) await api.close();
  }
}, 15_000);

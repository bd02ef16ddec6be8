/**
 * Liveness and readiness (issue 18, item 4), without a key: liveness follows the process and its
 * projector; readiness also the store's reads and writability, so that a store that lost its
 * folder is taken out of rotation while the process stays alive.
 */
import { rmSync } from 'node:fs';
import { startApi, type ApiHarness } from './api-harness';

let api: ApiHarness;
beforeAll(async () => {
  api = await startApi();
});
afterAll(async () => {
  await api.close();
});

describe('health', () => {
  it('is up on all three paths while the store can write, naming each check', async () => {
    const ready = await api.http.get('/health/ready').expect(200);
    expect(ready.body).toMatchObject({
      status: 'ok',
      info: { eventStore: { status: 'up' }, storage: { status: 'up', freeBytes: expect.any(Number) as unknown }, writes: { status: 'up' }, projector: { status: 'up' } },
    });
    expect(Object.keys((await api.http.get('/health').expect(200)).body.info as object)).toEqual(Object.keys(ready.body.info as object));
    const live = await api.http.get('/health/live').expect(200);
    expect(Object.keys(live.body.info as object)).toEqual(['projector']);
  });

  it('is not ready once the data folder is gone, and still alive', async () => {
    rmSync(api.dir, { recursive: true, force: true });
    const ready = await api.http.get('/health/ready').expect(503);
    expect(ready.body).toMatchObject({ status: 'error', error: { storage: { status: 'down', message: expect.stringContaining('ENOENT') as unknown } } });
    await api.http.get('/health').expect(503);
    await api.http.get('/health/live').expect(200);
  });
});

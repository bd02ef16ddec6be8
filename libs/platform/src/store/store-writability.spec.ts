import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { storeWritability } from './store-writability';

describe('whether the store can write', () => {
  it('is yes, with the free space, for a writable folder holding the SQLite file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-writable-'));
    try {
      writeFileSync(join(dir, 'arbiter.db'), '');
      const answer = await storeWritability({ dataDir: dir, eventStoreUrl: null });
      expect(answer).toEqual({ writable: true, freeBytes: expect.any(Number) as unknown });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('is no, saying why, when the folder or the file is gone', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-writable-'));
    try {
      expect(await storeWritability({ dataDir: dir, eventStoreUrl: null })).toMatchObject({ writable: false, reason: expect.stringContaining('arbiter.db') as unknown });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
    expect(await storeWritability({ dataDir: dir, eventStoreUrl: null })).toMatchObject({ writable: false, reason: expect.stringContaining('ENOENT') as unknown });
  });

  it('is not probed for EventStoreDB, whose appends alone tell', async () => {
    expect(await storeWritability({ dataDir: '/nowhere', eventStoreUrl: 'esdb://localhost:2113?tls=false' })).toMatchObject({ writable: null });
  });
});

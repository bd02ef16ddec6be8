import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { filter, firstValueFrom, shareReplay, take, timeout, toArray } from 'rxjs';
import { SqliteEventStore } from './sqlite-event-store.adapter';

describe('SqliteEventStore subscriptions across connections', () => {
  it('sees appends made through another connection to the same file (by polling)', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-poll-'));
    const path = join(dir, 'arbiter.db');
    const reader = new SqliteEventStore({ path, pollIntervalMs: 10 });
    const writer = new SqliteEventStore({ path });
    try {
      const messages = reader.subscribeToAll().pipe(shareReplay());
      const events = firstValueFrom(
        messages.pipe(
          filter((m) => m.kind === 'event'),
          take(2),
          toArray(),
          timeout({ first: 10_000 }),
        ),
      );
      await firstValueFrom(messages.pipe(filter((m) => m.kind === 'caughtUp')));
      await writer.appendToStream('game-a', [{ type: 'GameStarted', data: {} }]);
      await writer.appendToStream('game-b', [{ type: 'GameStarted', data: {} }]);
      expect((await events).map((m) => m.event.streamId)).toEqual(['game-a', 'game-b']);
    } finally {
      await reader.close();
      await writer.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('closes twice without complaint, and refuses appends once closed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'arbiter-close-'));
    const store = new SqliteEventStore({ path: join(dir, 'arbiter.db') });
    await store.close();
    await store.close();
    await expect(
      store.appendToStream('game-a', [{ type: 'GameStarted', data: {} }]),
    ).rejects.toThrow('closed');
    rmSync(dir, { recursive: true, force: true });
  });
});

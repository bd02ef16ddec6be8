import { firstValueFrom, filter, shareReplay, take, timeout, toArray } from 'rxjs';
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import { exited, forkWorker, nextMessage } from './support/child-process';
import { temporaryDir } from './support/temp-dir';

describe('a SQLite subscription and an append from another process', () => {
  it('delivers the other process’s events live (found by polling)', async () => {
    const tmp = temporaryDir('poll');
    const path = tmp.file('arbiter.db');
    const store = new SqliteEventStore({ path, pollIntervalMs: 20 });
    try {
      await store.appendToStream('game-poll', [{ type: 'GameStarted', data: {} }]);
      // One subscription, shared: it is caught up before the other process appends, so the
      // appended events can only reach it live, through the poll.
      const messages = store.subscribeToStream('game-poll').pipe(shareReplay());
      const live = firstValueFrom(
        messages.pipe(
          filter((m) => m.kind === 'event'),
          take(3),
          toArray(),
          timeout({ first: 30_000 }),
        ),
      );
      await firstValueFrom(messages.pipe(filter((m) => m.kind === 'caughtUp')));
      const child = forkWorker('append-once.worker.ts', [
        path,
        'game-poll',
        JSON.stringify([
          { type: 'CardsDrawn', data: { n: 1 } },
          { type: 'CardsDrawn', data: { n: 2 } },
        ]),
      ]);
      await nextMessage(child, 30_000);
      await exited(child);
      const received = await live;
      expect(received.map((m) => m.event.data)).toEqual([{}, { n: 1 }, { n: 2 }]);
    } finally {
      await store.close();
      tmp.remove();
    }
  }, 60_000);
});

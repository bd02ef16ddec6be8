import { InMemoryEventStore, type EventStore, type ReadStreamOptions } from '@arbiter/event-store';
import type { GameStart } from '@arbiter/rules';
import { loadConfig } from '../config/arbiter-config';
import { BadInputError } from './game.errors';
import { createGameServices, type GameServices } from './game-services';

const start: GameStart = {
  turn: 3,
  activePlayer: 'alice',
  battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }],
  libraries: { alice: 5, bob: 5 },
};
const T0 = Date.parse('2026-06-01T12:00:00.000Z');

/** A store whose clock moves one second per append, counting the events its stream reads return. */
function steppingStore(): { store: EventStore; eventsRead: () => number } {
  let appends = 0;
  let read = 0;
  const store = new InMemoryEventStore({ now: () => new Date(T0 + 1000 * appends++) });
  const counting = new Proxy(store, {
    get(target, key, receiver) {
      if (key !== 'readStream') return Reflect.get(target, key, receiver) as unknown;
      return async function* (stream: string, options?: ReadStreamOptions) {
        for await (const e of target.readStream(stream, options)) {
          read++;
          yield e;
        }
      };
    },
  });
  return { store: counting, eventsRead: () => read };
}

/** A game of `taps` + 1 appends: its start, a tap (3 events), then refused taps (one `ActionRejected` each). */
async function recordGame(games: GameServices, taps: number): Promise<string> {
  const { id } = await games.commands.createGame({ players: ['alice', 'bob'], start });
  for (let i = 0; i < taps; i++) await games.commands.act(id, { do: 'activate', player: 'alice', source: 'f1', ability: 0 }).catch(() => undefined);
  return id;
}

describe('GameQueryService', () => {
  it('finds the revision at an instant by reading a few events, not the stream from the start', async () => {
    const { store, eventsRead } = steppingStore();
    const games = createGameServices(store, { ...loadConfig({}), snapshotEvery: 1000 });
    const id = await recordGame(games, 300); // appends at T0, T0 + 1 s, ...: revisions 0; 1-3; 4; 5; ...
    const last = await games.queries.currentRevision(id);
    expect(last).toBe(302);
    const at = async (ms: number): Promise<{ revision: number; reads: number }> => {
      const before = eventsRead();
      const revision = await games.queries.revisionAtTime(id, new Date(ms));
      return { revision, reads: eventsRead() - before };
    };
    expect(await at(T0)).toMatchObject({ revision: 0 });
    expect(await at(T0 + 999)).toMatchObject({ revision: 0 });
    expect(await at(T0 + 1000)).toMatchObject({ revision: 3 }); // the tap's three events share an instant
    const middle = await at(T0 + 150_000);
    expect(middle.revision).toBe(152);
    expect(middle.reads).toBeLessThanOrEqual(1 + Math.ceil(Math.log2(last))); // the last event, then the search before it
    expect(await at(T0 + 10_000_000)).toEqual({ revision: last, reads: 1 });
    await expect(games.queries.revisionAtTime(id, new Date(T0 - 1))).rejects.toEqual(
      new BadInputError('time', `the game had not started at ${new Date(T0 - 1).toISOString()}`),
    );
  });

  it('checks every revision a read names against the game, naming the field', async () => {
    const games = createGameServices(new InMemoryEventStore(), { ...loadConfig({}), snapshotEvery: 1000 });
    const id = await recordGame(games, 1); // revisions 0..3
    const all = { kind: 'all' } as const;
    const cases: [string, () => Promise<unknown>, string, string][] = [
      ['view ?at=', () => games.queries.view(id, all, 4), 'at', 'revision 4 is outside 0..3'],
      ['events ?from=', () => games.queries.events(id, all, 4), 'from', 'revision 4 is outside 0..3'],
      ['events ?to=', () => games.queries.events(id, all, 0, 9), 'to', 'revision 9 is outside 0..3'],
      ['events ?from=&to= reversed', () => games.queries.events(id, all, 3, 1), 'to', 'revision 1 is before from (3)'],
      ['diff ?from=', () => games.queries.diff(id, all, 7, 1), 'from', 'revision 7 is outside 0..3'],
      ['diff ?to=', () => games.queries.diff(id, all, 1, 7), 'to', 'revision 7 is outside 0..3'],
      ['why/:revision', () => games.queries.why(id, 4), 'revision', 'revision 4 is outside 0..3'],
      ['backup ?to=', () => games.queries.backup(id, -1), 'to', 'revision -1 is outside 0..3'],
    ];
    for (const [label, read, field, detail] of cases) {
      await expect(read().then(() => label)).rejects.toEqual(new BadInputError(field, detail));
    }
    expect((await games.queries.events(id, all, 1, 3)).map((e) => e.revision)).toEqual([1, 2, 3]);
    expect((await games.queries.events(id, all, 3)).map((e) => e.revision)).toEqual([3]);
    expect((await games.queries.diff(id, all, 3, 0)).from).toBe(3); // either side may be the later
  });
});

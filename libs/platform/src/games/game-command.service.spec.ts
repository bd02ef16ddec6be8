import {
  InMemoryEventStore,
  type AppendOptions,
  type EventData,
  type EventStore,
} from '@arbiter/event-store';
import { gameStream } from '@arbiter/game-log';
import type { GameCommand, GameStart } from '@arbiter/rules';
import { loadConfig } from '../config/arbiter-config';
import { ActionRefusedError, StaleRevisionError } from './game.errors';
import { GameCommandService } from './game-command.service';
import { createGameServices } from './game-services';
import { toLogged } from './game.repository';

const start: GameStart = {
  turn: 3,
  activePlayer: 'alice',
  battlefield: [
    { id: 'f1', card: 'Forest', controller: 'alice' },
    { id: 'f2', card: 'Forest', controller: 'alice' },
    { id: 'i1', card: 'Island', controller: 'bob' },
  ],
  libraries: { alice: 5, bob: 5 },
};
const tapF1: GameCommand = { do: 'activate', player: 'alice', source: 'f1', ability: 0 };
const tapF2: GameCommand = { do: 'activate', player: 'alice', source: 'f2', ability: 0 };
const tapI1: GameCommand = { do: 'activate', player: 'bob', source: 'i1', ability: 0 };

function service(store: EventStore): GameCommandService {
  return createGameServices(store, { ...loadConfig({}), snapshotEvery: 1000 }).commands;
}

async function streamOf(store: EventStore, gameId: string) {
  const out = [];
  for await (const e of store.readStream(gameStream(gameId))) out.push(toLogged(e));
  return out;
}

/** A store that, like EventStoreDB, reports no events from an append. */
function withoutReportedEvents(store: EventStore): EventStore {
  return new Proxy(store, {
    get(target, key, receiver) {
      if (key !== 'appendToStream') return Reflect.get(target, key, receiver) as unknown;
      return async (stream: string, events: readonly EventData[], options?: AppendOptions) => {
        const { events: _dropped, ...result } = await target.appendToStream(
          stream,
          events,
          options,
        );
        return result;
      };
    },
  });
}

describe('GameCommandService.act', () => {
  it.each([
    ['reported by the append', (s: EventStore) => s],
    ['read back (a store that reports none)', withoutReportedEvents],
  ])('answers with the events as stored: %s', async (_label, wrap) => {
    const store = new InMemoryEventStore();
    const games = service(wrap(store));
    const { id } = await games.createGame({ players: ['alice', 'bob'], start });
    const answer = await games.act(id, tapF1);
    expect(answer.events.map((e) => e.type)).toEqual([
      'AbilityActivated',
      'PermanentTapped',
      'ManaAdded',
    ]);
    expect(answer.events).toEqual((await streamOf(store, id)).slice(1));
    expect(answer.events[0]?.metadata.hash).toMatch(/^[0-9a-f]{64}$/);
    await store.close();
  });

  it('answers a refused action as a 422 from what was recorded, at its revision', async () => {
    const store = new InMemoryEventStore();
    const games = service(store);
    const { id } = await games.createGame({ players: ['alice', 'bob'], start });
    await games.act(id, tapF1);
    const refusal = await games.act(id, tapF1).catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(ActionRefusedError);
    expect(refusal).toMatchObject({ rule: '107.5', revision: 4 });
    expect((await streamOf(store, id)).at(-1)?.type).toBe('ActionRejected');
    await store.close();
  });

  describe('with a second writer on the same store (another process)', () => {
    let store: InMemoryEventStore;
    let mine: GameCommandService;
    let theirs: GameCommandService;
    let id: string;

    beforeEach(async () => {
      store = new InMemoryEventStore();
      mine = service(store);
      theirs = service(store);
      id = (await mine.createGame({ players: ['alice', 'bob'], start })).id;
      await mine.act(id, tapF1); // mine now caches revision 3
      await theirs.act(id, tapI1); // bob's tap (after alice's implied pass) moves the stream on to revision 7 behind mine's back
    });
    afterEach(() => store.close());

    it('decides on the moved-on state: no event lost, none written twice', async () => {
      const answer = await mine.act(id, tapF2);
      expect(answer.events[0]?.revision).toBe(8);
      const stream = await streamOf(store, id);
      expect(stream.map((e) => e.revision)).toEqual([...stream.keys()]);
      expect(
        stream
          .filter((e) => e.type === 'AbilityActivated')
          .map((e) => (e.data as { source: string }).source),
      ).toEqual(['f1', 'i1', 'f2']);
    });

    it('takes an expectedRevision the store has reached but its cache has not', async () => {
      const answer = await mine.act(id, tapF2, { expectedRevision: 7 });
      expect(answer.revision).toBe(11);
    });

    it('still refuses a stale expectedRevision with the current revision', async () => {
      const refusal = await mine
        .act(id, tapF2, { expectedRevision: 3 })
        .catch((err: unknown) => err);
      expect(refusal).toBeInstanceOf(StaleRevisionError);
      expect(refusal).toMatchObject({ currentRevision: 7 });
    });

    it.each([{}, { expectedRevision: 7 }])(
      'recognises a command the other writer recorded (%j): same answer, nothing appended',
      async (extra) => {
        const first = await theirs.act(id, tapF2, { commandId: 'cmd-1' });
        const before = (await streamOf(store, id)).length;
        const retried = await mine.act(id, tapF2, { commandId: 'cmd-1', ...extra });
        expect(retried).toEqual(first);
        expect((await streamOf(store, id)).length).toBe(before);
      },
    );
  });
});

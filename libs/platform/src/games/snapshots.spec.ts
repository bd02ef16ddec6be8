import fc from 'fast-check';
import { InMemoryEventStore } from '@arbiter/event-store';
import type { GameCommand, GameStart } from '@arbiter/rules';
import { loadConfig } from '../config/arbiter-config';
import { createGameServices } from './game-services';
import { snapshotStream, snapshotsOwed } from './snapshots';

describe('snapshotsOwed', () => {
  it('is true exactly when a command crosses a revision (i+1)·N − 1', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 200 }),
        (before, moved, every) => {
          const after = before + moved;
          let crossed = false;
          for (let r = before + 1; r <= after; r++) if ((r + 1) % every === 0) crossed = true;
          expect(snapshotsOwed(before, after, every)).toBe(crossed);
        },
      ),
    );
  });
});

describe('GameCommandService snapshots', () => {
  const start: GameStart = {
    turn: 3,
    activePlayer: 'alice',
    battlefield: [
      { id: 'f1', card: 'Forest', controller: 'alice' },
      { id: 'i1', card: 'Island', controller: 'bob' },
    ],
    libraries: { alice: 30, bob: 30 },
  };
  const cycle: GameCommand[] = [
    { do: 'activate', player: 'alice', source: 'f1', ability: 0 },
    { do: 'nextTurn' },
    { do: 'activate', player: 'bob', source: 'i1', ability: 0 },
    { do: 'nextTurn' },
  ];

  it('writes one snapshot per N events of the game, each at the revision its command reached', async () => {
    const store = new InMemoryEventStore();
    const every = 7;
    const games = createGameServices(store, { ...loadConfig({}), snapshotEvery: every }).commands;
    const { id } = await games.createGame({ players: ['alice', 'bob'], start });
    const reached: number[] = [0];
    for (let i = 0; i < 24; i++)
      reached.push((await games.act(id, cycle[i % cycle.length]!)).revision);
    await games.onModuleDestroy(); // snapshot writes in flight land

    const taken: number[] = [];
    for await (const e of store.readStream(snapshotStream(id)))
      taken.push((e.data as { revision: number }).revision);
    const last = reached[reached.length - 1]!;
    expect(taken).toHaveLength(Math.floor((last + 1) / every));
    // Snapshot i is taken by the command that crossed revision (i+1)·N − 1, at the revision it
    // reached: a command of more than N events owes (and writes) more than one.
    const expected: number[] = [];
    for (let k = 1; k < reached.length; k++) {
      const [before, after] = [reached[k - 1]!, reached[k]!];
      const owed = Math.floor((after + 1) / every) - Math.floor((before + 1) / every);
      expect(snapshotsOwed(before, after, every)).toBe(owed > 0);
      for (let n = 0; n < owed; n++) expected.push(after);
    }
    expect(taken).toEqual(expected);
    await store.close();
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryEventStore } from '@arbiter/event-store';
import { openAnalyticsDatabase } from '../analytics-database';
import { gamesProjection } from '../projections/games.projection';
import { rebuildProjections } from '../rebuild-projections';
import { GameListReader } from './game-list-reader';

let dir: string;
let path: string;
let store: InMemoryEventStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-game-list-'));
  path = join(dir, 'analytics.db');
  store = new InMemoryEventStore({ now: () => new Date('2026-03-01T10:00:00.000Z') });
});

afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A game stream: its start (players in set-up order, `first` taking the first turn), then `more` events. */
async function game(id: string, players: string[], first: string, more = 0): Promise<void> {
  const setup = { players, activePlayer: first, turn: 1 };
  await store.appendToStream(`game-${id}`, [
    { type: 'GameStarted', data: { setup } },
    ...Array.from({ length: more }, () => ({ type: 'PriorityPassed', data: { player: first } })),
  ]);
}

async function project(): Promise<void> {
  const database = openAnalyticsDatabase(path);
  try {
    await rebuildProjections({ store, database, projections: [gamesProjection], names: [] });
  } finally {
    database.close();
  }
}

describe('GameListReader', () => {
  it('has no page before the projector has made the database or the table', () => {
    const reader = new GameListReader(path);
    expect(reader.page(null, 10)).toBeNull();
    openAnalyticsDatabase(path).close(); // the file and the bookkeeping tables, no read model yet
    expect(reader.page(null, 10)).toBeNull();
    reader.close();
  });

  it('pages the games in the order they started, players in set-up order, with the checkpoint', async () => {
    await game('g1', ['alice', 'bob'], 'alice', 2);
    await game('g2', ['carol', 'alice', 'bob'], 'bob');
    await game('g3', ['bob', 'alice'], 'alice', 1);
    await project();
    let last = 0n;
    for await (const e of store.readAll()) last = e.position;
    const reader = new GameListReader(path);
    const all = reader.page(null, 10);
    expect(all?.checkpoint).toBe(last);
    expect(all?.games.map(({ id, players, revision, createdAt }) => ({ id, players, revision, createdAt }))).toEqual([
      { id: 'g1', players: ['alice', 'bob'], revision: 2, createdAt: '2026-03-01T10:00:00.000Z' },
      { id: 'g2', players: ['carol', 'alice', 'bob'], revision: 0, createdAt: '2026-03-01T10:00:00.000Z' },
      { id: 'g3', players: ['bob', 'alice'], revision: 1, createdAt: '2026-03-01T10:00:00.000Z' },
    ]);
    const [g1, g2] = all?.games ?? [];
    expect(reader.page(null, 1)?.games.map((g) => g.id)).toEqual(['g1']);
    expect(reader.page(g1?.position ?? null, 1)?.games.map((g) => g.id)).toEqual(['g2']);
    expect(reader.page(g2?.position ?? null, 5)?.games.map((g) => g.id)).toEqual(['g3']);
    reader.close();
  });

  it('has no page while the read model is of another version than this code reads', async () => {
    await game('g1', ['alice', 'bob'], 'alice');
    await project();
    const database = openAnalyticsDatabase(path);
    database.prepare('UPDATE projection_checkpoints SET version = ? WHERE name = ?').run(gamesProjection.version - 1, gamesProjection.name);
    database.close();
    const reader = new GameListReader(path);
    expect(reader.page(null, 10)).toBeNull();
    reader.close();
  });
});

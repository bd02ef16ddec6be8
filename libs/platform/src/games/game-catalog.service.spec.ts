import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Logger } from '@nestjs/common';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryEventStore } from '@arbiter/event-store';
import { gameIdOfStream } from '@arbiter/game-log';
import { analyticsPath, gamesProjection, openAnalyticsDatabase, rebuildProjections } from '@arbiter/projections';
import type { GameStart } from '@arbiter/rules';
import { loadConfig } from '../config/arbiter-config';
import type { GameCatalog, GamePage, GameSummary } from './game-catalog.service';
import { BadInputError } from './game.errors';
import { createGameServices, type GameServices } from './game-services';

const start: GameStart = {
  turn: 3,
  activePlayer: 'alice',
  battlefield: [
    { id: 'f1', card: 'Forest', controller: 'alice' },
    { id: 'i1', card: 'Island', controller: 'bob' },
  ],
  libraries: { alice: 5, bob: 5 },
};

let dir: string;
let store: InMemoryEventStore;
let games: GameServices;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'arbiter-catalog-'));
  store = new InMemoryEventStore();
  games = createGameServices(store, { ...loadConfig({ ARBITER_DATA_DIR: dir }), snapshotEvery: 1000 });
});

afterEach(async () => {
  games.catalog.onModuleDestroy();
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Records a game and taps its Forest `taps` times (the second and later are refused, and recorded). */
async function recordGame(taps: number, players = ['alice', 'bob'], first = 'alice'): Promise<string> {
  const { id } = await games.commands.createGame({ players, start: { ...start, activePlayer: first } });
  for (let i = 0; i < taps; i++) await games.commands.act(id, { do: 'activate', player: 'alice', source: 'f1', ability: 0 }).catch(() => undefined);
  return id;
}

/** The games projector run once to the store's end, as the API's projector would. */
async function project(): Promise<void> {
  const database = openAnalyticsDatabase(analyticsPath(dir));
  try {
    await rebuildProjections({ store, database, projections: [gamesProjection], names: [] });
  } finally {
    database.close();
  }
}

/** The list as the store has it: every game in the order it started, at its last revision. */
async function fromTheStore(): Promise<GameSummary[]> {
  const out: GameSummary[] = [];
  for await (const e of store.readAll()) {
    const id = gameIdOfStream(e.streamId);
    if (id === null || e.type !== 'GameStarted') continue;
    const players = (e.data as { setup: { players: string[] } }).setup.players;
    out.push({ id, players, revision: await games.queries.currentRevision(id), createdAt: e.created.toISOString() });
  }
  return out;
}

async function eventCount(): Promise<number> {
  let n = 0;
  for await (const _ of store.readAll()) n++;
  return n;
}

/** Every page, following `next`. */
async function pages(catalog: GameCatalog, limit: number): Promise<GamePage[]> {
  const out: GamePage[] = [];
  let after: string | undefined;
  do {
    const page = await catalog.page({ limit, ...(after === undefined ? {} : { after }) });
    out.push(page);
    after = page.next ?? undefined;
  } while (after !== undefined);
  return out;
}

describe('GameCatalog', () => {
  it('pages through the read model, with the games started and moved on since its checkpoint folded in', async () => {
    const early = [await recordGame(1), await recordGame(2), await recordGame(0), await recordGame(1)];
    await project();
    await recordGame(1); // started after the checkpoint
    await games.commands.act(early[0] ?? '', { do: 'activate', player: 'bob', source: 'i1', ability: 0 }); // moved on after it
    await recordGame(0);
    const expected = await fromTheStore();
    expect(expected).toHaveLength(6);
    expect(expected[0]?.revision).toBeGreaterThan(3);

    const paged = await pages(games.catalog, 4);
    expect(paged.map((p) => [p.source, p.games.length, p.next])).toEqual([
      ['read-model', 4, expected[3]?.id],
      ['read-model', 2, null],
    ]);
    expect(paged.flatMap((p) => p.games)).toEqual(expected);
    expect((await games.catalog.page({ limit: 6 })).next).toBeNull();
    expect((await games.catalog.page({ after: expected[5]?.id ?? '' })).games).toEqual([]);
  });

  it('lists the players in the order the game was set up with, whoever went first', async () => {
    await recordGame(0, ['alice', 'bob', 'carol'], 'carol');
    await project();
    const page = await games.catalog.page();
    expect(page.source).toBe('read-model');
    expect(page.games[0]?.players).toEqual(['alice', 'bob', 'carol']);
  });

  it('reads the page from the store when no projector has built the read model', async () => {
    for (let i = 0; i < 5; i++) await recordGame(i % 3);
    const expected = await fromTheStore();
    const paged = await pages(games.catalog, 2);
    expect(paged.map((p) => p.source)).toEqual(['store', 'store', 'store']);
    expect(paged.flatMap((p) => p.games)).toEqual(expected);
  });

  it('reads the page from the store when the read model lags by more than it folds in', async () => {
    await recordGame(1);
    await project();
    const projected = await eventCount();
    for (let i = 0; i < 3; i++) await recordGame(1);
    const behind = (await eventCount()) - projected;
    games.catalog.tailLimit = behind - 1;
    const expected = await fromTheStore();
    const paged = await pages(games.catalog, 3);
    expect(paged.map((p) => p.source)).toEqual(['store', 'store']);
    expect(paged.flatMap((p) => p.games)).toEqual(expected);
    games.catalog.tailLimit = behind;
    expect(await games.catalog.page()).toEqual({ games: expected, next: null, source: 'read-model' });
  });

  it('reads the page from the store when the read model cannot be read, and from the read model once it is rebuilt', async () => {
    for (let i = 0; i < 3; i++) await recordGame(1);
    await project();
    const expected = await fromTheStore();
    writeFileSync(analyticsPath(dir), 'not a database '.repeat(512));
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    try {
      expect(await games.catalog.page()).toEqual({ games: expected, next: null, source: 'store' });
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('the games read model could not be read'));
    } finally {
      warn.mockRestore();
    }
    rmSync(analyticsPath(dir), { force: true });
    await project();
    expect(await games.catalog.page()).toEqual({ games: expected, next: null, source: 'read-model' });
  });

  it('refuses a page size outside 1..1000 and an `after` that is no game, naming the field', async () => {
    await recordGame(0);
    for (const limit of [0, 1001, 2.5]) await expect(games.catalog.page({ limit })).rejects.toMatchObject({ field: 'limit' });
    const unknown = '5c7e0a52-0000-4000-8000-000000000000';
    await expect(games.catalog.page({ after: unknown })).rejects.toEqual(new BadInputError('after', `no game "${unknown}"`));
  });

  it('knows whether the store holds any game, and lists them all a page at a time', async () => {
    expect(await games.catalog.any()).toBe(false);
    for (let i = 0; i < 3; i++) await recordGame(0);
    expect(await games.catalog.any()).toBe(true);
    const all: GameSummary[] = [];
    for await (const game of games.catalog.all(2)) all.push(game);
    expect(all).toEqual(await fromTheStore());
  });
});

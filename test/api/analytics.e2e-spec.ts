/**
 * GET /analytics/... end to end: the hand-made games are recorded (with a pinned clock) into the
 * store the API opens; the API's projector thread feeds the read models; the reports answer in
 * JSON or CSV, with filters checked field by field.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SqliteEventStore } from '@arbiter/event-store-sqlite';
import { ProjectorService } from '@arbiter/platform';
import { recordHandMadeGames, SteppingClock } from '../projections/support/hand-made-games';
import { auth, KEYS, startApi, type ApiHarness } from './api-harness';

let api: ApiHarness | undefined;
let dataDir: string;
let ids: Record<string, string>;
let lastPosition: bigint;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'arbiter-analytics-api-'));
  const clock = new SteppingClock();
  const store = new SqliteEventStore({ path: join(dataDir, 'arbiter.db'), now: clock.now });
  ids = await recordHandMadeGames(store, clock);
  lastPosition = 0n;
  for await (const e of store.readAll()) lastPosition = e.position;
  await store.close();
  const started = await startApi({ ARBITER_DATA_DIR: dataDir });
  api = started;
  // The projector thread started with the app; wait for its "caught up" at the last event.
  await started.app.get(ProjectorService).whenIdle(lastPosition);
});

afterAll(async () => {
  try {
    await api?.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** The running API (started in beforeAll). */
function http(): ApiHarness['http'] {
  if (api === undefined) throw new Error('the API did not start');
  return api.http;
}

describe('GET /analytics', () => {
  it('lists the reports to any key, and to no one without a key', async () => {
    await http().get('/analytics').expect(401);
    await http().get('/analytics/games').expect(401);
    const res = await http().get('/analytics').set(auth(KEYS.alice)).expect(200);
    expect(res.body.map((r: { name: string }) => r.name)).toEqual([
      'games',
      'game-sizes',
      'mana-by-player',
      'mana-by-card',
      'mana-by-type',
      'replacements',
      'triggers',
      'rejections',
      'control-changes',
      'players-leaving',
      'cards',
      'turn-order',
      'combat-damage-by-player',
      'combat-damage-by-card',
      'spells-by-card',
    ]);
    expect(res.body[0]).toMatchObject({
      url: '/analytics/games',
      columns: expect.arrayContaining([{ name: 'gameId', type: 'text' }]),
    });
  });

  it("never counts a card only ever in a hand or library for a key that may not see it (issue 17)", async () => {
    const cards = async (key: string, player?: string): Promise<string[]> => {
      const res = await http()
        .get(`/analytics/cards${player === undefined ? '' : `?player=${player}`}`)
        .set(auth(key))
        .expect(200);
      return (res.body.rows as { card: string }[]).map((r) => r.card);
    };
    // Bob's only Wastes are his undrawn libraries; Alice's Forest in hand was later played.
    expect(await cards(KEYS.judge, 'bob')).toContain('Wastes');
    expect(await cards(KEYS.alice, 'bob')).not.toContain('Wastes');
    expect(await cards(KEYS.alice, 'bob')).toEqual(
      (await cards(KEYS.judge, 'bob')).filter((c) => c !== 'Wastes'),
    );
    expect(await cards(KEYS.alice, 'alice')).toContain('Wastes');
    expect(await cards(KEYS.bob)).toContain('Wastes'); // his own
    expect(await cards(KEYS.recorder)).not.toContain('Wastes');
    const csv = await http().get('/analytics/cards?player=bob&format=csv').set(auth(KEYS.alice)).expect(200);
    expect(csv.text).not.toContain('Wastes');
  });

  it('answers every role with the same figures where nothing is hidden', async () => {
    for (const key of [KEYS.recorder, KEYS.judge, KEYS.alice, KEYS.bob]) {
      const res = await http().get('/analytics/mana-by-type').set(auth(key)).expect(200);
      expect(res.body.rows.map((r: { amount: number }) => r.amount)).toEqual([0, 0, 0, 2, 5, 0]);
    }
  });

  it('answers JSON with the filters, the position the figures include, columns and rows', async () => {
    const res = await http()
      .get('/analytics/replacements')
      .set(auth(KEYS.recorder))
      .expect(200)
      .expect('Content-Type', /json/);
    expect(res.body).toEqual({
      report: 'replacements',
      filters: { from: null, to: null, player: null },
      position: lastPosition.toString(),
      columns: [
        { name: 'card', type: 'text' },
        { name: 'applied', type: 'integer' },
        { name: 'games', type: 'integer' },
      ],
      rows: [{ card: 'Mana Reflection', applied: 2, games: 1 }],
    });
  });

  it('answers CSV for Accept: text/csv and for ?format=csv', async () => {
    const byHeader = await http()
      .get('/analytics/rejections')
      .set(auth(KEYS.judge))
      .set('Accept', 'text/csv')
      .expect(200);
    expect(byHeader.headers['content-type']).toMatch(/^text\/csv/);
    expect(byHeader.headers['content-disposition']).toBe('attachment; filename="rejections.csv"');
    expect(byHeader.text).toBe(
      'rule,rejections,players,games,actions\r\n302.6,1,1,1,activate\r\n305.1,1,1,1,play\r\n',
    );
    const byQuery = await http()
      .get('/analytics/control-changes?format=csv')
      .set(auth(KEYS.judge))
      .expect(200);
    expect(byQuery.text).toBe(
      'card,changes,permanents,games\r\n"Yes Man, Personal Securitron",2,1,1\r\n',
    );
    // ?format=json wins over the header.
    const json = await http()
      .get('/analytics/control-changes?format=json')
      .set(auth(KEYS.judge))
      .set('Accept', 'text/csv')
      .expect(200);
    expect(json.body.rows).toHaveLength(1);
  });

  it('filters by date range and player', async () => {
    const games = await http()
      .get('/analytics/games?from=2025-02-01&to=2025-03-01')
      .set(auth(KEYS.recorder))
      .expect(200);
    expect(games.body.filters).toEqual({ from: '2025-02-01', to: '2025-03-01', player: null });
    expect(games.body.rows.map((r: { gameId: string }) => r.gameId)).toEqual([ids['B'], ids['C']]);
    const bob = await http()
      .get('/analytics/mana-by-player?player=bob&format=csv')
      .set(auth(KEYS.recorder))
      .expect(200);
    expect(bob.text).toBe('player,W,U,B,R,G,C,total,games\r\nbob,0,0,0,0,3,0,3,2\r\n');
    const seats = await http()
      .get('/analytics/turn-order?player=carol')
      .set(auth(KEYS.recorder))
      .expect(200);
    expect(seats.body.rows).toEqual([
      { playerCount: 3, seat: 2, games: 1, wins: 0, losses: 1, winRate: 0 },
    ]);
  });

  it.each([
    ['from=yesterday', 'from'],
    ['to=2025-02-30', 'to'],
    ['from=2025-03-01&to=2025-02-01', 'to'],
    ['player=a%20b', 'player'],
    ['player=alice&player=bob', 'player'],
    ['format=xml', 'format'],
    ['limit=10', 'limit'],
  ])('refuses ?%s with 400 naming %s', async (query, field) => {
    const res = await http().get(`/analytics/games?${query}`).set(auth(KEYS.recorder)).expect(400);
    expect(res.body).toMatchObject({
      statusCode: 400,
      error: 'Bad Request',
      field,
      message: expect.stringContaining(`${field}:`),
    });
  });

  it('answers 404 for an unknown report', async () => {
    const res = await http().get('/analytics/nope').set(auth(KEYS.recorder)).expect(404);
    expect(res.body).toMatchObject({
      statusCode: 404,
      message: expect.stringContaining('no analytics report "nope"'),
    });
  });

  it('follows games recorded through the API (the projector thread polls the store)', async () => {
    const created = await http()
      .post('/games')
      .set(auth(KEYS.recorder))
      .send({ players: ['alice', 'bob'], start: { libraries: { alice: 3, bob: 3 } } })
      .expect(201);
    await http()
      .post(`/games/${created.body.id as string}/actions`)
      .set(auth(KEYS.recorder))
      .send({ action: { do: 'concede', player: 'bob' } })
      .expect(200);
    // The projector commits within a poll of the store; a bounded wait, not a race.
    let games = 0;
    for (let i = 0; i < 200 && games !== 5; i++) {
      const res = await http().get('/analytics/game-sizes').set(auth(KEYS.recorder)).expect(200);
      games = res.body.rows[0].games as number;
      if (games !== 5) await new Promise((r) => setTimeout(r, 50));
    }
    expect(games).toBe(5);
  });

  it('is documented in the OpenAPI document', async () => {
    const doc = await http().get('/api-json').expect(200);
    expect(Object.keys(doc.body.paths as object)).toEqual(
      expect.arrayContaining(['/analytics', '/analytics/{name}']),
    );
  });
});

describe('GET /analytics with ARBITER_PROJECTOR=off', () => {
  it('answers empty figures until a projector has run', async () => {
    const off = await startApi({ ARBITER_PROJECTOR: 'off' });
    try {
      const res = await off.http.get('/analytics/games').set(auth(KEYS.recorder)).expect(200);
      expect(res.body).toMatchObject({ position: null, rows: [] });
    } finally {
      await off.close();
      delete process.env['ARBITER_PROJECTOR'];
    }
  });
});

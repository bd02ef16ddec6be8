/**
 * Combat damage and spells in the analytics, on two hand-made games recorded through the game
 * service and projected by the runner. Every expected number is derived, in a comment, from the
 * games' actions and the rules.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InMemoryEventStore } from '@arbiter/event-store';
import {
  AnalyticsReader,
  ANALYTICS_PROJECTIONS,
  findReport,
  NO_FILTERS,
  SEES_EVERYTHING,
  openAnalyticsDatabase,
  parseAnalyticsQuery,
  ProjectionRunner,
  type ReportRow,
} from '@arbiter/projections';
import { recordHandMadeGames, SteppingClock, type HandMadeGame } from './support/hand-made-games';

const GAMES: readonly HandMadeGame[] = [
  {
    // E: Alice bolts Bob (3, not combat damage), attacks with Grizzly Bears, Serra Angel and
    // Colossal Dreadmaw (trample). Bob blocks the Dreadmaw with Giant Spider and the Bears with
    // his own Bears, then counters Alice's Giant Growth. Alice divides the Dreadmaw's 6: 4 to
    // the Spider (lethal, 702.19b), 2 to Bob.
    label: 'E',
    startedAt: '2025-04-01T10:00:00.000Z',
    players: ['alice', 'bob'],
    start: {
      turn: 3,
      activePlayer: 'alice',
      battlefield: [
        { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
        { id: 'sa', card: 'Serra Angel', controller: 'alice' },
        { id: 'cd', card: 'Colossal Dreadmaw', controller: 'alice' },
        { id: 'mt', card: 'Mountain', controller: 'alice' },
        { id: 'f1', card: 'Forest', controller: 'alice' },
        { id: 'gs', card: 'Giant Spider', controller: 'bob' },
        { id: 'bb', card: 'Grizzly Bears', controller: 'bob' },
        { id: 'i1', card: 'Island', controller: 'bob' },
        { id: 'i2', card: 'Island', controller: 'bob' },
      ],
      hands: {
        alice: [
          { id: 'lb', card: 'Lightning Bolt' },
          { id: 'gg', card: 'Giant Growth' },
        ],
        bob: [{ id: 'cs', card: 'Counterspell' }],
      },
      libraries: { alice: 5, bob: 5 },
    },
    actions: [
      { do: 'activate', player: 'alice', source: 'mt', ability: 0 },
      { do: 'cast', player: 'alice', card: 'lb', targets: ['bob'] },
      { do: 'resolve' },
      { do: 'attack', player: 'alice', attackers: { gb: 'bob', sa: 'bob', cd: 'bob' } },
      { do: 'block', player: 'bob', blockers: { gs: 'cd', bb: 'gb' } },
      { do: 'activate', player: 'alice', source: 'f1', ability: 0 },
      { do: 'cast', player: 'alice', card: 'gg', targets: ['gb'] },
      { do: 'activate', player: 'bob', source: 'i1', ability: 0 },
      { do: 'activate', player: 'bob', source: 'i2', ability: 0 },
      { do: 'cast', player: 'bob', card: 'cs', targets: ['gg'] },
      { do: 'resolve' },
      { do: 'nextStep' },
      { do: 'choose', player: 'alice', choice: { gs: 4, bob: 2 } },
    ],
  },
  {
    // F: Bob's turn; his Bears attack Alice unblocked (2 to Alice); the attack of a tapped
    // creature is refused first (508.1a) and counts for nothing. Alice bolts the Bears.
    label: 'F',
    startedAt: '2025-04-02T10:00:00.000Z',
    players: ['alice', 'bob'],
    start: {
      turn: 4,
      activePlayer: 'bob',
      battlefield: [
        { id: 'bb', card: 'Grizzly Bears', controller: 'bob' },
        { id: 'tb', card: 'Grizzly Bears', controller: 'bob', tapped: true },
        { id: 'mt', card: 'Mountain', controller: 'alice' },
      ],
      hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }] },
      libraries: { alice: 5, bob: 5 },
    },
    actions: [
      { do: 'attack', player: 'bob', attackers: { tb: 'alice' } },
      { do: 'attack', player: 'bob', attackers: { bb: 'alice' } },
      { do: 'block', player: 'alice', blockers: {} },
      { do: 'nextStep' },
      { do: 'activate', player: 'alice', source: 'mt', ability: 0 },
      { do: 'cast', player: 'alice', card: 'lb', targets: ['bb'] },
      { do: 'resolve' },
    ],
  },
];

describe('combat damage and spells in the analytics', () => {
  let dir: string;
  let reader: AnalyticsReader | undefined;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'arbiter-combat-figures-'));
    const clock = new SteppingClock();
    const store = new InMemoryEventStore({ now: clock.now });
    await recordHandMadeGames(store, clock, GAMES);
    const path = join(dir, 'analytics.db');
    const database = openAnalyticsDatabase(path);
    const runner = new ProjectionRunner({
      store,
      database,
      projections: ANALYTICS_PROJECTIONS,
      batchSize: 5,
    });
    runner.start();
    await runner.whenIdle();
    await runner.stop();
    database.close();
    await store.close();
    reader = new AnalyticsReader(path);
  });

  afterAll(() => {
    reader?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const rows = (name: string, query: Record<string, string> = {}): readonly ReportRow[] => {
    const report = findReport(name);
    if (report === undefined) throw new Error(`no report ${name}`);
    const filters =
      Object.keys(query).length === 0 ? NO_FILTERS : parseAnalyticsQuery(query).filters;
    if (reader === undefined) throw new Error('the read models were not built');
    return reader.run(report, filters, SEES_EVERYTHING).rows;
  };

  it('combat damage per player: dealt to players and creatures, taken; attacks and blocks (510.2)', () => {
    // E: Alice's creatures deal 2 (Bears → Bears) + 4 (Angel → Bob) + 4 + 2 (Dreadmaw → Spider, Bob)
    //    = 12, 6 of it to Bob; Bob's deal 2 (Spider → Dreadmaw) + 2 (Bears → Bears) = 4 to creatures.
    // F: Bob's Bears deal 2 to Alice. The Bolts are not combat damage.
    expect(rows('combat-damage-by-player')).toEqual([
      {
        player: 'alice',
        dealt: 12,
        toPlayers: 6,
        toCreatures: 6,
        taken: 2,
        attacks: 3,
        blocks: 0,
        games: 2,
      },
      {
        player: 'bob',
        dealt: 6,
        toPlayers: 2,
        toCreatures: 4,
        taken: 6,
        attacks: 1,
        blocks: 2,
        games: 2,
      },
    ]);
  });

  it("combat damage per card, both players' Grizzly Bears together", () => {
    expect(rows('combat-damage-by-card')).toEqual([
      // E: 2 + 2 between the two Bears; F: 2 to Alice. One attack each game, one block in E
      // (ahead of the Dreadmaw's equal 6: more attacks and blocks).
      {
        card: 'Grizzly Bears',
        attacks: 2,
        blocks: 1,
        dealt: 6,
        toPlayers: 2,
        toCreatures: 4,
        games: 2,
      },
      // E: the Dreadmaw's 6, trampling 2 over the Spider.
      {
        card: 'Colossal Dreadmaw',
        attacks: 1,
        blocks: 0,
        dealt: 6,
        toPlayers: 2,
        toCreatures: 4,
        games: 1,
      },
      {
        card: 'Serra Angel',
        attacks: 1,
        blocks: 0,
        dealt: 4,
        toPlayers: 4,
        toCreatures: 0,
        games: 1,
      },
      {
        card: 'Giant Spider',
        attacks: 0,
        blocks: 1,
        dealt: 2,
        toPlayers: 0,
        toCreatures: 2,
        games: 1,
      },
    ]);
  });

  it('combat per card for one player: the creatures they controlled', () => {
    expect(rows('combat-damage-by-card', { player: 'bob' })).toEqual([
      {
        card: 'Grizzly Bears',
        attacks: 1,
        blocks: 1,
        dealt: 4,
        toPlayers: 2,
        toCreatures: 2,
        games: 2,
      },
      {
        card: 'Giant Spider',
        attacks: 0,
        blocks: 1,
        dealt: 2,
        toPlayers: 0,
        toCreatures: 2,
        games: 1,
      },
    ]);
    expect(rows('combat-damage-by-player', { player: 'bob' })).toHaveLength(1);
  });

  it('spells cast per card, and those countered (601.2, 701.6a)', () => {
    expect(rows('spells-by-card')).toEqual([
      // Alice cast a Bolt in each game.
      { card: 'Lightning Bolt', cast: 2, countered: 0, players: 1, games: 2 },
      { card: 'Counterspell', cast: 1, countered: 0, players: 1, games: 1 },
      { card: 'Giant Growth', cast: 1, countered: 1, players: 1, games: 1 },
    ]);
    expect(rows('spells-by-card', { player: 'bob' })).toEqual([
      { card: 'Counterspell', cast: 1, countered: 0, players: 1, games: 1 },
    ]);
  });

  it('keeps the date filter: nothing before the first game', () => {
    expect(rows('combat-damage-by-card', { to: '2025-03-31' })).toEqual([]);
    expect(rows('spells-by-card', { from: '2025-04-02' }).map((r) => r['card'])).toEqual([
      'Lightning Bolt',
    ]);
  });
});

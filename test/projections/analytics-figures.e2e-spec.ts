/**
 * The analytics figures on four hand-made games (support/hand-made-games.ts), recorded through
 * the game service, projected by the runner, read back through the reports. Every expected
 * number is written out and derived, in a comment, from the games' actions and the rules.
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
import { recordHandMadeGames, SteppingClock } from './support/hand-made-games';

describe('analytics figures on four hand-made games', () => {
  let dir: string;
  let reader: AnalyticsReader | undefined;
  let ids: Record<string, string>;

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'arbiter-figures-'));
    const clock = new SteppingClock();
    const store = new InMemoryEventStore({ now: clock.now });
    ids = await recordHandMadeGames(store, clock);
    const path = join(dir, 'analytics.db');
    const database = openAnalyticsDatabase(path);
    const runner = new ProjectionRunner({
      store,
      database,
      projections: ANALYTICS_PROJECTIONS,
      batchSize: 7,
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

  it('sizes and durations of each game', () => {
    expect(rows('games')).toEqual([
      // A: GameStarted; two mana activations of 4 events each (AbilityActivated, PermanentTapped,
      // ReplacementApplied, ManaAdded); ActionRejected; Bob's concession: PlayerConceded,
      // PlayerLeftGame, his Island leaving the game (800.4a), GameWon. 1 + 8 + 1 + 4 = 14 events.
      // 5 appends (start + 4 actions) one second apart: 4,000 ms. Seats from Alice.
      {
        gameId: ids['A'],
        startedAt: '2025-01-10T10:00:00.000Z',
        durationMs: 4000,
        events: 14,
        turns: 1,
        players: 'alice bob',
        winner: 'alice',
      },
      // B: start 1; Forest 3 (activation, tap, mana) + Manabarbs trigger and its stacking 2;
      // resolve 3 (pass, damage, resolved); Yes Man 2 (activation, tap); resolve 5 (pass,
      // control to Carol, reflexive trigger, resolved, reflexive on the stack); refused land 1;
      // Carol's concession 3 (conceded, left, control back to Bob). 1+5+3+2+5+1+3 = 20.
      // 7 appends: 6,000 ms. Bob went first, then Carol, then Alice. Nobody has won.
      {
        gameId: ids['B'],
        startedAt: '2025-02-15T18:30:00.000Z',
        durationMs: 6000,
        events: 20,
        turns: 1,
        players: 'bob carol alice',
        winner: null,
      },
      // C: start 1; Forest 3 + Wild Growth's trigger and its {G} 2; Alice's concession 3 (no
      // permanents of hers to remove). 9 events, 3 appends: 2,000 ms.
      {
        gameId: ids['C'],
        startedAt: '2025-03-01T23:59:00.000Z',
        durationMs: 2000,
        events: 9,
        turns: 1,
        players: 'bob alice',
        winner: 'bob',
      },
      // D: start 1; nextTurn 15: pass, 6 steps to cleanup, cleanup, TurnBegan, untap, upkeep,
      // draw, an empty draw, Bob leaving (704.5b), GameWon. 16 events; turns 1 and 2; 1,000 ms.
      {
        gameId: ids['D'],
        startedAt: '2025-03-20T09:00:00.000Z',
        durationMs: 1000,
        events: 16,
        turns: 2,
        players: 'alice bob',
        winner: 'alice',
      },
    ]);
  });

  it('sizes summed up: 59 events over 4 games', () => {
    expect(rows('game-sizes')).toEqual([
      // 14 + 20 + 9 + 16 = 59 events, mean 14.75; turns 1+1+1+2 = 5, mean 1.25;
      // durations 4000+6000+2000+1000 = 13000 ms, mean 3250.
      {
        games: 4,
        events: 59,
        avgEvents: 14.75,
        minEvents: 9,
        maxEvents: 20,
        avgTurns: 1.25,
        maxTurns: 2,
        avgDurationMs: 3250,
        maxDurationMs: 6000,
      },
    ]);
  });

  it('mana per player, card and type, after replacements', () => {
    // Alice (A): Forest {G} and Mountain {R}, each doubled by Mana Reflection: G 2, R 2.
    // Bob: Forest {G} in B; Forest {G} plus Wild Growth's {G} in C: G 3 over 2 games.
    expect(rows('mana-by-player')).toEqual([
      { player: 'alice', W: 0, U: 0, B: 0, R: 2, G: 2, C: 0, total: 4, games: 1 },
      { player: 'bob', W: 0, U: 0, B: 0, R: 0, G: 3, C: 0, total: 3, games: 2 },
    ]);
    // Forests: 2 (A) + 1 (B) + 1 (C) = 4 in 3 games; the extra {G} is Wild Growth's own.
    expect(rows('mana-by-card')).toEqual([
      { card: 'Forest', W: 0, U: 0, B: 0, R: 0, G: 4, C: 0, total: 4, games: 3 },
      { card: 'Mountain', W: 0, U: 0, B: 0, R: 2, G: 0, C: 0, total: 2, games: 1 },
      { card: 'Wild Growth', W: 0, U: 0, B: 0, R: 0, G: 1, C: 0, total: 1, games: 1 },
    ]);
    // G 2 + 1 + 2 = 5 and R 2 of 7 in all.
    expect(rows('mana-by-type')).toEqual([
      { type: 'W', amount: 0, share: 0 },
      { type: 'U', amount: 0, share: 0 },
      { type: 'B', amount: 0, share: 0 },
      { type: 'R', amount: 2, share: 2 / 7 },
      { type: 'G', amount: 5, share: 5 / 7 },
      { type: 'C', amount: 0, share: 0 },
    ]);
  });

  it('replacements and triggers per card', () => {
    // Mana Reflection doubled both of Alice's lands in A (616.1): 2.
    expect(rows('replacements')).toEqual([{ card: 'Mana Reflection', applied: 2, games: 1 }]);
    // B: Manabarbs once (Bob tapped a land), Yes Man's reflexive trigger once; C: Wild Growth once.
    expect(rows('triggers')).toEqual([
      { card: 'Manabarbs', triggered: 1, reflexive: 0, games: 1 },
      { card: 'Wild Growth', triggered: 1, reflexive: 0, games: 1 },
      { card: 'Yes Man, Personal Securitron', triggered: 1, reflexive: 1, games: 1 },
    ]);
  });

  it('refused actions by rule', () => {
    // A: Alice's Elves came under her control this turn (302.6); B: Alice's land on Bob's turn (305.1).
    expect(rows('rejections')).toEqual([
      { rule: '302.6', rejections: 1, players: 1, games: 1, actions: 'activate' },
      { rule: '305.1', rejections: 1, players: 1, games: 1, actions: 'play' },
    ]);
  });

  it('control changes and players leaving', () => {
    // B: Yes Man went to Carol, and back to Bob when she conceded (800.4a): 2 changes, 1 permanent.
    expect(rows('control-changes')).toEqual([
      { card: 'Yes Man, Personal Securitron', changes: 2, permanents: 1, games: 1 },
    ]);
    // Concessions: Bob in A (turn 3), Carol in B (turn 2), Alice in C (turn 1): mean turn 2.
    // Bob drew from his empty library in D on turn 2.
    expect(rows('players-leaving')).toEqual([
      { reason: 'conceded', departures: 3, games: 3, avgTurn: 2 },
      { reason: 'drewFromEmptyLibrary', departures: 1, games: 1, avgTurn: 2 },
    ]);
  });

  it('win rates by turn order', () => {
    expect(rows('turn-order')).toEqual([
      // Two players: the first player won A (Alice), C (Bob) and D (Alice).
      { playerCount: 2, seat: 1, games: 3, wins: 3, losses: 0, winRate: 1 },
      { playerCount: 2, seat: 2, games: 3, wins: 0, losses: 3, winRate: 0 },
      // B: Bob (seat 1) and Alice (seat 3) are still playing; Carol (seat 2) left.
      { playerCount: 3, seat: 1, games: 1, wins: 0, losses: 0, winRate: null },
      { playerCount: 3, seat: 2, games: 1, wins: 0, losses: 1, winRate: 0 },
      { playerCount: 3, seat: 3, games: 1, wins: 0, losses: 0, winRate: null },
    ]);
  });

  it('games per card and win rates by card', () => {
    expect(rows('cards')).toEqual([
      // Wastes fill every library but Bob's in D: A alice (won), A bob (lost), B bob, B alice,
      // B carol (lost), C bob (won), C alice (lost), D alice (won): 8 decks, 3 wins, 3 losses.
      { card: 'Wastes', games: 4, playerGames: 8, wins: 3, losses: 3, winRate: 0.5 },
      // Forests: A alice (won), B bob and B alice (Alice's in hand; both undecided), C bob (won).
      { card: 'Forest', games: 3, playerGames: 4, wins: 2, losses: 0, winRate: 1 },
      { card: 'Island', games: 1, playerGames: 1, wins: 0, losses: 1, winRate: 0 },
      { card: 'Llanowar Elves', games: 1, playerGames: 1, wins: 1, losses: 0, winRate: 1 },
      { card: 'Mana Reflection', games: 1, playerGames: 1, wins: 1, losses: 0, winRate: 1 },
      { card: 'Manabarbs', games: 1, playerGames: 1, wins: 0, losses: 0, winRate: null },
      { card: 'Mountain', games: 1, playerGames: 1, wins: 1, losses: 0, winRate: 1 },
      { card: 'Wild Growth', games: 1, playerGames: 1, wins: 1, losses: 0, winRate: 1 },
      {
        card: 'Yes Man, Personal Securitron',
        games: 1,
        playerGames: 1,
        wins: 0,
        losses: 0,
        winRate: null,
      },
    ]);
  });

  describe('filters', () => {
    const gamesOf = (query: Record<string, string>): unknown[] =>
      rows('games', query).map((r) => r['gameId']);

    it('from: games started on or after that day', () => {
      expect(gamesOf({ from: '2025-02-01' })).toEqual([ids['B'], ids['C'], ids['D']]);
      expect(gamesOf({ from: '2025-02-15T18:30:00Z' })).toEqual([ids['B'], ids['C'], ids['D']]);
      expect(gamesOf({ from: '2025-02-15T18:30:01Z' })).toEqual([ids['C'], ids['D']]);
    });

    it('to: a date includes the whole day, a date-time is inclusive', () => {
      // C started at 23:59 on 1 March.
      expect(gamesOf({ to: '2025-03-01' })).toEqual([ids['A'], ids['B'], ids['C']]);
      expect(gamesOf({ to: '2025-03-01T12:00:00Z' })).toEqual([ids['A'], ids['B']]);
      expect(gamesOf({ from: '2025-02-01', to: '2025-02-28' })).toEqual([ids['B']]);
    });

    it('player: the games and rows about that player', () => {
      expect(gamesOf({ player: 'carol' })).toEqual([ids['B']]);
      // Carol produced no mana and triggered nothing; she conceded once, from seat 2 of 3.
      expect(rows('mana-by-player', { player: 'carol' })).toEqual([]);
      expect(rows('players-leaving', { player: 'carol' })).toEqual([
        { reason: 'conceded', departures: 1, games: 1, avgTurn: 2 },
      ]);
      expect(rows('turn-order', { player: 'carol' })).toEqual([
        { playerCount: 3, seat: 2, games: 1, wins: 0, losses: 1, winRate: 0 },
      ]);
      // Yes Man changed hands to and from Carol.
      expect(rows('control-changes', { player: 'carol' })).toEqual([
        { card: 'Yes Man, Personal Securitron', changes: 2, permanents: 1, games: 1 },
      ]);
    });

    it('player and dates together', () => {
      // Bob from March: C (Forest {G} + Wild Growth {G}); D made no mana.
      expect(rows('mana-by-card', { player: 'bob', from: '2025-03-01' })).toEqual([
        { card: 'Forest', W: 0, U: 0, B: 0, R: 0, G: 1, C: 0, total: 1, games: 1 },
        { card: 'Wild Growth', W: 0, U: 0, B: 0, R: 0, G: 1, C: 0, total: 1, games: 1 },
      ]);
      // Bob's rejections: none (both refusals were Alice's).
      expect(rows('rejections', { player: 'bob' })).toEqual([]);
      // Alice's cards in A and D (both won) and B, C: her Wastes won 2 of 3 decided games.
      expect(rows('cards', { player: 'alice' })[0]).toEqual({
        card: 'Wastes',
        games: 4,
        playerGames: 4,
        wins: 2,
        losses: 1,
        winRate: 2 / 3,
      });
    });

    it('nothing in range gives empty rows (and a null-filled summary)', () => {
      expect(rows('games', { from: '2030-01-01' })).toEqual([]);
      expect(rows('game-sizes', { from: '2030-01-01' })).toEqual([
        {
          games: 0,
          events: 0,
          avgEvents: null,
          minEvents: null,
          maxEvents: null,
          avgTurns: null,
          maxTurns: null,
          avgDurationMs: null,
          maxDurationMs: null,
        },
      ]);
      expect(rows('mana-by-type', { from: '2030-01-01' }).map((r) => r['share'])).toEqual([
        null,
        null,
        null,
        null,
        null,
        null,
      ]);
    });
  });
});

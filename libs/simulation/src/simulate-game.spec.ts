import { CARD_CATALOG } from '@arbiter/cards';
import { exportEngineEvents, auditLog } from '@arbiter/replay';
import { createDecider, legalCommands, type GameState } from '@arbiter/rules';
import { gameEvents, simulateGame } from './simulate-game';
import { simulateGames } from './simulate-games';

const decider = createDecider(CARD_CATALOG);
const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));

describe('simulateGame', () => {
  it('gives the same game for the same seed, event for event', () => {
    const a = simulateGame({ seed: 123, players: { min: 2, max: 4 } });
    const b = simulateGame({ seed: 123, players: { min: 2, max: 4 } });
    expect(json(gameEvents(a))).toEqual(json(gameEvents(b)));
    expect(a.gameId).toBe(b.gameId);
    expect(a.commands.length).toBeGreaterThan(10);
  });

  it('gives different games for different seeds', () => {
    const games = [1, 2, 3].map((seed) => simulateGame({ seed, players: 2 }));
    expect(new Set(games.map((g) => g.gameId)).size).toBe(3);
    expect(json(gameEvents(games[0]!))).not.toEqual(json(gameEvents(games[1]!)));
    expect(json(gameEvents(games[1]!))).not.toEqual(json(gameEvents(games[2]!)));
  });

  it('sends only commands that legalCommands lists in the state they are sent in', () => {
    for (const seed of [7, 8, 9]) {
      const game = simulateGame({ seed });
      let state: GameState = decider.initialState();
      game.batches[0]?.forEach((e) => (state = decider.evolve(state, e)));
      game.commands.forEach((command, n) => {
        expect(legalCommands(state, CARD_CATALOG)).toContainEqual(command);
        expect(json(decider.decide(command, state))).toEqual(json(game.batches[n + 1]));
        for (const e of game.batches[n + 1] ?? []) state = decider.evolve(state, e);
      });
      expect(game.batches).toHaveLength(game.commands.length + 1);
    }
  });

  it('plays 2, 3 or 4 players as asked, and a range lets the seed choose', () => {
    expect(simulateGame({ seed: 4, players: 3 }).players).toEqual(['alice', 'bob', 'carol']);
    const sizes = new Set([...simulateGames({ games: 12, seed: 4, players: { min: 2, max: 4 } })].map((g) => g.players.length));
    expect([...sizes].sort()).toEqual([2, 3, 4]);
    expect(() => simulateGame({ seed: 1, players: 5 })).toThrow('2 to 4 players');
  });

  it('ends every game: a win, a draw or the turn limit', () => {
    const games = [...simulateGames({ games: 20, seed: 99, maxTurns: 12 })];
    for (const g of games) {
      expect(['won', 'draw', 'turnLimit']).toContain(g.outcome.kind);
      expect(g.turns).toBeLessThanOrEqual(13);
    }
    expect(games.some((g) => g.outcome.kind === 'won')).toBe(true);
    const won = games.find((g) => g.outcome.kind === 'won');
    const last = won?.batches[won.batches.length - 1];
    expect(last?.some((e) => e.type === 'GameWon')).toBe(true);
  });

  it('does interesting things: casts, land plays, triggers, choices and players leaving', () => {
    const types = new Set([...simulateGames({ games: 20, seed: 5 })].flatMap((g) => gameEvents(g).map((e) => e.type)));
    for (const type of ['SpellCast', 'LandPlayed', 'AbilityActivated', 'AbilityTriggered', 'ChoiceMade', 'ManaAdded', 'StackObjectResolved', 'PlayerLeftGame', 'TurnBegan']) {
      expect(types).toContain(type);
    }
  });

  it('concedes now and then when asked to (104.3a)', () => {
    const game = simulateGame({ seed: 3, players: 4, concedeChance: 0.05 });
    expect(gameEvents(game).some((e) => e.type === 'PlayerConceded')).toBe(true);
  });
});

describe('simulateGames', () => {
  it('starts a longer run with the games of a shorter one with the same seed', () => {
    const five = [...simulateGames({ games: 5, seed: 77, players: 2 })];
    const ten = [...simulateGames({ games: 10, seed: 77, players: 2 })];
    expect(json(ten.slice(0, 5).map(gameEvents))).toEqual(json(five.map(gameEvents)));
  });

  it('records games the audit finds consistent: 30 games of 2 to 4 players', () => {
    for (const game of simulateGames({ games: 30, seed: 2024, players: { min: 2, max: 4 } })) {
      const report = auditLog(exportEngineEvents(gameEvents(game), game.gameId), CARD_CATALOG);
      expect({ game: game.gameId, verdict: report.verdict, divergences: report.divergences.length, errors: report.errors }).toEqual({
        game: game.gameId, verdict: 'consistent', divergences: 0, errors: [],
      });
      expect(report.eventsChecked).toBe(game.events);
    }
  });
});

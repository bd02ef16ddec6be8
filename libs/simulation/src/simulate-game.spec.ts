import { CARD_CATALOG } from '@arbiter/cards';
import { exportEngineEvents, auditLog } from '@arbiter/replay';
import { createDecider, legalCommands, type GameEvent, type GameState } from '@arbiter/rules';
import { deckCards } from './decks/deck-list';
import { DECKS } from './decks/decks';
import { gameEvents, simulateGame, type SimulatedGame } from './simulate-game';
import { simulateGames } from './simulate-games';

const decider = createDecider(CARD_CATALOG);
const json = (x: unknown): unknown => JSON.parse(JSON.stringify(x));
const data = (e: GameEvent): Record<string, unknown> => e.data as Record<string, unknown>;

function finalState(game: SimulatedGame): GameState {
  return gameEvents(game).reduce(decider.evolve, decider.initialState());
}

describe('simulateGame from decks (the default)', () => {
  // Four whole two-player games, shared by the specs that only read them.
  const games = [...simulateGames({ games: 4, seed: 11, players: 2 })];
  const events = games.flatMap(gameEvents);

  it('gives the same game for the same seed, event for event', () => {
    const a = simulateGame({ seed: 123, players: 2 });
    const b = simulateGame({ seed: 123, players: 2 });
    expect(json(gameEvents(a))).toEqual(json(gameEvents(b)));
    expect(a.gameId).toBe(b.gameId);
    expect(a.commands.length).toBeGreaterThan(100);
  });

  it('gives different games for different seeds', () => {
    const [a, b, c] = [1, 2, 3].map((seed) => simulateGame({ seed, players: 2, maxTurns: 4 }));
    expect(new Set([a, b, c].map((g) => g?.gameId)).size).toBe(3);
    expect(json(gameEvents(a!))).not.toEqual(json(gameEvents(b!)));
    expect(json(gameEvents(b!))).not.toEqual(json(gameEvents(c!)));
  });

  it('deals each seat one of the two 40-card decks and starts with the mulligans (103.5)', () => {
    for (const game of games) {
      const setup = data(game.batches[0]![0]!)['setup'] as { step: string; turn: number; hands: Record<string, { card: string }[]>; libraries: Record<string, { card: string }[]> };
      expect({ step: setup.step, turn: setup.turn }).toEqual({ step: 'mulligan', turn: 0 });
      const dealt = game.players.map((p) => [...setup.hands[p]!, ...setup.libraries[p]!].map((c) => c.card).sort());
      expect(dealt.map((cards) => DECKS.some((d) => JSON.stringify(deckCards(d).sort()) === JSON.stringify(cards)))).toEqual([true, true]);
      expect(dealt[0]).not.toEqual(dealt[1]);
      const kept = gameEvents(game).filter((e) => e.type === 'HandKept').map((e) => data(e)['player']);
      expect(kept.sort()).toEqual([...game.players].sort());
    }
  });

  it('plays each game to a winner: GameWon is its last event (104.2a) and the state names the winner', () => {
    for (const game of games) {
      expect(game.outcome.kind).toBe('won');
      const all = gameEvents(game);
      expect(all[all.length - 1]?.type).toBe('GameWon');
      expect(all.filter((e) => e.type === 'GameWon')).toHaveLength(1);
      expect(finalState(game).winner).toBe(game.outcome.kind === 'won' ? game.outcome.winner : null);
    }
  });

  it('attacks, blocks, deals combat damage, casts instants in other players\' turns, and passes priority with pass (117.3d)', () => {
    const nonEmpty = (key: string) => (e: GameEvent): boolean => Object.keys(data(e)[key] as object).length > 0;
    expect(events.filter((e) => e.type === 'AttackersDeclared').some(nonEmpty('attackers'))).toBe(true);
    expect(events.filter((e) => e.type === 'BlockersDeclared').some(nonEmpty('blockers'))).toBe(true);
    expect(events.some((e) => e.type === 'DamageDealt' && data(e)['combat'] === true)).toBe(true);
    expect(events.some((e) => e.type === 'PriorityPassed' && data(e)['action'] === 'pass')).toBe(true);
    expect(games.flatMap((g) => g.commands).filter((c) => c.do === 'nextStep' || c.do === 'nextTurn' || c.do === 'resolve')).toEqual([]);
    let active = '';
    const offTurn = events.filter((e) => {
      if (e.type === 'TurnBegan') active = data(e)['activePlayer'] as string;
      return e.type === 'SpellCast' && data(e)['player'] !== active && CARD_CATALOG.get(data(e)['name'] as string).types.includes('Instant');
    });
    expect(offTurn.length).toBeGreaterThan(0);
  });

  it('answers the whole-game questions: combat damage divisions, discards to hand size, mulligans', () => {
    const made = new Set(events.filter((e) => e.type === 'ChoiceMade').map((e) => data(e)['kind']));
    expect([...made].sort()).toEqual(expect.arrayContaining(['combatDamage', 'discard']));
    expect(events.some((e) => e.type === 'MulliganTaken')).toBe(true);
    expect(events.some((e) => e.type === 'SpellCountered')).toBe(true);
  });

  it('sends only commands that legalCommands lists in the state they are sent in, from decks and from positions', () => {
    const checked = [simulateGame({ seed: 7, players: 2, maxTurns: 6 }), simulateGame({ seed: 8, players: 3, maxTurns: 4, start: 'positions' })];
    for (const game of checked) {
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
    expect(simulateGame({ seed: 4, players: 3, maxTurns: 1 }).players).toEqual(['alice', 'bob', 'carol']);
    const sizes = new Set([...simulateGames({ games: 12, seed: 4, players: { min: 2, max: 4 }, maxTurns: 1 })].map((g) => g.players.length));
    expect([...sizes].sort()).toEqual([2, 3, 4]);
    expect(() => simulateGame({ seed: 1, players: 5 })).toThrow('2 to 4 players');
  });

  it('stops at the turn limit when it comes first', () => {
    const game = simulateGame({ seed: 3, players: 2, maxTurns: 3 });
    expect(game.outcome).toEqual({ kind: 'turnLimit' });
    expect(game.turns).toBe(4);
  });

  it('concedes now and then when asked to (104.3a)', () => {
    const game = simulateGame({ seed: 3, players: 4, concedeChance: 0.05 });
    expect(gameEvents(game).some((e) => e.type === 'PlayerConceded')).toBe(true);
  });
});

describe('simulateGame from random positions', () => {
  it('does interesting things: casts, land plays, triggers, choices and players leaving; every game ends', () => {
    const games = [...simulateGames({ games: 20, seed: 5, start: 'positions', maxTurns: 12 })];
    const types = new Set(games.flatMap((g) => gameEvents(g).map((e) => e.type)));
    for (const type of ['SpellCast', 'LandPlayed', 'AbilityActivated', 'AbilityTriggered', 'ChoiceMade', 'ManaAdded', 'StackObjectResolved', 'PlayerLeftGame', 'TurnBegan']) {
      expect(types).toContain(type);
    }
    for (const g of games) expect(['won', 'draw', 'turnLimit']).toContain(g.outcome.kind);
    expect(games.some((g) => g.outcome.kind === 'won')).toBe(true);
  });
});

describe('simulateGames', () => {
  it('starts a longer run with the games of a shorter one with the same seed', () => {
    const two = [...simulateGames({ games: 2, seed: 77, players: 2, maxTurns: 6 })];
    const four = [...simulateGames({ games: 4, seed: 77, players: 2, maxTurns: 6 })];
    expect(json(four.slice(0, 2).map(gameEvents))).toEqual(json(two.map(gameEvents)));
  });

  it('records games the audit finds consistent: from positions, 2 to 4 players', () => {
    for (const game of simulateGames({ games: 12, seed: 2024, players: { min: 2, max: 4 }, start: 'positions' })) {
      const report = auditLog(exportEngineEvents(gameEvents(game), game.gameId), CARD_CATALOG);
      expect({ game: game.gameId, verdict: report.verdict, divergences: report.divergences.length, errors: report.errors }).toEqual({
        game: game.gameId, verdict: 'consistent', divergences: 0, errors: [],
      });
      expect(report.eventsChecked).toBe(game.events);
    }
  });
});

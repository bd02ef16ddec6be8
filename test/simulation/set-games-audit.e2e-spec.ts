/**
 * Whole simulated games whose decks are drawn from the modeled cards of Foundations (`arbiter
 * simulate --set FDN`): every card in them is of the set (or a basic land), the games are played to
 * a winner through the rules engine, and each audits `consistent`, in memory and once recorded.
 */
import { cardDataPath, playableCards } from '@arbiter/platform';
import type { GameSetup } from '@arbiter/rules';
import { gameEvents, setDeckPool, simulateGame, simulateGames } from '@arbiter/simulation';
import { existsSync } from 'node:fs';
import { expectAuditedConsistent } from './audit-simulated-games';

const BASICS = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'];

describe('seeded games from decks drawn from the modeled cards of FDN', () => {
  it('has the card data file', () => {
    expect(existsSync(cardDataPath())).toBe(true);
  });

  const cards = playableCards();
  const fdn = cards.records.filter((r) => (r.sets ?? []).includes('FDN')).map((r) => r.name);
  const pool = setDeckPool(cards.catalog, fdn);
  const setDecks = { set: 'FDN', pool };
  const games = [...simulateGames({ games: 2, seed: 21, players: 2, catalog: cards.catalog, setDecks }), simulateGame({ seed: 22, players: 3, catalog: cards.catalog, setDecks })];

  it('draws from dozens of modeled FDN cards, compiled ones among them', () => {
    expect(pool.problem).toBeNull();
    expect(pool.cards.length).toBeGreaterThan(50);
    expect(pool.cards.filter((n) => cards.lookup(n).kind === 'compiled').length).toBeGreaterThan(30);
  });

  it('deals each seat a 40-card deck of FDN cards and basic lands, and plays to a winner with spells and combat', () => {
    for (const game of games) {
      const setup = (game.batches[0]![0]!.data as { setup: GameSetup }).setup;
      for (const player of game.players) {
        const deck = [...setup.libraries[player]!, ...setup.hands[player]!].map((c) => c.card);
        expect(deck).toHaveLength(40);
        expect(deck.filter((c) => !BASICS.includes(c) && !fdn.includes(c))).toEqual([]);
        expect(deck.filter((c) => BASICS.includes(c))).toHaveLength(17);
      }
      const types = new Set(gameEvents(game).map((e) => e.type));
      for (const type of ['HandKept', 'AttackersDeclared', 'DamageDealt', 'SpellCast', 'StackObjectResolved', 'GameWon']) expect(types).toContain(type);
      expect(game.outcome.kind).toBe('won');
    }
  });

  it('gives the same games for the same seed', () => {
    const again = simulateGame({ seed: 22, players: 3, catalog: cards.catalog, setDecks });
    expect(again.commands).toEqual(games[2]!.commands);
  });

  it('each audits consistent, every event checked: in memory, and recorded into a store as `simulate --set FDN --record` does', async () => {
    await expectAuditedConsistent(games, cards.catalog);
  });
});

import { CARD_CATALOG } from '@arbiter/cards';
import { createDecider, type GameView } from '@arbiter/rules';
import { parseScenario, runScenario } from '@arbiter/scenarios';
import { boardText } from './board-text';
import { objectNames } from './object-names';

function played(scenario: Record<string, unknown>) {
  const run = runScenario(parseScenario(JSON.stringify(scenario), 'board.json', CARD_CATALOG), createDecider(CARD_CATALOG));
  return { view: run.view as GameView, names: objectNames(run.state) };
}

describe('boardText', () => {
  it('names the step as the CR does and objects by card name, with their ids', () => {
    const { view, names } = played({
      name: 'b',
      players: ['alice', 'bob'],
      start: { step: 'upkeep', battlefield: [{ id: 'sr', card: 'Sol Ring', controller: 'bob', owner: 'alice' }], hands: { bob: [{ id: 'f9', card: 'Forest' }] } },
      actions: [],
    });
    const text = boardText(view, names, { gameId: 'g1', latestRevision: 5 });
    expect(text).toContain(`Game g1 at revision ${view.revision} of 5\nTurn 1, alice's turn, upkeep step\n`);
    expect(text).toContain('  hand (1): Forest (f9)');
    expect(text).toContain('  bob:\n    Sol Ring (sr): untapped, owned by alice\n');
    expect(text).toContain('  library: 0 cards');
  });

  it('shows who holds priority, attackers with their blockers, blockers and keywords', () => {
    const { view, names } = played({
      name: 'combat',
      players: ['alice', 'bob'],
      start: {
        turn: 3,
        battlefield: [
          { id: 'sa', card: 'Serra Angel', controller: 'alice' },
          { id: 'gs', card: 'Giant Spider', controller: 'bob' },
        ],
      },
      actions: [
        { do: 'attack', player: 'alice', attackers: { sa: 'bob' } },
        { do: 'block', player: 'bob', blockers: { gs: 'sa' } },
      ],
    });
    const text = boardText(view, names, { gameId: 'g2', latestRevision: view.revision });
    expect(text).toContain('Turn 3, alice\'s turn, declare blockers step\nPriority: alice\n');
    expect(text).toContain('Serra Angel (sa): untapped, attacking bob, blocked by Giant Spider (gs), 4/4, flying, vigilance');
    expect(text).toContain('Giant Spider (gs): untapped, blocking Serra Angel (sa), 2/4, reach');
  });

  it('shows a hidden hand as a count and a game that is over', () => {
    const view: GameView = {
      revision: 9, turn: 4, activePlayer: 'bob', step: 'end', battlefield: {}, stack: [], pendingChoice: null, winner: 'bob', priority: null, combat: null,
      players: {
        alice: { life: 0, inGame: false, manaPool: { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 }, hand: 1, librarySize: 1, graveyard: [], exile: [] },
        bob: { life: 3, inGame: true, manaPool: { W: 0, U: 0, B: 0, R: 0, G: 0, C: 9 }, hand: [], librarySize: 2, graveyard: [], exile: [] },
      },
    };
    const text = boardText(view, new Map(), { gameId: 'g', latestRevision: 9 });
    expect(text).toContain("Turn 4, bob's turn, end step; bob has won the game\n");
    expect(text).toContain('alice: life 0, left the game\n  mana pool: empty\n  hand: 1 card (hidden)\n  library: 1 card\n');
    expect(text).toContain('bob (active player): life 3, won the game\n  mana pool: {C}×9\n  hand (0): none\n');
    expect(text).toContain('Battlefield: empty\n\nStack: empty\n\nPending choice: none\n');
  });
});

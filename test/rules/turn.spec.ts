import type { GameEvent, Step } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { CARD_CATALOG } from '@arbiter/cards';

const { given } = deciderSpec(CARD_CATALOG);

const stepsBegun = (events: readonly GameEvent[]): Step[] => events.flatMap((e) => (e.type === 'StepBegan' ? [e.data.step] : []));

describe('turn structure (500)', () => {
  it('walks the steps in order, skipping declare blockers and combat damage with no attackers (508.8)', () => {
    let at = given({ step: 'untap', libraries: { alice: 3, bob: 3 } });
    const seen: Step[] = [];
    for (let i = 0; i < 9; i++) {
      const outcome = at.when({ do: 'nextStep' });
      seen.push(...stepsBegun(outcome.events));
      at = outcome.next();
    }
    expect(seen).toEqual([
      'upkeep', 'draw', 'precombatMain', 'beginCombat', 'declareAttackers', 'endCombat', 'postcombatMain', 'end', 'cleanup', 'untap', 'upkeep',
    ]);
  });

  it('gives no priority in untap and cleanup: nextStep from end goes on to the next upkeep (502.4, 514.3)', () => {
    given({ step: 'end', libraries: { alice: 3, bob: 3 } })
      .when({ do: 'nextStep' })
      .thenIncludes([
        { type: 'StepBegan', data: { step: 'cleanup', turn: 1 } },
        { type: 'TurnBegan', data: { turn: 2, activePlayer: 'bob' }, metadata: { rule: '500.1' } },
        { type: 'StepBegan', data: { step: 'untap', turn: 2 } },
        { type: 'StepBegan', data: { step: 'upkeep', turn: 2 } },
      ])
      .thenView({ turn: 2, activePlayer: 'bob', step: 'upkeep' });
  });

  it('empties every player\'s mana pool as a step ends (500.4)', () => {
    given({ battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'bob' }] })
      .after({ do: 'activate', player: 'alice', source: 'f1', ability: 0 }, { do: 'activate', player: 'bob', source: 'i1', ability: 0 })
      .when({ do: 'nextStep' })
      .then([
        { type: 'PriorityPassed' },
        { type: 'ManaPoolEmptied', data: { player: 'alice', mana: { G: 1 }, step: 'precombatMain' }, metadata: { rule: '500.4' } },
        { type: 'ManaPoolEmptied', data: { player: 'bob', mana: { U: 1 } } },
        { type: 'StepBegan', data: { step: 'beginCombat' } },
      ]);
  });

  it('untaps only the active player\'s permanents (502.3)', () => {
    given({
      step: 'end', libraries: { bob: 1 },
      battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice', tapped: true }, { id: 'f2', card: 'Forest', controller: 'bob', tapped: true }],
    })
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'PermanentUntapped', data: { permanent: 'f2', forCost: false }, metadata: { rule: '502.3' } }])
      .thenNone([{ type: 'PermanentUntapped', data: { permanent: 'f1' } }])
      .thenView({ battlefield: { f1: { tapped: true }, f2: { tapped: false } } });
  });

  it('skips the starting player\'s first draw in a two-player game (103.8a)', () => {
    given({ step: 'upkeep', libraries: { alice: 2, bob: 2 } })
      .when({ do: 'nextStep' })
      .thenNone([{ type: 'CardsDrawn' }])
      .thenView({ step: 'draw', players: { alice: { hand: [], librarySize: 2 } } });
  });

  it('draws on turn 1 in a game of three or more (103.8c)', () => {
    given({ players: ['alice', 'bob', 'carol'], step: 'upkeep', libraries: { alice: 2 } })
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'CardsDrawn', data: { player: 'alice', cards: ['alice-lib-1'] }, metadata: { rule: '504.1' } }]);
  });

  it('draws in the draw step of later turns (504.1)', () => {
    given({ turn: 2, activePlayer: 'bob', step: 'upkeep', libraries: { bob: 2 } })
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'CardsDrawn', data: { player: 'bob', cards: ['bob-lib-1'], fromEmptyLibrary: false } }]);
  });

  it('makes a player who draws from an empty library lose (704.5b)', () => {
    given({ turn: 2, activePlayer: 'bob', step: 'upkeep' })
      .when({ do: 'nextStep' })
      .thenIncludes([
        { type: 'CardsDrawn', data: { player: 'bob', cards: [], fromEmptyLibrary: true } },
        { type: 'PlayerLeftGame', data: { player: 'bob', reason: 'drewFromEmptyLibrary' }, metadata: { rule: '704.5b' } },
        { type: 'GameWon', data: { player: 'alice' } },
      ]);
  });

  it('moves to the next player\'s precombat main with nextTurn, doing the turn-based actions on the way', () => {
    given({ libraries: { alice: 1, bob: 1 }, battlefield: [{ id: 'f2', card: 'Forest', controller: 'bob', tapped: true }] })
      .when({ do: 'nextTurn' })
      .thenIncludes([
        { type: 'PriorityPassed', data: { action: 'nextTurn' } },
        { type: 'TurnBegan', data: { turn: 2, activePlayer: 'bob' } },
        { type: 'PermanentUntapped', data: { permanent: 'f2' } },
        { type: 'CardsDrawn', data: { player: 'bob' } },
        { type: 'StepBegan', data: { step: 'precombatMain', turn: 2 } },
      ])
      .thenView({ turn: 2, activePlayer: 'bob', step: 'precombatMain', players: { bob: { hand: ['bob-lib-1'] } } });
  });

  it('stops nextTurn early at the first step where a trigger is on the stack', () => {
    given({ libraries: { alice: 1, bob: 1 }, battlefield: [{ id: 'ct', card: 'Contamination', controller: 'bob' }] })
      .when({ do: 'nextTurn' })
      .thenIncludes([{ type: 'AbilityPutOnStack', data: { id: 'ct/1', controller: 'bob' } }])
      .thenView({ turn: 2, step: 'upkeep', stack: [{ id: 'ct/1' }] });
  });

  it('lets a player play a land again on their next turn', () => {
    const hands = { alice: [{ id: 'l1', card: 'Forest' }, { id: 'l2', card: 'Island' }] };
    given({ libraries: { alice: 2, bob: 2 }, hands })
      .after({ do: 'play', player: 'alice', card: 'l1' }, { do: 'nextTurn' }, { do: 'nextTurn' })
      .when({ do: 'play', player: 'alice', card: 'l2' })
      .thenIncludes([{ type: 'LandPlayed' }]);
  });

  it('adds a lore counter to the active player\'s Sagas as precombat main begins, without the stack (714.3b)', () => {
    given({ step: 'draw', battlefield: [{ id: 'yd', card: 'Yotia Declares War', controller: 'alice', counters: { lore: 1 } }] })
      .when({ do: 'nextStep' })
      .thenIncludes([
        { type: 'StepBegan', data: { step: 'precombatMain' } },
        { type: 'CountersAdded', data: { permanent: 'yd', kind: 'lore', amount: 1 }, metadata: { rule: '714.3b' } },
        { type: 'AbilityTriggered', data: { source: 'yd', ability: 3 }, metadata: { rule: '714.2b' } },
      ]);
  });

  it('removes marked damage in cleanup (514.2)', () => {
    given({ step: 'end', libraries: { bob: 1 }, battlefield: [{ id: 'elves', card: 'Llanowar Elves', controller: 'alice', damage: 0 }, { id: 'nv', card: 'Naga Vitalist', controller: 'alice', damage: 1 }] })
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'CleanupPerformed', data: { damageRemoved: ['nv'] }, metadata: { rule: '514.2' } }])
      .thenView({ battlefield: { nv: { damage: 0 } } });
  });

  it('skips a player who has left the game when the turn passes', () => {
    given({ players: ['alice', 'bob', 'carol'], libraries: { alice: 2, bob: 2, carol: 2 } })
      .after({ do: 'concede', player: 'bob' })
      .when({ do: 'nextTurn' })
      .thenIncludes([{ type: 'TurnBegan', data: { turn: 2, activePlayer: 'carol' } }]);
  });
});

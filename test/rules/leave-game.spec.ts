import { deciderSpec } from '@arbiter/rules-testing';
import { CARD_CATALOG } from '@arbiter/cards';

const { given } = deciderSpec(CARD_CATALOG);
const three = ['alice', 'bob', 'carol'];

describe('leaving the game (104.3a, 800.4a)', () => {
  it('records the concession as a decision and the departure as its consequence', () => {
    given({ players: three })
      .when({ do: 'concede', player: 'carol' })
      .then([
        { type: 'PlayerConceded', data: { player: 'carol' }, metadata: { kind: 'decision', actor: 'carol', rule: '104.3a' } },
        { type: 'PlayerLeftGame', data: { player: 'carol', reason: 'conceded' }, metadata: { kind: 'consequence', rule: '104.3a' } },
      ])
      .thenView({ players: { carol: { inGame: false } }, winner: null });
  });

  it('lets a player concede at any time, even while someone else must choose', () => {
    given({ players: three, turn: 3, battlefield: [{ id: 'bop', card: 'Birds of Paradise', controller: 'alice' }] })
      .after({ do: 'activate', player: 'alice', source: 'bop', ability: 0 })
      .when({ do: 'concede', player: 'bob' })
      .thenIncludes([{ type: 'PlayerLeftGame', data: { player: 'bob' } }])
      .thenView({ pendingChoice: { player: 'alice', kind: 'manaType' } });
  });

  it('ends a choice only the leaver could make, so the game goes on without them (800.4a)', () => {
    given({ players: three, turn: 3, battlefield: [{ id: 'bop', card: 'Birds of Paradise', controller: 'alice' }] })
      .after({ do: 'activate', player: 'alice', source: 'bop', ability: 0 })
      .when({ do: 'concede', player: 'alice' })
      .thenNone([{ type: 'ManaAdded' }])
      .thenView({ pendingChoice: null, players: { alice: { inGame: false } } })
      .when({ do: 'nextTurn' })
      .thenIncludes([{ type: 'TurnBegan', data: { activePlayer: 'bob' } }]);
  });

  it('takes the leaver\'s permanents, cards and tokens out of the game', () => {
    given({
      players: three,
      battlefield: [{ id: 'f1', card: 'Forest', controller: 'bob' }, { id: 't1', card: 'Thopter', controller: 'bob', token: true }],
      hands: { bob: [{ id: 'h1', card: 'Sol Ring' }] }, libraries: { bob: 3 },
    })
      .when({ do: 'concede', player: 'bob' })
      .thenIncludes([
        { type: 'PermanentLeftBattlefield', data: { permanent: 'f1', to: 'outOfGame' }, metadata: { rule: '800.4a' } },
        { type: 'PermanentLeftBattlefield', data: { permanent: 't1', to: 'ceased' } },
      ])
      .thenView({ battlefield: { f1: null, t1: null }, players: { bob: { hand: [], librarySize: 0 } } });
  });

  it('ends control effects giving the leaver control: the permanent returns to its owner', () => {
    given({ players: three, turn: 3, battlefield: [{ id: 'ym', card: 'Yes Man, Personal Securitron', controller: 'alice' }], libraries: { alice: 3 } })
      .after({ do: 'activate', player: 'alice', source: 'ym', ability: 0, targets: ['bob'] }, { do: 'resolve' })
      .when({ do: 'concede', player: 'bob' })
      .thenIncludes([{ type: 'ControlChanged', data: { permanent: 'ym', from: 'bob', to: 'alice' }, metadata: { rule: '800.4a' } }])
      .thenNone([{ type: 'PermanentLeftBattlefield', data: { permanent: 'ym' } }])
      .thenView({ battlefield: { ym: { controller: 'alice', owner: 'alice' } } });
  });

  it('exiles what the leaver still controls when nothing gives it back to a player in the game', () => {
    // Entered under bob's control: bob is its default controller (110.2).
    given({ players: three, battlefield: [{ id: 'sr', card: 'Sol Ring', owner: 'alice', controller: 'bob' }] })
      .when({ do: 'concede', player: 'bob' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'sr', to: 'exile' }, metadata: { rule: '800.4a' } }])
      .thenView({ battlefield: { sr: null }, players: { alice: { exile: ['sr'] } } });
  });

  it('removes the leaver\'s spells and abilities from the stack', () => {
    given({ players: three, turn: 3, battlefield: [{ id: 'ym', card: 'Yes Man, Personal Securitron', controller: 'alice' }] })
      .after({ do: 'activate', player: 'alice', source: 'ym', ability: 0, targets: ['bob'] })
      .when({ do: 'concede', player: 'alice' })
      .thenIncludes([{ type: 'StackObjectRemoved', data: { id: 'ym/1', rule: '800.4a' } }])
      .thenView({ stack: [] });
  });

  it('gives the game to the last player standing (104.2a)', () => {
    given({})
      .when({ do: 'concede', player: 'alice' })
      .thenIncludes([{ type: 'GameWon', data: { player: 'bob' }, metadata: { rule: '104.2a' } }])
      .thenView({ winner: 'bob' });
  });

  it('refuses a second concession from the same player (800.4a)', () => {
    given({ players: three }).after({ do: 'concede', player: 'bob' }).when({ do: 'concede', player: 'bob' }).thenRejected('800.4a');
  });
});

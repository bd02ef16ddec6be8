import { evolve, initialState, type GameCommand, type GameEvent, type GameEventType, type GameState } from '@arbiter/rules';
import { deciderSpec, withoutRevision, type Given } from '@arbiter/rules-testing';
import { CARD_CATALOG } from '@arbiter/cards';

const { given } = deciderSpec(CARD_CATALOG);

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** A game that goes through most of the engine: mana, triggers, choices, the stack, SBAs, control, turns. */
function playedGame(): { game: Given; commands: GameCommand[] } {
  const commands: GameCommand[] = [
    { do: 'activate', player: 'alice', source: 'f1', ability: 0 },
    { do: 'resolve' },
    { do: 'activate', player: 'alice', source: 'bop', ability: 0 },
    { do: 'choose', player: 'alice', choice: 'R' },
    { do: 'activate', player: 'alice', source: 'sr', ability: 0 },
    { do: 'cast', player: 'alice', card: 'ex', x: 1 },
    { do: 'resolve' },
    { do: 'resolve' },
    { do: 'activate', player: 'alice', source: 'ym', ability: 0, targets: ['bob'] },
    { do: 'resolve' },
    { do: 'resolve' },
    { do: 'play', player: 'alice', card: 'l1' },
    { do: 'nextTurn' },
    { do: 'nextTurn' },
    { do: 'resolve' },
    { do: 'nextTurn' },
    { do: 'resolve' },
    { do: 'choose', player: 'alice', choice: ['sr'] },
    { do: 'choose', player: 'alice', choice: ['nv'] },
    { do: 'resolve' },
    { do: 'concede', player: 'carol' },
    { do: 'nextTurn' },
  ];
  const game = given({
    players: ['alice', 'bob', 'carol'], turn: 3,
    battlefield: [
      { id: 'f1', card: 'Forest', controller: 'alice' },
      { id: 'bop', card: 'Birds of Paradise', controller: 'alice' },
      { id: 'sr', card: 'Sol Ring', controller: 'alice' },
      { id: 'ym', card: 'Yes Man, Personal Securitron', controller: 'alice' },
      { id: 'mb', card: 'Manabarbs', controller: 'bob' },
      { id: 'yd', card: 'Yotia Declares War', controller: 'alice', counters: { lore: 1 } },
      { id: 'nv', card: 'Naga Vitalist', controller: 'bob' },
      { id: 'ct', card: 'Contamination', controller: 'carol' },
    ],
    hands: { alice: [{ id: 'ex', card: 'Exocrine' }, { id: 'l1', card: 'City of Traitors' }] },
    libraries: { alice: 5, bob: 5, carol: 5 },
  }).after(...commands);
  return { game, commands };
}

describe('evolve', () => {
  it('never throws and never mutates its input on the events decide produced', () => {
    const { game } = playedGame();
    const types = new Set<GameEventType>(game.history.map((e) => e.type));
    // The game reaches most of the event union; evolve must be total over all of it.
    expect(types.size).toBeGreaterThanOrEqual(25);
    let state = initialState();
    for (const event of game.history) {
      deepFreeze(state);
      deepFreeze(event);
      state = evolve(state, event);
    }
    expect(state).toEqual(game.state);
  });

  it('advances the revision by exactly one per event', () => {
    const { game } = playedGame();
    expect(game.state.revision).toBe(game.history.length - 1);
  });

  it('rebuilds the same state from the same events', () => {
    const { game } = playedGame();
    const again = game.history.reduce(evolve, initialState());
    expect(JSON.stringify(again)).toBe(JSON.stringify(game.state));
  });

  it('changes nothing but the revision for an event about an object that is gone', () => {
    const state = given({}).state;
    const stale: GameEvent[] = [
      { type: 'PermanentTapped', data: { permanent: 'gone', forCost: false }, metadata: { kind: 'consequence', actor: 'engine' } },
      { type: 'CountersAdded', data: { permanent: 'gone', kind: '+1/+1', amount: 1 }, metadata: { kind: 'consequence', actor: 'engine' } },
      { type: 'StackObjectResolved', data: { id: 'gone', to: 'graveyard' }, metadata: { kind: 'consequence', actor: 'engine' } },
      { type: 'PermanentLeftBattlefield', data: { permanent: 'gone', card: 'Forest', owner: 'alice', to: 'graveyard', reason: 'x' }, metadata: { kind: 'consequence', actor: 'engine' } },
    ];
    for (const e of stale) expect(withoutRevision(evolve(state, e))).toBe(withoutRevision(state));
  });

  it('records a refused command as exactly one ActionRejected that changes only the revision (732.1)', () => {
    const { game } = playedGame();
    const refused: GameCommand[] = [
      { do: 'activate', player: 'alice', source: 'nothing', ability: 0 },
      { do: 'cast', player: 'alice', card: 'nothing' },
      { do: 'play', player: 'bob', card: 'nothing' },
      { do: 'choose', player: 'alice', choice: 'G' },
      { do: 'resolve' },
      { do: 'concede', player: 'carol' },
      { do: 'activate', player: 'bob', source: 'f1', ability: 0 },
    ];
    for (const command of refused) {
      const events = game.decider.decide(command, game.state);
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ type: 'ActionRejected', data: { action: command }, metadata: { kind: 'decision' } });
      const after = evolve(game.state, events[0]!);
      expect(after.revision).toBe(game.state.revision + 1);
      expect(withoutRevision(after)).toBe(withoutRevision(game.state));
    }
  });

  it('starts each player\'s last turn by seat order, so 302.6 holds for permanents set up before the game (GameStarted)', () => {
    const state: GameState = given({ players: ['alice', 'bob', 'carol'], turn: 5, activePlayer: 'bob' }).state;
    expect(state.playerStates['bob']?.lastTurnStarted).toBe(5);
    expect(state.playerStates['alice']?.lastTurnStarted).toBe(4);
    expect(state.playerStates['carol']?.lastTurnStarted).toBe(3);
  });
});

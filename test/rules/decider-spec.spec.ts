import { CARD_CATALOG } from '@arbiter/cards';
import { deciderSpec } from '@arbiter/rules-testing';

// The real Forest and Llanowar Elves: a basic land and a creature that taps for mana.
const { given, decider } = deciderSpec(CARD_CATALOG);

const forest = { id: 'f1', card: 'Forest', controller: 'alice' } as const;
const tapForest = { do: 'activate', player: 'alice', source: 'f1', ability: 0 } as const;

describe('the given/when/then DSL', () => {
  it('checks the exact events a command produces, data matched partially', () => {
    given({ battlefield: [forest] })
      .when(tapForest)
      .then([
        { type: 'AbilityActivated', data: { source: 'f1', manaAbility: true }, metadata: { kind: 'decision', rule: '605.3b' } },
        { type: 'PermanentTapped', data: { permanent: 'f1', forCost: true } },
        { type: 'ManaAdded', data: { player: 'alice', mana: { G: 1 } } },
      ])
      .thenView({ players: { alice: { manaPool: { G: 1, C: 0 } } }, battlefield: { f1: { tapped: true } } });
  });

  it('fails when an expected event is missing, extra or different', () => {
    const outcome = given({ battlefield: [forest] }).when(tapForest);
    expect(() => outcome.then([{ type: 'ManaAdded' }])).toThrow(/expected 1 event\(s\) \[ManaAdded\], got 3/);
    expect(() => outcome.then([{ type: 'AbilityActivated' }, { type: 'PermanentTapped' }, { type: 'ManaAdded', data: { mana: { U: 1 } } }])).toThrow(
      /event 2: data\.mana\.U: expected 1, got nothing/,
    );
    expect(() => outcome.thenView({ battlefield: { f1: null } })).toThrow(/view\.battlefield\.f1: expected absent/);
    expect(() => outcome.thenNone([{ type: 'PermanentTapped' }])).toThrow(/unexpected PermanentTapped/);
    expect(() => outcome.thenRejected('302.6')).toThrow(/expected a refusal citing 302\.6/);
  });

  it('finds events in order among others with thenIncludes', () => {
    const outcome = given({ battlefield: [forest] }).when(tapForest);
    outcome.thenIncludes([{ type: 'AbilityActivated' }, { type: 'ManaAdded' }]);
    expect(() => outcome.thenIncludes([{ type: 'ManaAdded' }, { type: 'PermanentTapped' }])).toThrow(/not found in order/);
  });

  it('checks a refusal by its rule number and that it changed nothing but the revision (732.1)', () => {
    const outcome = given({ battlefield: [{ id: 'elves', card: 'Llanowar Elves', controller: 'alice', newThisTurn: true }] })
      .when({ do: 'activate', player: 'alice', source: 'elves', ability: 0 })
      .thenRejected('302.6', 'Llanowar Elves');
    expect(outcome.state.revision).toBe(outcome.before.state.revision + 1);
    expect(() => outcome.then([])).toThrow(/refused: .* \(CR 302\.6\)/);
  });

  it('goes on from a previous command with after() and when()', () => {
    given({ battlefield: [forest] })
      .after(tapForest)
      .when(tapForest)
      .thenRejected('107.5');
    given({ battlefield: [forest] }).when(tapForest).when({ do: 'nextStep' }).thenIncludes([{ type: 'ManaPoolEmptied', data: { mana: { G: 1 } } }]);
    expect(() => given({ battlefield: [forest] }).after(tapForest, tapForest)).toThrow(/was refused: .*107\.5/);
  });

  it('starts from recorded events as well as from a setup', () => {
    const history = given({ battlefield: [forest] }).after(tapForest).history;
    expect(history.map((e) => e.type)).toEqual(['GameStarted', 'AbilityActivated', 'PermanentTapped', 'ManaAdded']);
    given(history).when(tapForest).thenRejected('107.5');
    expect(given(history).state).toEqual(history.reduce((s, e) => decider.evolve(s, e), decider.initialState()));
  });
});

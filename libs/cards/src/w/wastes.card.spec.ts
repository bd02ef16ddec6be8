import { given, tapFor } from '../testing/card-spec';

describe('Wastes', () => {
  it('taps for {C}, which pays a {C} symbol (107.4c)', () => {
    const game = given({ battlefield: [{ id: 'w1', card: 'Wastes', controller: 'alice' }] });
    game.when(tapFor('w1')).thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', source: 'w1', mana: { C: 1 } } }]);
  });

  it('fills numeric libraries, with ids <player>-lib-<n> (docs/scenario-format.md)', () => {
    const game = given({ libraries: { alice: 2 } });
    expect(game.state.playerStates['alice']?.library).toEqual([
      { id: 'alice-lib-1', card: 'Wastes', owner: 'alice' },
      { id: 'alice-lib-2', card: 'Wastes', owner: 'alice' },
    ]);
  });
});

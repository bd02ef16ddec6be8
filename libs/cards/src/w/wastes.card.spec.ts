import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { wastes } from './wastes.card';

describe('Wastes', () => {
  it('is a Basic Land with no land type and "{T}: Add {C}."', () => {
    expectDefinition(wastes, { types: ['Land'], supertypes: ['Basic'], oracle: ['{T}: Add {C}.'], abilities: [[1, 'mana']] });
  });

  it('taps for {C}, which pays a {C} symbol (107.4c)', () => {
    const game = cardGame({ battlefield: [{ id: 'w1', card: 'Wastes', controller: 'alice' }] });
    expect(game.act(tapFor('w1'))).toContainEqual(expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'w1', mana: { C: 1 } } }));
  });

  it('fills numeric libraries, with ids <player>-lib-<n> (docs/scenario-format.md)', () => {
    const game = cardGame({ libraries: { alice: 2 } });
    expect(game.state.playerStates['alice']?.library).toEqual([
      { id: 'alice-lib-1', card: 'Wastes', owner: 'alice' },
      { id: 'alice-lib-2', card: 'Wastes', owner: 'alice' },
    ]);
  });
});

import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { island } from './island.card';

describe('Island', () => {
  it('is a Basic Land — Island, whose land type gives "{T}: Add {U}." (305.6)', () => {
    expectDefinition(island, { types: ['Land'], supertypes: ['Basic'], subtypes: ['Island'], oracle: ['({T}: Add {U}.)'], abilities: [[1, 'mana']] });
  });

  it('taps for {U}', () => {
    const game = cardGame({ battlefield: [{ id: 'l1', card: 'Island', controller: 'alice' }] });
    expect(game.act(tapFor('l1'))).toContainEqual(expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'l1', mana: { U: 1 } } }));
    expect(game.view.battlefield['l1']).toMatchObject({ tapped: true });
  });
});

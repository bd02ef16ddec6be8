import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { mountain } from './mountain.card';

describe('Mountain', () => {
  it('is a Basic Land — Mountain, whose land type gives "{T}: Add {R}." (305.6)', () => {
    expectDefinition(mountain, { types: ['Land'], supertypes: ['Basic'], subtypes: ['Mountain'], oracle: ['({T}: Add {R}.)'], abilities: [[1, 'mana']] });
  });

  it('taps for {R}', () => {
    const game = cardGame({ battlefield: [{ id: 'l1', card: 'Mountain', controller: 'alice' }] });
    expect(game.act(tapFor('l1'))).toContainEqual(expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'l1', mana: { R: 1 } } }));
    expect(game.view.battlefield['l1']).toMatchObject({ tapped: true });
  });
});

import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { forest } from './forest.card';

describe('Forest', () => {
  it('is a Basic Land — Forest, whose land type gives "{T}: Add {G}." (305.6)', () => {
    expectDefinition(forest, { types: ['Land'], supertypes: ['Basic'], subtypes: ['Forest'], oracle: ['({T}: Add {G}.)'], abilities: [[1, 'mana']] });
  });

  it('taps for {G}', () => {
    const game = cardGame({ battlefield: [{ id: 'l1', card: 'Forest', controller: 'alice' }] });
    expect(game.act(tapFor('l1'))).toContainEqual(expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'l1', mana: { G: 1 } } }));
    expect(game.view.battlefield['l1']).toMatchObject({ tapped: true });
  });
});

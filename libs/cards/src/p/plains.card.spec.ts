import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { plains } from './plains.card';

describe('Plains', () => {
  it('is a Basic Land — Plains, whose land type gives "{T}: Add {W}." (305.6)', () => {
    expectDefinition(plains, { types: ['Land'], supertypes: ['Basic'], subtypes: ['Plains'], oracle: ['({T}: Add {W}.)'], abilities: [[1, 'mana']] });
  });

  it('taps for {W}', () => {
    const game = cardGame({ battlefield: [{ id: 'l1', card: 'Plains', controller: 'alice' }] });
    expect(game.act(tapFor('l1'))).toContainEqual(expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'l1', mana: { W: 1 } } }));
    expect(game.view.battlefield['l1']).toMatchObject({ tapped: true });
  });
});

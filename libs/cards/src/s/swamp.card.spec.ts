import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { swamp } from './swamp.card';

describe('Swamp', () => {
  it('is a Basic Land — Swamp, whose land type gives "{T}: Add {B}." (305.6)', () => {
    expectDefinition(swamp, { types: ['Land'], supertypes: ['Basic'], subtypes: ['Swamp'], oracle: ['({T}: Add {B}.)'], abilities: [[1, 'mana']] });
  });

  it('taps for {B}', () => {
    const game = cardGame({ battlefield: [{ id: 'l1', card: 'Swamp', controller: 'alice' }] });
    expect(game.act(tapFor('l1'))).toContainEqual(expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'l1', mana: { B: 1 } } }));
    expect(game.view.battlefield['l1']).toMatchObject({ tapped: true });
  });
});

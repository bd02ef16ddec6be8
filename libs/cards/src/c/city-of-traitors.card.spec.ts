import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { cityOfTraitors } from './city-of-traitors.card';

describe('City of Traitors', () => {
  it('is a Land with a play-another-land trigger and "{T}: Add {C}{C}."', () => {
    expectDefinition(cityOfTraitors, {
      types: ['Land'], oracle: ['When you play another land, sacrifice City of Traitors.', '{T}: Add {C}{C}.'], abilities: [[1, 'triggered'], [2, 'mana']],
    });
  });

  it('taps for {C}{C}', () => {
    const game = cardGame({ battlefield: [{ id: 'cot', card: 'City of Traitors', controller: 'alice' }] });
    expect(game.act(tapFor('cot'))).toContainEqual(expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'cot', mana: { C: 2 } } }));
  });

  it('is sacrificed when its controller plays another land, through the stack', () => {
    const game = cardGame({ battlefield: [{ id: 'cot', card: 'City of Traitors', controller: 'alice' }], hands: { alice: [{ id: 'l1', card: 'Forest' }] } });
    game.act({ do: 'play', player: 'alice', card: 'l1' });
    expect(game.view.stack).toMatchObject([{ id: 'cot/1', controller: 'alice' }]);
    game.act({ do: 'resolve' });
    expect(game.view.battlefield['cot']).toBeUndefined();
    expect(game.view.players['alice']?.graveyard).toEqual(['cot']);
  });
});

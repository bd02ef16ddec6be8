import { given, tapFor } from '../testing/card-spec';

describe('City of Traitors', () => {
  it('taps for {C}{C}', () => {
    const game = given({ battlefield: [{ id: 'cot', card: 'City of Traitors', controller: 'alice' }] });
    game.when(tapFor('cot')).thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', source: 'cot', mana: { C: 2 } } }]);
  });

  it('is sacrificed when its controller plays another land, through the stack', () => {
    let game = given({ battlefield: [{ id: 'cot', card: 'City of Traitors', controller: 'alice' }], hands: { alice: [{ id: 'l1', card: 'Forest' }] } }).after({ do: 'play', player: 'alice', card: 'l1' });
    expect(game.view.stack).toMatchObject([{ id: 'cot/1', controller: 'alice' }]);
    game = game.after({ do: 'resolve' });
    expect(game.view.battlefield['cot']).toBeUndefined();
    expect(game.view.players['alice']?.graveyard).toEqual(['cot']);
  });
});

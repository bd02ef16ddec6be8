import { given, tapFor } from '../testing/card-spec';

describe('Order of Whiteclay', () => {
  it('returns a creature card from its controller\'s graveyard, untapping as the cost (107.6)', () => {
    const plains = ['p1', 'p2', 'p3'].map((id) => ({ id, card: 'Plains', controller: 'alice' }));
    let game = given({ turn: 3, battlefield: [{ id: 'ow', card: 'Order of Whiteclay', controller: 'alice', tapped: true }, ...plains], graveyards: { alice: [{ id: 'elves', card: 'Llanowar Elves' }] } });
    game.when({ do: 'activate', player: 'alice', source: 'ow', ability: 0, targets: ['elves'] }).thenRejected('602.2b');
    game = game.after(...plains.map((p) => tapFor(p.id)), { do: 'activate', player: 'alice', source: 'ow', ability: 0, targets: ['elves'] }, { do: 'resolve' });
    expect(game.view.battlefield).toMatchObject({ ow: { tapped: false }, elves: { controller: 'alice' } });
    expect(game.view.players['alice']?.graveyard).toEqual([]);
  });
});

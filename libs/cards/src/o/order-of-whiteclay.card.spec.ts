import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { orderOfWhiteclay } from './order-of-whiteclay.card';

describe('Order of Whiteclay', () => {
  it('is a {1}{W}{W} 1/4 Creature — Kithkin Cleric with a {Q} ability', () => {
    expectDefinition(orderOfWhiteclay, {
      manaCost: '{1}{W}{W}', types: ['Creature'], subtypes: ['Kithkin', 'Cleric'], colors: ['W'], power: 1, toughness: 4,
      oracle: ['{1}{W}{W}, {Q}: Return target creature card with mana value 3 or less from your graveyard to the battlefield.'], abilities: [[1, 'activated']],
    });
  });

  it('returns a creature card from its controller\'s graveyard, untapping as the cost (107.6)', () => {
    const plains = ['p1', 'p2', 'p3'].map((id) => ({ id, card: 'Plains', controller: 'alice' }));
    const game = cardGame({ turn: 3, battlefield: [{ id: 'ow', card: 'Order of Whiteclay', controller: 'alice', tapped: true }, ...plains], graveyards: { alice: [{ id: 'elves', card: 'Llanowar Elves' }] } });
    expect(game.refusal({ do: 'activate', player: 'alice', source: 'ow', ability: 0, targets: ['elves'] })).toBe('602.2b');
    game.act(...plains.map((p) => tapFor(p.id)), { do: 'activate', player: 'alice', source: 'ow', ability: 0, targets: ['elves'] }, { do: 'resolve' });
    expect(game.view.battlefield).toMatchObject({ ow: { tapped: false }, elves: { controller: 'alice' } });
    expect(game.view.players['alice']?.graveyard).toEqual([]);
  });
});

import { given } from '../testing/card-spec';

describe('Ornithopter (token)', () => {
  it('is what Yotia Declares War\'s chapter I creates', () => {
    const game = given({ step: 'draw', battlefield: [{ id: 'yd', card: 'Yotia Declares War', controller: 'alice' }] }).after({ do: 'nextStep' }, { do: 'resolve' });
    expect(game.view.battlefield['yd-token-1']).toMatchObject({ card: 'Ornithopter', token: true, power: 0, toughness: 2, manaValue: 0 });
  });

  it('ceases to exist when it leaves the battlefield (111.7)', () => {
    const game = given({ players: ['alice', 'bob', 'carol'], battlefield: [{ id: 't1', card: 'Ornithopter', controller: 'bob', token: true }] }).after({ do: 'concede', player: 'bob' });
    expect(game.view.battlefield['t1']).toBeUndefined();
    expect(game.view.players['bob']?.exile).toEqual([]);
  });
});

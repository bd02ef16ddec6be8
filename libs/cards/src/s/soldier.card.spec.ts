import { given, tapFor } from '../testing/card-spec';

describe('Soldier (token)', () => {
  it('is what Yes Man\'s Wild Card creates, tapped, for its owner', () => {
    const game = given({
      players: ['alice', 'bob', 'carol'],
      battlefield: [{ id: 'ym', card: 'Yes Man, Personal Securitron', owner: 'alice', controller: 'bob', counters: { quest: 1 }, damage: 2 }, { id: 'w1', card: 'Wastes', controller: 'alice' }],
    }).after(tapFor('w1'), { do: 'resolve' });
    expect(game.view.battlefield['ym-token-1']).toMatchObject({ card: 'Soldier', owner: 'alice', controller: 'alice', tapped: true, token: true, power: 1, toughness: 1 });
  });
});

import { given, tapFor } from '../testing/card-spec';

describe('Thopter (token)', () => {
  it('is what Hangarback Walker leaves when it dies', () => {
    const game = given({ battlefield: [{ id: 'hw', card: 'Hangarback Walker', controller: 'alice', counters: { '+1/+1': 1 }, damage: 1 }, { id: 'w1', card: 'Wastes', controller: 'alice' }] }).after(tapFor('w1'), { do: 'resolve' });
    expect(game.view.battlefield['hw-token-1']).toMatchObject({ card: 'Thopter', controller: 'alice', token: true, tapped: false, power: 1, toughness: 1 });
  });
});

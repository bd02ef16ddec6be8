import { given, tapFor } from '../testing/card-spec';

describe('Naga Vitalist', () => {
  it('offers every type, colorless included, that its controller\'s lands could produce', () => {
    const game = given({ turn: 3, battlefield: [{ id: 'nv', card: 'Naga Vitalist', controller: 'alice' }, { id: 's1', card: 'Swamp', controller: 'alice' }, { id: 'w1', card: 'Wastes', controller: 'alice' }, { id: 'f2', card: 'Forest', controller: 'bob' }] }).after(tapFor('nv'));
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'manaType', options: ['B', 'C'] });
  });
});

import { given, tapFor } from '../testing/card-spec';

describe('Fellwar Stone', () => {
  it('asks among the colors all opponents\' lands could produce', () => {
    const game = given({
      players: ['alice', 'bob', 'carol'],
      battlefield: [{ id: 'fs', card: 'Fellwar Stone', controller: 'alice' }, { id: 'm1', card: 'Mountain', controller: 'bob' }, { id: 's1', card: 'Swamp', controller: 'carol' }, { id: 'p1', card: 'Plains', controller: 'alice' }],
    }).after(tapFor('fs'));
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'manaType', options: ['B', 'R'] });
  });
});

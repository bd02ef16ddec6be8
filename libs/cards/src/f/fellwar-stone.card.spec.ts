import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { fellwarStone } from './fellwar-stone.card';

describe('Fellwar Stone', () => {
  it('is a {2} Artifact that taps for a color an opponent\'s land could produce', () => {
    expectDefinition(fellwarStone, { manaCost: '{2}', types: ['Artifact'], oracle: ['{T}: Add one mana of any color that a land an opponent controls could produce.'], abilities: [[1, 'mana']] });
  });

  it('asks among the colors all opponents\' lands could produce', () => {
    const game = cardGame({
      players: ['alice', 'bob', 'carol'],
      battlefield: [{ id: 'fs', card: 'Fellwar Stone', controller: 'alice' }, { id: 'm1', card: 'Mountain', controller: 'bob' }, { id: 's1', card: 'Swamp', controller: 'carol' }, { id: 'p1', card: 'Plains', controller: 'alice' }],
    });
    game.act(tapFor('fs'));
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'manaType', options: ['B', 'R'] });
  });
});

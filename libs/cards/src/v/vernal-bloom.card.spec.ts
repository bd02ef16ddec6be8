import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { vernalBloom } from './vernal-bloom.card';

describe('Vernal Bloom', () => {
  it('is a {3}{G} Enchantment with one triggered mana ability', () => {
    expectDefinition(vernalBloom, {
      manaCost: '{3}{G}', types: ['Enchantment'], colors: ['G'],
      oracle: ['Whenever a Forest is tapped for mana, its controller adds an additional {G}.'], abilities: [[1, 'triggered']],
    });
  });

  it('adds {G} when any Forest is tapped for mana, Dryad Arbor included, and not for other lands', () => {
    const game = cardGame({
      turn: 3,
      battlefield: [{ id: 'vb', card: 'Vernal Bloom', controller: 'bob' }, { id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'da', card: 'Dryad Arbor', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'alice' }],
    });
    game.act(tapFor('f1'), tapFor('da'), tapFor('i1'));
    expect(game.view).toMatchObject({ stack: [], players: { alice: { manaPool: { G: 4, U: 1 } } } });
  });
});

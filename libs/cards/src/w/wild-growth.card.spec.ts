import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { wildGrowth } from './wild-growth.card';

describe('Wild Growth', () => {
  it('is a {G} Enchantment — Aura with Enchant land and a triggered mana ability', () => {
    expectDefinition(wildGrowth, {
      manaCost: '{G}', types: ['Enchantment'], subtypes: ['Aura'], colors: ['G'],
      oracle: ['Enchant land', 'Whenever enchanted land is tapped for mana, its controller adds an additional {G}.'], abilities: [[1, 'keyword'], [2, 'triggered']],
    });
    expect(wildGrowth.enchant).toBe('land');
  });

  it('is cast targeting a land, enters attached to it, and makes it tap for an extra {G}', () => {
    const game = cardGame({ battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'w1', card: 'Wastes', controller: 'alice' }], hands: { alice: [{ id: 'wg', card: 'Wild Growth' }] } });
    game.act(tapFor('f1'), { do: 'cast', player: 'alice', card: 'wg', targets: ['w1'] }, { do: 'resolve' });
    expect(game.view.battlefield['wg']).toMatchObject({ attachedTo: 'w1' });
    game.act(tapFor('w1'));
    expect(game.view.players['alice']?.manaPool).toMatchObject({ C: 1, G: 1 });
  });
});

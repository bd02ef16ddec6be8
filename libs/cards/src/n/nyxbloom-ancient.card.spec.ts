import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { nyxbloomAncient } from './nyxbloom-ancient.card';

describe('Nyxbloom Ancient', () => {
  it('is a {4}{G}{G}{G} 5/5 Enchantment Creature — Elemental with Trample and a tripling replacement', () => {
    expectDefinition(nyxbloomAncient, {
      manaCost: '{4}{G}{G}{G}', types: ['Enchantment', 'Creature'], subtypes: ['Elemental'], colors: ['G'], power: 5, toughness: 5,
      oracle: ['Trample', 'If you tap a permanent for mana, it produces three times as much of that mana instead.'], abilities: [[1, 'keyword'], [2, 'static']],
    });
  });

  it('triples what its controller taps for', () => {
    const game = cardGame({ battlefield: [{ id: 'nx', card: 'Nyxbloom Ancient', controller: 'alice' }, { id: 'f1', card: 'Forest', controller: 'alice' }] });
    expect(game.act(tapFor('f1'))).toContainEqual(expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'f1', mana: { G: 3 } } }));
  });

  it('composes with Mana Reflection in either order: six times as much', () => {
    const game = cardGame({ battlefield: [{ id: 'nx', card: 'Nyxbloom Ancient', controller: 'alice' }, { id: 'mr', card: 'Mana Reflection', controller: 'alice' }, { id: 'f1', card: 'Forest', controller: 'alice' }] });
    game.act(tapFor('f1'), { do: 'choose', player: 'alice', choice: 'mr' });
    expect(game.view.players['alice']?.manaPool).toMatchObject({ G: 6 });
  });
});

import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { manaReflection } from './mana-reflection.card';

describe('Mana Reflection', () => {
  it('is a {4}{G}{G} Enchantment with one replacement effect', () => {
    expectDefinition(manaReflection, {
      manaCost: '{4}{G}{G}', types: ['Enchantment'], colors: ['G'],
      oracle: ['If you tap a permanent for mana, it produces twice as much of that mana instead.'], abilities: [[1, 'static']],
    });
  });

  it('doubles what its controller taps any permanent for: Sol Ring makes {C}{C}{C}{C}', () => {
    const game = cardGame({ battlefield: [{ id: 'mr', card: 'Mana Reflection', controller: 'alice' }, { id: 'sr', card: 'Sol Ring', controller: 'alice' }] });
    expect(game.act(tapFor('sr'))).toContainEqual(expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'sr', mana: { C: 4 } } }));
  });

  it('leaves an opponent\'s tapping alone', () => {
    const game = cardGame({ battlefield: [{ id: 'mr', card: 'Mana Reflection', controller: 'alice' }, { id: 'sr', card: 'Sol Ring', controller: 'bob' }] });
    game.act(tapFor('sr', 0, 'bob'));
    expect(game.view.players['bob']?.manaPool).toMatchObject({ C: 2 });
  });
});

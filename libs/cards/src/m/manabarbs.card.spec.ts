import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { manabarbs } from './manabarbs.card';

describe('Manabarbs', () => {
  it('is a {3}{R} Enchantment with one triggered ability (not a mana ability)', () => {
    expectDefinition(manabarbs, {
      manaCost: '{3}{R}', types: ['Enchantment'], colors: ['R'],
      oracle: ['Whenever a player taps a land for mana, Manabarbs deals 1 damage to that player.'], abilities: [[1, 'triggered']],
    });
    expect(manabarbs.abilities[0]).not.toMatchObject({ manaAbility: true });
  });

  it('puts mb/1 on the stack when a player taps a land for mana (605.5a), then deals that player 1 damage', () => {
    const game = cardGame({ battlefield: [{ id: 'mb', card: 'Manabarbs', controller: 'alice' }, { id: 'f2', card: 'Forest', controller: 'bob' }] });
    game.act(tapFor('f2', 0, 'bob'));
    expect(game.view.stack).toMatchObject([{ id: 'mb/1', source: 'mb', controller: 'alice' }]);
    game.act({ do: 'resolve' });
    expect(game.view.players).toMatchObject({ alice: { life: 20 }, bob: { life: 19, manaPool: { G: 1 } } });
  });
});

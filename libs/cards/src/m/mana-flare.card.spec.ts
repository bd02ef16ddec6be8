import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { manaFlare } from './mana-flare.card';

describe('Mana Flare', () => {
  it('is a {2}{R} Enchantment with one triggered mana ability', () => {
    expectDefinition(manaFlare, {
      manaCost: '{2}{R}', types: ['Enchantment'], colors: ['R'],
      oracle: ['Whenever a player taps a land for mana, that player adds one mana of any type that land produced.'], abilities: [[1, 'triggered']],
    });
  });

  it('gives the tapping player one more of the type the land produced', () => {
    const game = cardGame({ battlefield: [{ id: 'mf', card: 'Mana Flare', controller: 'bob' }, { id: 'cot', card: 'City of Traitors', controller: 'alice' }] });
    const events = game.act(tapFor('cot'));
    expect(events).toContainEqual(expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'mf', mana: { C: 1 } } }));
    expect(game.view.players['alice']?.manaPool).toMatchObject({ C: 3 });
  });
});

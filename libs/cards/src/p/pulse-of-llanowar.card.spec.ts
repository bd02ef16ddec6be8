import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { pulseOfLlanowar } from './pulse-of-llanowar.card';

describe('Pulse of Llanowar', () => {
  it('is a {3}{G} Enchantment with one replacement effect', () => {
    expectDefinition(pulseOfLlanowar, {
      manaCost: '{3}{G}', types: ['Enchantment'], colors: ['G'],
      oracle: ['If a basic land you control is tapped for mana, it produces mana of a color of your choice instead of any other type.'], abilities: [[1, 'static']],
    });
  });

  it('lets its controller choose the color a basic land produces', () => {
    const game = cardGame({ battlefield: [{ id: 'pl', card: 'Pulse of Llanowar', controller: 'alice' }, { id: 'w1', card: 'Wastes', controller: 'alice' }] });
    game.act(tapFor('w1'));
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'manaType', options: ['W', 'U', 'B', 'R', 'G'] });
    game.act({ do: 'choose', player: 'alice', choice: 'R' });
    expect(game.view.players['alice']?.manaPool).toMatchObject({ R: 1, C: 0 });
  });

  it('leaves nonbasic lands and other players\' basic lands alone', () => {
    const game = cardGame({ battlefield: [{ id: 'pl', card: 'Pulse of Llanowar', controller: 'alice' }, { id: 'cot', card: 'City of Traitors', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'bob' }] });
    game.act(tapFor('cot'), tapFor('i1', 0, 'bob'));
    expect(game.view.players).toMatchObject({ alice: { manaPool: { C: 2 } }, bob: { manaPool: { U: 1 } } });
  });
});

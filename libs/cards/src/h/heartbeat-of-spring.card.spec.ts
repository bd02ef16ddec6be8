import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { heartbeatOfSpring } from './heartbeat-of-spring.card';

describe('Heartbeat of Spring', () => {
  it('is a {2}{G} Enchantment with one triggered mana ability', () => {
    expectDefinition(heartbeatOfSpring, {
      manaCost: '{2}{G}', types: ['Enchantment'], colors: ['G'],
      oracle: ['Whenever a player taps a land for mana, that player adds one mana of any type that land produced.'], abilities: [[1, 'triggered']],
    });
  });

  it('adds one more of what any player\'s land produced, at once without the stack (605.4a)', () => {
    const game = cardGame({ battlefield: [{ id: 'hs', card: 'Heartbeat of Spring', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'bob' }] });
    game.act(tapFor('i1', 0, 'bob'));
    expect(game.view).toMatchObject({ stack: [], players: { bob: { manaPool: { U: 2 } } } });
  });

  it('does not trigger for a nonland mana source', () => {
    const game = cardGame({ battlefield: [{ id: 'hs', card: 'Heartbeat of Spring', controller: 'alice' }, { id: 'sr', card: 'Sol Ring', controller: 'alice' }] });
    game.act(tapFor('sr'));
    expect(game.view.players['alice']?.manaPool).toMatchObject({ C: 2 });
  });
});

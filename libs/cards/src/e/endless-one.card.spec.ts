import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { endlessOne } from './endless-one.card';

describe('Endless One', () => {
  it('is an {X} 0/0 Creature — Eldrazi that enters with X +1/+1 counters', () => {
    expectDefinition(endlessOne, {
      manaCost: '{X}', types: ['Creature'], subtypes: ['Eldrazi'], power: 0, toughness: 0,
      oracle: ['Endless One enters with X +1/+1 counters on it.'], abilities: [[1, 'static']],
    });
  });

  it('enters with X +1/+1 counters (614.1c), mana value 0 off the stack (202.3e)', () => {
    const game = cardGame({ battlefield: [{ id: 'sr', card: 'Sol Ring', controller: 'alice' }, { id: 'w1', card: 'Wastes', controller: 'alice' }], hands: { alice: [{ id: 'e1', card: 'Endless One' }] } });
    game.act(tapFor('sr'), tapFor('w1'), { do: 'cast', player: 'alice', card: 'e1', x: 3 });
    expect(game.view.stack).toMatchObject([{ id: 'e1', x: 3 }]);
    game.act({ do: 'resolve' });
    expect(game.view.battlefield['e1']).toMatchObject({ counters: { '+1/+1': 3 }, power: 3, toughness: 3, manaValue: 0 });
  });

  it('dies at once when cast with X = 0 (704.5f)', () => {
    const game = cardGame({ hands: { alice: [{ id: 'e1', card: 'Endless One' }] } });
    game.act({ do: 'cast', player: 'alice', card: 'e1' }, { do: 'resolve' });
    expect(game.view.players['alice']?.graveyard).toEqual(['e1']);
  });
});

import { given, tapFor } from '../testing/card-spec';

describe('Endless One', () => {
  it('enters with X +1/+1 counters (614.1c), mana value 0 off the stack (202.3e)', () => {
    let game = given({ battlefield: [{ id: 'sr', card: 'Sol Ring', controller: 'alice' }, { id: 'w1', card: 'Wastes', controller: 'alice' }], hands: { alice: [{ id: 'e1', card: 'Endless One' }] } }).after(tapFor('sr'), tapFor('w1'), { do: 'cast', player: 'alice', card: 'e1', x: 3 });
    expect(game.view.stack).toMatchObject([{ id: 'e1', x: 3 }]);
    game = game.after({ do: 'resolve' });
    expect(game.view.battlefield['e1']).toMatchObject({ counters: { '+1/+1': 3 }, power: 3, toughness: 3, manaValue: 0 });
  });

  it('dies at once when cast with X = 0 (704.5f)', () => {
    const game = given({ hands: { alice: [{ id: 'e1', card: 'Endless One' }] } }).after({ do: 'cast', player: 'alice', card: 'e1' }, { do: 'resolve' });
    expect(game.view.players['alice']?.graveyard).toEqual(['e1']);
  });
});

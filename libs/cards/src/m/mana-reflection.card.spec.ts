import { given, tapFor } from '../testing/card-spec';

describe('Mana Reflection', () => {
  it('doubles what its controller taps any permanent for: Sol Ring makes {C}{C}{C}{C}', () => {
    const game = given({ battlefield: [{ id: 'mr', card: 'Mana Reflection', controller: 'alice' }, { id: 'sr', card: 'Sol Ring', controller: 'alice' }] });
    game.when(tapFor('sr')).thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', source: 'sr', mana: { C: 4 } } }]);
  });

  it('leaves an opponent\'s tapping alone', () => {
    const game = given({ battlefield: [{ id: 'mr', card: 'Mana Reflection', controller: 'alice' }, { id: 'sr', card: 'Sol Ring', controller: 'bob' }] }).after(tapFor('sr', 0, 'bob'));
    expect(game.view.players['bob']?.manaPool).toMatchObject({ C: 2 });
  });
});

import { given, tapFor } from '../testing/card-spec';

describe('Sol Ring', () => {
  it('adds {C}{C}', () => {
    const game = given({ battlefield: [{ id: 'sr', card: 'Sol Ring', controller: 'alice' }] });
    game.when(tapFor('sr')).thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', source: 'sr', mana: { C: 2 } } }]);
  });

  it('taps the turn it is cast: it is not a creature (302.6)', () => {
    const game = given({ battlefield: [{ id: 'w1', card: 'Wastes', controller: 'alice' }], hands: { alice: [{ id: 'sr', card: 'Sol Ring' }] } }).after(tapFor('w1'), { do: 'cast', player: 'alice', card: 'sr' }, { do: 'resolve' }, tapFor('sr'));
    expect(game.view.players['alice']?.manaPool).toMatchObject({ C: 2 });
  });
});

import { given, tapFor } from '../testing/card-spec';

describe('Nyxbloom Ancient', () => {
  it('triples what its controller taps for', () => {
    const game = given({ battlefield: [{ id: 'nx', card: 'Nyxbloom Ancient', controller: 'alice' }, { id: 'f1', card: 'Forest', controller: 'alice' }] });
    game.when(tapFor('f1')).thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', source: 'f1', mana: { G: 3 } } }]);
  });

  it('composes with Mana Reflection in either order: six times as much', () => {
    const game = given({ battlefield: [{ id: 'nx', card: 'Nyxbloom Ancient', controller: 'alice' }, { id: 'mr', card: 'Mana Reflection', controller: 'alice' }, { id: 'f1', card: 'Forest', controller: 'alice' }] }).after(tapFor('f1'), { do: 'choose', player: 'alice', choice: 'mr' });
    expect(game.view.players['alice']?.manaPool).toMatchObject({ G: 6 });
  });
});

import { given, tapFor } from '../testing/card-spec';

describe('Mind Stone', () => {
  it('taps for {C}', () => {
    const game = given({ battlefield: [{ id: 'ms', card: 'Mind Stone', controller: 'alice' }] });
    game.when(tapFor('ms')).thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', source: 'ms', mana: { C: 1 } } }]);
  });

  it('is sacrificed as a cost, and its controller draws when ms/2 resolves', () => {
    let game = given({ battlefield: [{ id: 'ms', card: 'Mind Stone', controller: 'alice' }, { id: 'w1', card: 'Wastes', controller: 'alice' }], libraries: { alice: 1 } }).after(tapFor('w1'), tapFor('ms', 1));
    expect(game.view).toMatchObject({ stack: [{ id: 'ms/2' }], players: { alice: { graveyard: ['ms'] } } });
    game = game.after({ do: 'resolve' });
    expect(game.view.players['alice']?.hand).toEqual(['alice-lib-1']);
  });
});

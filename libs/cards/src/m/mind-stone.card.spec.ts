import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { mindStone } from './mind-stone.card';

describe('Mind Stone', () => {
  it('is a {2} Artifact with a mana ability and a sacrifice-to-draw ability', () => {
    expectDefinition(mindStone, {
      manaCost: '{2}', types: ['Artifact'], oracle: ['{T}: Add {C}.', '{1}, {T}, Sacrifice Mind Stone: Draw a card.'], abilities: [[1, 'mana'], [2, 'activated']],
    });
  });

  it('taps for {C}', () => {
    const game = cardGame({ battlefield: [{ id: 'ms', card: 'Mind Stone', controller: 'alice' }] });
    expect(game.act(tapFor('ms'))).toContainEqual(expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'ms', mana: { C: 1 } } }));
  });

  it('is sacrificed as a cost, and its controller draws when ms/2 resolves', () => {
    const game = cardGame({ battlefield: [{ id: 'ms', card: 'Mind Stone', controller: 'alice' }, { id: 'w1', card: 'Wastes', controller: 'alice' }], libraries: { alice: 1 } });
    game.act(tapFor('w1'), tapFor('ms', 1));
    expect(game.view).toMatchObject({ stack: [{ id: 'ms/2' }], players: { alice: { graveyard: ['ms'] } } });
    game.act({ do: 'resolve' });
    expect(game.view.players['alice']?.hand).toEqual(['alice-lib-1']);
  });
});

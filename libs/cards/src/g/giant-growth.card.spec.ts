import { attack, block, cast, given, tapFor } from '../testing/card-spec';

describe('Giant Growth', () => {
  it('gives the target creature +3/+3 (613.4c) until the cleanup step of the turn (514.2)', () => {
    let game = given({
      battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }],
      hands: { alice: [{ id: 'gg', card: 'Giant Growth' }] },
    }).after(tapFor('f1'), cast('gg', ['gb']), { do: 'resolve' });
    expect(game.view.battlefield['gb']).toMatchObject({ power: 5, toughness: 5 });
    expect(game.view.players['alice']?.graveyard).toEqual(['gg']);
    game = game.after({ do: 'nextTurn' });
    expect(game.view.battlefield['gb']).toMatchObject({ power: 2, toughness: 2 });
  });

  it('counts in the combat damage the creature deals and survives (510.1a)', () => {
    const game = given({
      battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }, { id: 'gs', card: 'Giant Spider', controller: 'bob' }],
      hands: { alice: [{ id: 'gg', card: 'Giant Growth' }] },
    }).after(attack({ gb: 'bob' }), block({ gs: 'gb' }), tapFor('f1'), cast('gg', ['gb']), { do: 'resolve' }, { do: 'nextStep' });
    expect(game.view.players['bob']?.graveyard).toEqual(['gs']);
    expect(game.view.battlefield['gb']).toMatchObject({ damage: 2, power: 5, toughness: 5 });
  });
});

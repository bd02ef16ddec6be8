import { given, tapFor } from '../testing/card-spec';

describe('Wild Growth', () => {
  it('is cast targeting a land, enters attached to it, and makes it tap for an extra {G}', () => {
    let game = given({ battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'w1', card: 'Wastes', controller: 'alice' }], hands: { alice: [{ id: 'wg', card: 'Wild Growth' }] } }).after(tapFor('f1'), { do: 'cast', player: 'alice', card: 'wg', targets: ['w1'] }, { do: 'resolve' });
    expect(game.view.battlefield['wg']).toMatchObject({ attachedTo: 'w1' });
    game = game.after(tapFor('w1'));
    expect(game.view.players['alice']?.manaPool).toMatchObject({ C: 1, G: 1 });
  });
});

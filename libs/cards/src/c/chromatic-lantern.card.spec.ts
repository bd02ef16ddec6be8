import { given, tapFor } from '../testing/card-spec';

describe('Chromatic Lantern', () => {
  it('gives its controller\'s lands a second activated ability, after the printed one', () => {
    let game = given({ battlefield: [{ id: 'w1', card: 'Wastes', controller: 'alice' }, { id: 'cl', card: 'Chromatic Lantern', controller: 'alice' }, { id: 'w2', card: 'Wastes', controller: 'bob' }] });
    game.when(tapFor('w2', 1, 'bob')).thenRejected('602.1');
    game.when(tapFor('w1', 1)).thenIncludes([{ type: 'AbilityActivated', data: { ability: 1, grantedBy: 'cl' } }]);
    game = game.after(tapFor('w1', 1), { do: 'choose', player: 'alice', choice: 'R' });
    expect(game.view.players['alice']?.manaPool).toMatchObject({ R: 1, C: 0 });
  });

  it('taps itself for one mana of any color', () => {
    const game = given({ battlefield: [{ id: 'cl', card: 'Chromatic Lantern', controller: 'alice' }] }).after(tapFor('cl'));
    expect(game.view.pendingChoice).toMatchObject({ kind: 'manaType', options: ['W', 'U', 'B', 'R', 'G'] });
  });
});

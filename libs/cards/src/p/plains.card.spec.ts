import { given, tapFor } from '../testing/card-spec';

describe('Plains', () => {
  it('taps for {W}', () => {
    const game = given({ battlefield: [{ id: 'l1', card: 'Plains', controller: 'alice' }] });
    game.when(tapFor('l1')).thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', source: 'l1', mana: { W: 1 } } }]).thenView({ battlefield: { l1: { tapped: true } } });
  });
});

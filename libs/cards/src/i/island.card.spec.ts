import { given, tapFor } from '../testing/card-spec';

describe('Island', () => {
  it('taps for {U}', () => {
    const game = given({ battlefield: [{ id: 'l1', card: 'Island', controller: 'alice' }] });
    game.when(tapFor('l1')).thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', source: 'l1', mana: { U: 1 } } }]).thenView({ battlefield: { l1: { tapped: true } } });
  });
});

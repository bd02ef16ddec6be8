import { given, tapFor } from '../testing/card-spec';

describe('Swamp', () => {
  it('taps for {B}', () => {
    const game = given({ battlefield: [{ id: 'l1', card: 'Swamp', controller: 'alice' }] });
    game.when(tapFor('l1')).thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', source: 'l1', mana: { B: 1 } } }]).thenView({ battlefield: { l1: { tapped: true } } });
  });
});

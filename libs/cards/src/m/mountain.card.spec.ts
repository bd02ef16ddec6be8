import { given, tapFor } from '../testing/card-spec';

describe('Mountain', () => {
  it('taps for {R}', () => {
    const game = given({ battlefield: [{ id: 'l1', card: 'Mountain', controller: 'alice' }] });
    game.when(tapFor('l1')).thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', source: 'l1', mana: { R: 1 } } }]).thenView({ battlefield: { l1: { tapped: true } } });
  });
});

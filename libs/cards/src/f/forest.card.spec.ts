import { given, tapFor } from '../testing/card-spec';

describe('Forest', () => {
  it('taps for {G}', () => {
    const game = given({ battlefield: [{ id: 'l1', card: 'Forest', controller: 'alice' }] });
    game.when(tapFor('l1')).thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', source: 'l1', mana: { G: 1 } } }]).thenView({ battlefield: { l1: { tapped: true } } });
  });
});

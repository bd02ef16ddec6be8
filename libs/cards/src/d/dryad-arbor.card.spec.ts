import { given, tapFor } from '../testing/card-spec';

describe('Dryad Arbor', () => {
  it('is played, not cast (305.9), and is summoning sick the turn it is played (302.6)', () => {
    let game = given({ hands: { alice: [{ id: 'da', card: 'Dryad Arbor' }] } });
    game.when({ do: 'cast', player: 'alice', card: 'da' }).thenRejected('305.9');
    game = game.after({ do: 'play', player: 'alice', card: 'da' });
    game.when(tapFor('da')).thenRejected('302.6');
  });

  it('taps for {G} once under control since its controller\'s turn began', () => {
    const game = given({ turn: 3, battlefield: [{ id: 'da', card: 'Dryad Arbor', controller: 'alice' }] });
    game.when(tapFor('da')).thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', source: 'da', mana: { G: 1 } } }]);
  });
});

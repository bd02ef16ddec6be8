import { given, tapFor } from '../testing/card-spec';

describe('Llanowar Elves', () => {
  it('refuses {T} the turn it came under its controller\'s control (302.6)', () => {
    const game = given({ battlefield: [{ id: 'elves', card: 'Llanowar Elves', controller: 'alice', newThisTurn: true }] });
    game.when(tapFor('elves')).thenRejected('302.6');
  });

  it('taps for {G} on a later turn', () => {
    const game = given({ turn: 3, battlefield: [{ id: 'elves', card: 'Llanowar Elves', controller: 'alice' }] });
    game.when(tapFor('elves')).thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', source: 'elves', mana: { G: 1 } } }]);
  });
});

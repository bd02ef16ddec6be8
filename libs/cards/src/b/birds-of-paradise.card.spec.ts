import { given, tapFor } from '../testing/card-spec';

describe('Birds of Paradise', () => {
  it('offers the five colors, never {C} (105.4)', () => {
    const game = given({ turn: 3, battlefield: [{ id: 'bop', card: 'Birds of Paradise', controller: 'alice' }] }).after(tapFor('bop'));
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'manaType', options: ['W', 'U', 'B', 'R', 'G'] });
    game.when({ do: 'choose', player: 'alice', choice: 'U' }).thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', source: 'bop', mana: { U: 1 } } }]);
  });

  it('cannot tap the turn it came under its controller\'s control (302.6)', () => {
    const game = given({ battlefield: [{ id: 'bop', card: 'Birds of Paradise', controller: 'alice', newThisTurn: true }] });
    game.when(tapFor('bop')).thenRejected('302.6');
  });
});

import { given, tapFor } from '../testing/card-spec';

describe('Vernal Bloom', () => {
  it('adds {G} when any Forest is tapped for mana, Dryad Arbor included, and not for other lands', () => {
    const game = given({
      turn: 3,
      battlefield: [{ id: 'vb', card: 'Vernal Bloom', controller: 'bob' }, { id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'da', card: 'Dryad Arbor', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'alice' }],
    }).after(tapFor('f1'), tapFor('da'), tapFor('i1'));
    expect(game.view).toMatchObject({ stack: [], players: { alice: { manaPool: { G: 4, U: 1 } } } });
  });
});

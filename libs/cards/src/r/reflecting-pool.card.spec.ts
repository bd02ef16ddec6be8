import { given, tapFor } from '../testing/card-spec';

describe('Reflecting Pool', () => {
  it('offers the types of its controller\'s other lands (106.7)', () => {
    const game = given({ battlefield: [{ id: 'rp', card: 'Reflecting Pool', controller: 'alice' }, { id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'alice', tapped: true }] }).after(tapFor('rp'));
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'manaType', options: ['U', 'G'] });
  });

  it('alone, or with only another Reflecting Pool, makes no mana but stays tapped (106.5)', () => {
    const game = given({ battlefield: [{ id: 'rp', card: 'Reflecting Pool', controller: 'alice' }, { id: 'rp2', card: 'Reflecting Pool', controller: 'alice' }] });
    game.when(tapFor('rp')).then([{ type: 'AbilityActivated' }, { type: 'PermanentTapped' }, { type: 'ManaNotProduced' }]);
  });
});

import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { reflectingPool } from './reflecting-pool.card';

describe('Reflecting Pool', () => {
  it('is a Land that taps for a type its controller\'s lands could produce', () => {
    expectDefinition(reflectingPool, { types: ['Land'], oracle: ['{T}: Add one mana of any type that a land you control could produce.'], abilities: [[1, 'mana']] });
  });

  it('offers the types of its controller\'s other lands (106.7)', () => {
    const game = cardGame({ battlefield: [{ id: 'rp', card: 'Reflecting Pool', controller: 'alice' }, { id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'alice', tapped: true }] });
    game.act(tapFor('rp'));
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'manaType', options: ['U', 'G'] });
  });

  it('alone, or with only another Reflecting Pool, makes no mana but stays tapped (106.5)', () => {
    const game = cardGame({ battlefield: [{ id: 'rp', card: 'Reflecting Pool', controller: 'alice' }, { id: 'rp2', card: 'Reflecting Pool', controller: 'alice' }] });
    expect(game.act(tapFor('rp')).map((e) => e.type)).toEqual(['AbilityActivated', 'PermanentTapped', 'ManaNotProduced']);
  });
});

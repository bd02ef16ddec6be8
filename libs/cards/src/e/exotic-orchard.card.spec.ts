import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { exoticOrchard } from './exotic-orchard.card';

describe('Exotic Orchard', () => {
  it('is a Land that taps for a color an opponent\'s land could produce', () => {
    expectDefinition(exoticOrchard, { types: ['Land'], oracle: ['{T}: Add one mana of any color that a land an opponent controls could produce.'], abilities: [[1, 'mana']] });
  });

  it('makes the one color an opponent\'s lands could produce, without asking', () => {
    const game = cardGame({ battlefield: [{ id: 'eo', card: 'Exotic Orchard', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'bob', tapped: true }, { id: 'f1', card: 'Forest', controller: 'alice' }] });
    expect(game.act(tapFor('eo'))).toContainEqual(expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'eo', mana: { U: 1 } } }));
  });

  it('makes nothing from an opponent\'s {C} land or from another Exotic Orchard (106.7)', () => {
    const game = cardGame({ battlefield: [{ id: 'eo', card: 'Exotic Orchard', controller: 'alice' }, { id: 'w1', card: 'Wastes', controller: 'bob' }, { id: 'eo2', card: 'Exotic Orchard', controller: 'bob' }] });
    expect(game.act(tapFor('eo')).map((e) => e.type)).toContain('ManaNotProduced');
  });
});

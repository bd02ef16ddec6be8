import { given, tapFor } from '../testing/card-spec';

describe('Exotic Orchard', () => {
  it('makes the one color an opponent\'s lands could produce, without asking', () => {
    const game = given({ battlefield: [{ id: 'eo', card: 'Exotic Orchard', controller: 'alice' }, { id: 'i1', card: 'Island', controller: 'bob', tapped: true }, { id: 'f1', card: 'Forest', controller: 'alice' }] });
    game.when(tapFor('eo')).thenIncludes([{ type: 'ManaAdded', data: { player: 'alice', source: 'eo', mana: { U: 1 } } }]);
  });

  it('makes nothing from an opponent\'s {C} land or from another Exotic Orchard (106.7)', () => {
    const game = given({ battlefield: [{ id: 'eo', card: 'Exotic Orchard', controller: 'alice' }, { id: 'w1', card: 'Wastes', controller: 'bob' }, { id: 'eo2', card: 'Exotic Orchard', controller: 'bob' }] });
    game.when(tapFor('eo')).thenIncludes([{ type: 'ManaNotProduced' }]);
  });
});

import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { nagaVitalist } from './naga-vitalist.card';

describe('Naga Vitalist', () => {
  it('is a {1}{G} 1/2 Creature — Snake Druid with a Reflecting Pool-like mana ability', () => {
    expectDefinition(nagaVitalist, {
      manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Snake', 'Druid'], colors: ['G'], power: 1, toughness: 2,
      oracle: ['{T}: Add one mana of any type that a land you control could produce.'], abilities: [[1, 'mana']],
    });
  });

  it('offers every type, colorless included, that its controller\'s lands could produce', () => {
    const game = cardGame({ turn: 3, battlefield: [{ id: 'nv', card: 'Naga Vitalist', controller: 'alice' }, { id: 's1', card: 'Swamp', controller: 'alice' }, { id: 'w1', card: 'Wastes', controller: 'alice' }, { id: 'f2', card: 'Forest', controller: 'bob' }] });
    game.act(tapFor('nv'));
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'manaType', options: ['B', 'C'] });
  });
});

import { attack, block, cardGame, expectDefinition } from '../testing/card-spec';
import { giantSpider } from './giant-spider.card';

describe('Giant Spider', () => {
  it('is a {3}{G} 2/4 Creature — Spider with reach', () => {
    expectDefinition(giantSpider, {
      manaCost: '{3}{G}', types: ['Creature'], subtypes: ['Spider'], colors: ['G'], power: 2, toughness: 4, oracle: ['Reach'], abilities: [[1, 'keyword']],
    });
    expect(cardGame({ battlefield: [{ id: 'gs', card: 'Giant Spider', controller: 'alice' }] }).view.battlefield['gs']?.keywords).toEqual(['reach']);
  });

  it('can block a creature with flying (702.17b)', () => {
    const game = cardGame({ battlefield: [{ id: 'sa', card: 'Serra Angel', controller: 'alice' }, { id: 'gs', card: 'Giant Spider', controller: 'bob' }] });
    game.act(attack({ sa: 'bob' }), block({ gs: 'sa' }));
    expect(game.view.battlefield['gs']).toMatchObject({ blocking: true });
    game.act({ do: 'nextStep' });
    expect(game.view.players['bob']).toMatchObject({ life: 20, graveyard: ['gs'] });
    expect(game.view.battlefield['sa']).toMatchObject({ damage: 2 });
  });
});

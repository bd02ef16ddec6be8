import { attack, block, given } from '../testing/card-spec';

describe('Giant Spider', () => {
  it('has reach on the battlefield (the GameView lists its keywords)', () => {
    expect(given({ battlefield: [{ id: 'gs', card: 'Giant Spider', controller: 'alice' }] }).view.battlefield['gs']?.keywords).toEqual(['reach']);
  });

  it('can block a creature with flying (702.17b)', () => {
    let game = given({ battlefield: [{ id: 'sa', card: 'Serra Angel', controller: 'alice' }, { id: 'gs', card: 'Giant Spider', controller: 'bob' }] }).after(attack({ sa: 'bob' }), block({ gs: 'sa' }));
    expect(game.view.battlefield['gs']).toMatchObject({ blocking: true });
    game = game.after({ do: 'nextStep' });
    expect(game.view.players['bob']).toMatchObject({ life: 20, graveyard: ['gs'] });
    expect(game.view.battlefield['sa']).toMatchObject({ damage: 2 });
  });
});

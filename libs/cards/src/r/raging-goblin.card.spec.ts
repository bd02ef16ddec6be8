import { attack, cardGame, cast, expectDefinition, tapFor } from '../testing/card-spec';
import { ragingGoblin } from './raging-goblin.card';

describe('Raging Goblin', () => {
  it('is an {R} 1/1 Creature — Goblin Berserker with haste', () => {
    expectDefinition(ragingGoblin, {
      manaCost: '{R}', types: ['Creature'], subtypes: ['Goblin', 'Berserker'], colors: ['R'], power: 1, toughness: 1, oracle: ['Haste'], abilities: [[1, 'keyword']],
    });
    expect(cardGame({ battlefield: [{ id: 'rg', card: 'Raging Goblin', controller: 'alice' }] }).view.battlefield['rg']?.keywords).toEqual(['haste']);
  });

  it('attacks the turn it comes under its controller\'s control (702.10b)', () => {
    const game = cardGame({ battlefield: [{ id: 'm1', card: 'Mountain', controller: 'alice' }], hands: { alice: [{ id: 'rg', card: 'Raging Goblin' }] } });
    game.act(tapFor('m1'), cast('rg'), { do: 'resolve' }, attack({ rg: 'bob' }));
    expect(game.view.battlefield['rg']).toMatchObject({ attacking: true, tapped: true });
    game.act({ do: 'nextStep' }, { do: 'nextStep' });
    expect(game.view.players['bob']?.life).toBe(19);
  });
});

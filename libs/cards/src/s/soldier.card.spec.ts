import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { soldier } from './soldier.card';

describe('Soldier (token)', () => {
  it('is a white 1/1 Creature — Soldier token with no abilities', () => {
    expectDefinition(soldier, { types: ['Creature'], subtypes: ['Soldier'], colors: ['W'], power: 1, toughness: 1, token: true, oracle: [''], abilities: [] });
  });

  it('is what Yes Man\'s Wild Card creates, tapped, for its owner', () => {
    const game = cardGame({
      players: ['alice', 'bob', 'carol'],
      battlefield: [{ id: 'ym', card: 'Yes Man, Personal Securitron', owner: 'alice', controller: 'bob', counters: { quest: 1 }, damage: 2 }, { id: 'w1', card: 'Wastes', controller: 'alice' }],
    });
    game.act(tapFor('w1'), { do: 'resolve' });
    expect(game.view.battlefield['ym-token-1']).toMatchObject({ card: 'Soldier', owner: 'alice', controller: 'alice', tapped: true, token: true, power: 1, toughness: 1 });
  });
});

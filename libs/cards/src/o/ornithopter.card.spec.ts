import { cardGame, expectDefinition } from '../testing/card-spec';
import { ornithopter } from './ornithopter.card';

describe('Ornithopter (token)', () => {
  it('is a colorless 0/2 Artifact Creature — Thopter token with Flying', () => {
    expectDefinition(ornithopter, { types: ['Artifact', 'Creature'], subtypes: ['Thopter'], power: 0, toughness: 2, token: true, oracle: ['Flying'], abilities: [[1, 'keyword']] });
  });

  it('is what Yotia Declares War\'s chapter I creates', () => {
    const game = cardGame({ step: 'draw', battlefield: [{ id: 'yd', card: 'Yotia Declares War', controller: 'alice' }] });
    game.act({ do: 'nextStep' }, { do: 'resolve' });
    expect(game.view.battlefield['yd-token-1']).toMatchObject({ card: 'Ornithopter', token: true, power: 0, toughness: 2, manaValue: 0 });
  });

  it('ceases to exist when it leaves the battlefield (111.7)', () => {
    const game = cardGame({ players: ['alice', 'bob', 'carol'], battlefield: [{ id: 't1', card: 'Ornithopter', controller: 'bob', token: true }] });
    game.act({ do: 'concede', player: 'bob' });
    expect(game.view.battlefield['t1']).toBeUndefined();
    expect(game.view.players['bob']?.exile).toEqual([]);
  });
});

import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { thopter } from './thopter.card';

describe('Thopter (token)', () => {
  it('is a colorless 1/1 Artifact Creature — Thopter token with Flying', () => {
    expectDefinition(thopter, { types: ['Artifact', 'Creature'], subtypes: ['Thopter'], power: 1, toughness: 1, token: true, oracle: ['Flying'], abilities: [[1, 'keyword']] });
  });

  it('is what Hangarback Walker leaves when it dies', () => {
    const game = cardGame({ battlefield: [{ id: 'hw', card: 'Hangarback Walker', controller: 'alice', counters: { '+1/+1': 1 }, damage: 1 }, { id: 'w1', card: 'Wastes', controller: 'alice' }] });
    game.act(tapFor('w1'), { do: 'resolve' });
    expect(game.view.battlefield['hw-token-1']).toMatchObject({ card: 'Thopter', controller: 'alice', token: true, tapped: false, power: 1, toughness: 1 });
  });
});

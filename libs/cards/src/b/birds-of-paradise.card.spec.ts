import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { birdsOfParadise } from './birds-of-paradise.card';

describe('Birds of Paradise', () => {
  it('is a {G} 0/1 Creature — Bird with Flying and "{T}: Add one mana of any color."', () => {
    expectDefinition(birdsOfParadise, {
      manaCost: '{G}', types: ['Creature'], subtypes: ['Bird'], colors: ['G'], power: 0, toughness: 1,
      oracle: ['Flying', '{T}: Add one mana of any color.'], abilities: [[1, 'keyword'], [2, 'mana']],
    });
  });

  it('offers the five colors, never {C} (105.4)', () => {
    const game = cardGame({ turn: 3, battlefield: [{ id: 'bop', card: 'Birds of Paradise', controller: 'alice' }] });
    game.act(tapFor('bop'));
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'manaType', options: ['W', 'U', 'B', 'R', 'G'] });
    expect(game.act({ do: 'choose', player: 'alice', choice: 'U' })).toContainEqual(expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'bop', mana: { U: 1 } } }));
  });

  it('cannot tap the turn it came under its controller\'s control (302.6)', () => {
    const game = cardGame({ battlefield: [{ id: 'bop', card: 'Birds of Paradise', controller: 'alice', newThisTurn: true }] });
    expect(game.refusal(tapFor('bop'))).toBe('302.6');
  });
});

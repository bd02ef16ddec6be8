import { cardGame, expectDefinition, tapFor } from '../testing/card-spec';
import { llanowarElves } from './llanowar-elves.card';

describe('Llanowar Elves', () => {
  it('is a {G} 1/1 Creature — Elf Druid with "{T}: Add {G}."', () => {
    expectDefinition(llanowarElves, {
      manaCost: '{G}', types: ['Creature'], subtypes: ['Elf', 'Druid'], colors: ['G'], power: 1, toughness: 1, oracle: ['{T}: Add {G}.'], abilities: [[1, 'mana']],
    });
  });

  it('refuses {T} the turn it came under its controller\'s control (302.6)', () => {
    const game = cardGame({ battlefield: [{ id: 'elves', card: 'Llanowar Elves', controller: 'alice', newThisTurn: true }] });
    expect(game.refusal(tapFor('elves'))).toBe('302.6');
  });

  it('taps for {G} on a later turn', () => {
    const game = cardGame({ turn: 3, battlefield: [{ id: 'elves', card: 'Llanowar Elves', controller: 'alice' }] });
    expect(game.act(tapFor('elves'))).toContainEqual(expect.objectContaining({ type: 'ManaAdded', data: { player: 'alice', source: 'elves', mana: { G: 1 } } }));
  });
});

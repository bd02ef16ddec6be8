import { attack, block, cardGame, expectDefinition } from '../testing/card-spec';
import { boggartBrute } from './boggart-brute.card';

describe('Boggart Brute', () => {
  const battlefield = [
    { id: 'bb', card: 'Boggart Brute', controller: 'alice' },
    { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
    { id: 'wo', card: 'Wall of Omens', controller: 'bob' },
  ];

  it('is a {2}{R} 3/2 Creature — Goblin Warrior with menace', () => {
    expectDefinition(boggartBrute, {
      manaCost: '{2}{R}', types: ['Creature'], subtypes: ['Goblin', 'Warrior'], colors: ['R'], power: 3, toughness: 2, oracle: ['Menace'], abilities: [[1, 'keyword']],
    });
    expect(cardGame({ battlefield: [{ id: 'bb', card: 'Boggart Brute', controller: 'alice' }] }).view.battlefield['bb']?.keywords).toEqual(['menace']);
  });

  it("can't be blocked except by two or more creatures (702.111b)", () => {
    const game = cardGame({ battlefield });
    game.act(attack({ bb: 'bob' }));
    expect(game.refusal(block({ gb: 'bb' }))).toBe('702.111b');
    expect(game.view.combat?.blockers).toEqual({});
  });

  it('can be blocked by two creatures (702.111b)', () => {
    const game = cardGame({ battlefield });
    game.act(attack({ bb: 'bob' }), block({ gb: 'bb', wo: 'bb' }));
    expect(game.view.combat?.attackers['bb']).toEqual({ defending: 'bob', blockedBy: ['gb', 'wo'], blocked: true });
  });
});

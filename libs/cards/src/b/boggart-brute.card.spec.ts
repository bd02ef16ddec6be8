import { attack, block, given } from '../testing/card-spec';

describe('Boggart Brute', () => {
  const battlefield = [
    { id: 'bb', card: 'Boggart Brute', controller: 'alice' },
    { id: 'gb', card: 'Grizzly Bears', controller: 'bob' },
    { id: 'wo', card: 'Wall of Omens', controller: 'bob' },
  ];

  it('has menace on the battlefield (the GameView lists its keywords)', () => {
    expect(given({ battlefield: [{ id: 'bb', card: 'Boggart Brute', controller: 'alice' }] }).view.battlefield['bb']?.keywords).toEqual(['menace']);
  });

  it("can't be blocked except by two or more creatures (702.111b)", () => {
    const game = given({ battlefield }).after(attack({ bb: 'bob' }));
    game.when(block({ gb: 'bb' })).thenRejected('702.111b');
    expect(game.view.combat?.blockers).toEqual({});
  });

  it('can be blocked by two creatures (702.111b)', () => {
    const game = given({ battlefield }).after(attack({ bb: 'bob' }), block({ gb: 'bb', wo: 'bb' }));
    expect(game.view.combat?.attackers['bb']).toEqual({ defending: 'bob', blockedBy: ['gb', 'wo'], blocked: true });
  });
});

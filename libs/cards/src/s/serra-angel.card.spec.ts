import { attack, block, given } from '../testing/card-spec';

describe('Serra Angel', () => {
  it('has flying and vigilance on the battlefield (the GameView lists its keywords)', () => {
    expect(given({ battlefield: [{ id: 'sa', card: 'Serra Angel', controller: 'alice' }] }).view.battlefield['sa']?.keywords).toEqual(['flying', 'vigilance']);
  });

  it('attacks without tapping (702.20b)', () => {
    const outcome = given({ battlefield: [{ id: 'sa', card: 'Serra Angel', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }] })
      .when(attack({ sa: 'bob', gb: 'bob' }))
      .thenView({ battlefield: { sa: { attacking: true, tapped: false } } });
    expect(outcome.events.filter((e) => e.type === 'PermanentTapped').map((e) => e.data)).toEqual([{ permanent: 'gb', forCost: false }]);
  });

  it("can't be blocked by a creature with neither flying nor reach (702.9b)", () => {
    const game = given({ battlefield: [{ id: 'sa', card: 'Serra Angel', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }] }).after(attack({ sa: 'bob' }));
    game.when(block({ gb: 'sa' })).thenRejected('702.9b');
  });

  it('can block a creature with flying (702.9b)', () => {
    const game = given({
      activePlayer: 'bob',
      battlefield: [{ id: 'vn', card: 'Vampire Nighthawk', controller: 'bob' }, { id: 'sa', card: 'Serra Angel', controller: 'alice' }],
    }).after(attack({ vn: 'alice' }, 'bob'), block({ sa: 'vn' }, 'alice'));
    expect(game.view.combat).toEqual({ attackers: { vn: { defending: 'alice', blockedBy: ['sa'], blocked: true } }, blockers: { sa: { blocking: ['vn'] } } });
  });
});

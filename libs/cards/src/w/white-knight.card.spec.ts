import { attack, block, cast, given, tapFor } from '../testing/card-spec';

describe('White Knight', () => {
  it('has first strike and protection from black on the battlefield (the GameView lists its keywords)', () => {
    expect(given({ battlefield: [{ id: 'wk', card: 'White Knight', controller: 'alice' }] }).view.battlefield['wk']?.keywords).toEqual(['first strike', 'protection from black']);
  });

  it('deals its combat damage first, so a blocker it destroys deals none (702.7b)', () => {
    const game = given({ battlefield: [{ id: 'wk', card: 'White Knight', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }] }).after(attack({ wk: 'bob' }), block({ gb: 'wk' }));
    const first = game.when({ do: 'nextStep' });
    const second = first.when({ do: 'nextStep' }).thenView({ step: 'combatDamage', battlefield: { wk: { damage: 0 } }, players: { bob: { graveyard: ['gb'] } } });
    expect([...first.events, ...second.events].filter((e) => e.type === 'DamageDealt').map((e) => e.data)).toEqual([{ source: 'wk', target: 'gb', amount: 2, combat: true }]);
  });

  it("can't be blocked by a black creature (702.16f)", () => {
    const game = given({ battlefield: [{ id: 'wk', card: 'White Knight', controller: 'alice' }, { id: 'vn', card: 'Vampire Nighthawk', controller: 'bob' }] }).after(attack({ wk: 'bob' }));
    game.when(block({ vn: 'wk' })).thenRejected('702.16f');
  });

  it("can't be the target of a black spell (702.16b)", () => {
    const game = given({
      battlefield: [
        { id: 'wk', card: 'White Knight', controller: 'alice' },
        { id: 's1', card: 'Swamp', controller: 'bob' }, { id: 's2', card: 'Swamp', controller: 'bob' }, { id: 's3', card: 'Swamp', controller: 'bob' },
      ],
      hands: { bob: [{ id: 'mu', card: 'Murder' }] },
    }).after(tapFor('s1', 0, 'bob'), tapFor('s2', 0, 'bob'), tapFor('s3', 0, 'bob'));
    game.when(cast('mu', ['wk'], 'bob')).thenRejected('702.16b');
  });
});

import { attack, block, cast, given, tapFor } from '../testing/card-spec';

describe('Wall of Omens', () => {
  it('has defender on the battlefield (the GameView lists its keywords)', () => {
    expect(given({ battlefield: [{ id: 'wo', card: 'Wall of Omens', controller: 'alice' }] }).view.battlefield['wo']?.keywords).toEqual(['defender']);
  });

  it('makes its controller draw a card when it enters (603.6a)', () => {
    let game = given({
      battlefield: [{ id: 'p1', card: 'Plains', controller: 'alice' }, { id: 'p2', card: 'Plains', controller: 'alice' }],
      hands: { alice: [{ id: 'wo', card: 'Wall of Omens' }] }, libraries: { alice: 2 },
    }).after(tapFor('p1'), tapFor('p2'), cast('wo'), { do: 'resolve' });
    expect(game.view.stack).toMatchObject([{ id: 'wo/2', kind: 'ability', controller: 'alice' }]);
    game = game.after({ do: 'resolve' });
    expect(game.view.players['alice']).toMatchObject({ hand: ['alice-lib-1'], librarySize: 1 });
  });

  it("can't attack (702.3b)", () => {
    const game = given({ battlefield: [{ id: 'wo', card: 'Wall of Omens', controller: 'alice' }] });
    game.when(attack({ wo: 'bob' })).thenRejected('702.3b');
  });

  it('can block: defender only stops it attacking (702.3b)', () => {
    given({ battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice' }, { id: 'wo', card: 'Wall of Omens', controller: 'bob' }] })
      .after(attack({ gb: 'bob' }), block({ wo: 'gb' }))
      .when({ do: 'nextStep' })
      .thenView({ battlefield: { wo: { damage: 2, blocking: true } }, players: { bob: { life: 20 } } })
      .thenNone([{ type: 'DamageDealt', data: { source: 'wo' } }]); // 0 power assigns no damage (510.1a)
  });
});

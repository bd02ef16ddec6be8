import { attack, cast, given, tapFor } from '../testing/card-spec';

describe('Grizzly Bears', () => {
  it('deals combat damage equal to its power to the player it attacks when unblocked (510.1a, 510.1b)', () => {
    const game = given({ battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice' }] }).after(attack({ gb: 'bob' }), { do: 'nextStep' }, { do: 'nextStep' });
    expect(game.view.step).toBe('combatDamage');
    expect(game.view.players['bob']?.life).toBe(18);
  });

  it("can't attack the turn it comes under its controller's control, having no haste (302.6)", () => {
    const game = given({
      battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'f2', card: 'Forest', controller: 'alice' }],
      hands: { alice: [{ id: 'gb', card: 'Grizzly Bears' }] },
    }).after(tapFor('f1'), tapFor('f2'), cast('gb'), { do: 'resolve' });
    expect(game.view.battlefield['gb']).toMatchObject({ controller: 'alice', power: 2, toughness: 2 });
    game.when(attack({ gb: 'bob' })).thenRejected('302.6');
  });
});

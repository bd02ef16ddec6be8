import { attack, block, given } from '../testing/card-spec';

describe('Vampire Nighthawk', () => {
  it('has flying, deathtouch and lifelink on the battlefield (the GameView lists its keywords)', () => {
    expect(given({ battlefield: [{ id: 'vn', card: 'Vampire Nighthawk', controller: 'alice' }] }).view.battlefield['vn']?.keywords).toEqual(['flying', 'deathtouch', 'lifelink']);
  });

  it('makes its controller gain as much life as the damage it deals to a player (702.15b)', () => {
    given({ battlefield: [{ id: 'vn', card: 'Vampire Nighthawk', controller: 'alice' }] })
      .after(attack({ vn: 'bob' }), { do: 'nextStep' })
      .when({ do: 'nextStep' })
      .thenIncludes([
        { type: 'DamageDealt', data: { source: 'vn', target: 'bob', amount: 2, combat: true } },
        { type: 'LifeGained', data: { player: 'alice', amount: 2, source: 'vn' } },
      ])
      .thenView({ players: { alice: { life: 22 }, bob: { life: 18 } } });
  });

  it('destroys a blocker with greater toughness that it deals damage to (702.2b, 704.5h), gaining that much life (702.15b)', () => {
    given({ battlefield: [{ id: 'vn', card: 'Vampire Nighthawk', controller: 'alice' }, { id: 'gs', card: 'Giant Spider', controller: 'bob' }] })
      .after(attack({ vn: 'bob' }), block({ gs: 'vn' }))
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'gs', to: 'graveyard' }, metadata: { rule: '704.5h' } }])
      .thenView({ players: { alice: { life: 22, graveyard: [] }, bob: { life: 20, graveyard: ['gs'] } }, battlefield: { vn: { damage: 2 } } });
  });

  it("can't be blocked by a creature with neither flying nor reach (702.9b)", () => {
    const game = given({ battlefield: [{ id: 'vn', card: 'Vampire Nighthawk', controller: 'alice' }, { id: 'cd', card: 'Colossal Dreadmaw', controller: 'bob' }] }).after(attack({ vn: 'bob' }));
    game.when(block({ cd: 'vn' })).thenRejected('702.9b');
  });

  it('destroys each of two blockers it deals 1 damage to (704.5h)', () => {
    let game = given({
      battlefield: [{ id: 'vn', card: 'Vampire Nighthawk', controller: 'alice' }, { id: 'gs', card: 'Giant Spider', controller: 'bob' }, { id: 'sa', card: 'Serra Angel', controller: 'bob' }],
    }).after(attack({ vn: 'bob' }), block({ gs: 'vn', sa: 'vn' }), { do: 'nextStep' });
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'combatDamage', options: ['gs', 'sa'], attacker: 'vn' });
    game = game.after({ do: 'choose', player: 'alice', choice: { gs: 1, sa: 1 } });
    expect(game.view.players).toMatchObject({ alice: { life: 22, graveyard: ['vn'] }, bob: { graveyard: ['gs', 'sa'] } });
  });
});

import { attack, block, cardGame, expectDefinition, typesAndData } from '../testing/card-spec';
import { vampireNighthawk } from './vampire-nighthawk.card';

describe('Vampire Nighthawk', () => {
  it('is a {1}{B}{B} 2/3 Creature — Vampire Shaman with flying, deathtouch and lifelink', () => {
    expectDefinition(vampireNighthawk, {
      manaCost: '{1}{B}{B}', types: ['Creature'], subtypes: ['Vampire', 'Shaman'], colors: ['B'], power: 2, toughness: 3,
      oracle: ['Flying, deathtouch, lifelink'], abilities: [[1, 'keyword'], [1, 'keyword'], [1, 'keyword']],
    });
    expect(cardGame({ battlefield: [{ id: 'vn', card: 'Vampire Nighthawk', controller: 'alice' }] }).view.battlefield['vn']?.keywords).toEqual(['flying', 'deathtouch', 'lifelink']);
  });

  it('makes its controller gain as much life as the damage it deals to a player (702.15b)', () => {
    const game = cardGame({ battlefield: [{ id: 'vn', card: 'Vampire Nighthawk', controller: 'alice' }] });
    const events = game.actAll(attack({ vn: 'bob' }), { do: 'nextStep' }, { do: 'nextStep' });
    expect(typesAndData(events)).toEqual(expect.arrayContaining([
      { type: 'DamageDealt', data: { source: 'vn', target: 'bob', amount: 2, combat: true } },
      { type: 'LifeGained', data: { player: 'alice', amount: 2, source: 'vn' } },
    ]));
    expect(game.view.players).toMatchObject({ alice: { life: 22 }, bob: { life: 18 } });
  });

  it('destroys a blocker with greater toughness that it deals damage to (702.2b, 704.5h), gaining that much life (702.15b)', () => {
    const game = cardGame({ battlefield: [{ id: 'vn', card: 'Vampire Nighthawk', controller: 'alice' }, { id: 'gs', card: 'Giant Spider', controller: 'bob' }] });
    const events = game.actAll(attack({ vn: 'bob' }), block({ gs: 'vn' }), { do: 'nextStep' });
    expect(events.find((e) => e.type === 'PermanentLeftBattlefield')).toMatchObject({ data: { permanent: 'gs', to: 'graveyard' }, metadata: { rule: '704.5h' } });
    expect(game.view.players).toMatchObject({ alice: { life: 22, graveyard: [] }, bob: { life: 20, graveyard: ['gs'] } });
    expect(game.view.battlefield['vn']).toMatchObject({ damage: 2 });
  });

  it("can't be blocked by a creature with neither flying nor reach (702.9b)", () => {
    const game = cardGame({ battlefield: [{ id: 'vn', card: 'Vampire Nighthawk', controller: 'alice' }, { id: 'cd', card: 'Colossal Dreadmaw', controller: 'bob' }] });
    game.act(attack({ vn: 'bob' }));
    expect(game.refusal(block({ cd: 'vn' }))).toBe('702.9b');
  });

  it('destroys each of two blockers it deals 1 damage to (704.5h)', () => {
    const game = cardGame({
      battlefield: [{ id: 'vn', card: 'Vampire Nighthawk', controller: 'alice' }, { id: 'gs', card: 'Giant Spider', controller: 'bob' }, { id: 'sa', card: 'Serra Angel', controller: 'bob' }],
    });
    game.act(attack({ vn: 'bob' }), block({ gs: 'vn', sa: 'vn' }), { do: 'nextStep' });
    expect(game.view.pendingChoice).toEqual({ player: 'alice', kind: 'combatDamage', options: ['gs', 'sa'], attacker: 'vn' });
    game.act({ do: 'choose', player: 'alice', choice: { gs: 1, sa: 1 } });
    expect(game.view.players).toMatchObject({ alice: { life: 22, graveyard: ['vn'] }, bob: { graveyard: ['gs', 'sa'] } });
  });
});

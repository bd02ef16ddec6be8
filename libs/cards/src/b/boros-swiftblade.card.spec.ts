import { attack, block, cardGame, expectDefinition, typesAndData } from '../testing/card-spec';
import { borosSwiftblade } from './boros-swiftblade.card';

describe('Boros Swiftblade', () => {
  it('is an {R}{W} 1/2 Creature — Human Soldier with double strike', () => {
    expectDefinition(borosSwiftblade, {
      manaCost: '{R}{W}', types: ['Creature'], subtypes: ['Human', 'Soldier'], colors: ['R', 'W'], power: 1, toughness: 2,
      oracle: ['Double strike'], abilities: [[1, 'keyword']],
    });
    expect(cardGame({ battlefield: [{ id: 'bs', card: 'Boros Swiftblade', controller: 'alice' }] }).view.battlefield['bs']?.keywords).toEqual(['double strike']);
  });

  it('deals combat damage in the first-strike damage step and again in the regular one (702.4b)', () => {
    const game = cardGame({ battlefield: [{ id: 'bs', card: 'Boros Swiftblade', controller: 'alice' }] });
    game.act(attack({ bs: 'bob' }), { do: 'nextStep' });
    const first = game.act({ do: 'nextStep' });
    expect(game.view.step).toBe('firstStrikeDamage');
    expect(typesAndData(first)).toContainEqual({ type: 'DamageDealt', data: { source: 'bs', target: 'bob', amount: 1, combat: true } });
    const second = game.act({ do: 'nextStep' });
    expect(game.view.step).toBe('combatDamage');
    expect(typesAndData(second)).toContainEqual({ type: 'DamageDealt', data: { source: 'bs', target: 'bob', amount: 1, combat: true } });
    expect(game.view.players['bob']?.life).toBe(18);
  });

  it('deals damage to its blocker in both steps, while the blocker deals damage only in the regular step (702.4b)', () => {
    const game = cardGame({ battlefield: [{ id: 'bs', card: 'Boros Swiftblade', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }] });
    game.act(attack({ bs: 'bob' }), block({ gb: 'bs' }));
    const first = game.act({ do: 'nextStep' });
    expect(typesAndData(first.filter((e) => e.type === 'DamageDealt'))).toEqual([{ type: 'DamageDealt', data: { source: 'bs', target: 'gb', amount: 1, combat: true } }]);
    const second = game.act({ do: 'nextStep' });
    expect(typesAndData(second.filter((e) => e.type === 'DamageDealt'))).toEqual([
      { type: 'DamageDealt', data: { source: 'bs', target: 'gb', amount: 1, combat: true } },
      { type: 'DamageDealt', data: { source: 'gb', target: 'bs', amount: 2, combat: true } },
    ]);
    expect(game.view.players).toMatchObject({ alice: { graveyard: ['bs'] }, bob: { graveyard: ['gb'] } });
  });

  it('assigns no damage in the regular step when its blocker died in the first-strike step (510.1c)', () => {
    const game = cardGame({ battlefield: [{ id: 'bs', card: 'Boros Swiftblade', controller: 'alice' }, { id: 'rg', card: 'Raging Goblin', controller: 'bob' }] });
    game.act(attack({ bs: 'bob' }), block({ rg: 'bs' }), { do: 'nextStep' });
    expect(game.view.players['bob']?.graveyard).toEqual(['rg']);
    const second = game.act({ do: 'nextStep' });
    expect(game.view.step).toBe('combatDamage');
    expect(second.filter((e) => e.type === 'DamageDealt')).toEqual([]);
    expect(game.view.players['bob']?.life).toBe(20);
  });
});

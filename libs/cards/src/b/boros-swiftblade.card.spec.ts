import type { GameEvent } from '@arbiter/rules';
import { attack, block, given } from '../testing/card-spec';

const damage = (events: readonly GameEvent[]): unknown[] => events.filter((e) => e.type === 'DamageDealt').map((e) => e.data);

describe('Boros Swiftblade', () => {
  it('has double strike on the battlefield (the GameView lists its keywords)', () => {
    expect(given({ battlefield: [{ id: 'bs', card: 'Boros Swiftblade', controller: 'alice' }] }).view.battlefield['bs']?.keywords).toEqual(['double strike']);
  });

  it('deals combat damage in the first-strike damage step and again in the regular one (702.4b)', () => {
    given({ battlefield: [{ id: 'bs', card: 'Boros Swiftblade', controller: 'alice' }] })
      .after(attack({ bs: 'bob' }), { do: 'nextStep' })
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'DamageDealt', data: { source: 'bs', target: 'bob', amount: 1, combat: true } }])
      .thenView({ step: 'firstStrikeDamage' })
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'DamageDealt', data: { source: 'bs', target: 'bob', amount: 1, combat: true } }])
      .thenView({ step: 'combatDamage', players: { bob: { life: 18 } } });
  });

  it('deals damage to its blocker in both steps, while the blocker deals damage only in the regular step (702.4b)', () => {
    const game = given({ battlefield: [{ id: 'bs', card: 'Boros Swiftblade', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }] }).after(attack({ bs: 'bob' }), block({ gb: 'bs' }));
    const first = game.when({ do: 'nextStep' });
    expect(damage(first.events)).toEqual([{ source: 'bs', target: 'gb', amount: 1, combat: true }]);
    const second = first.when({ do: 'nextStep' });
    expect(damage(second.events)).toEqual([
      { source: 'bs', target: 'gb', amount: 1, combat: true },
      { source: 'gb', target: 'bs', amount: 2, combat: true },
    ]);
    second.thenView({ players: { alice: { graveyard: ['bs'] }, bob: { graveyard: ['gb'] } } });
  });

  it('assigns no damage in the regular step when its blocker died in the first-strike step (510.1c)', () => {
    const game = given({ battlefield: [{ id: 'bs', card: 'Boros Swiftblade', controller: 'alice' }, { id: 'rg', card: 'Raging Goblin', controller: 'bob' }] }).after(attack({ bs: 'bob' }), block({ rg: 'bs' }), { do: 'nextStep' });
    expect(game.view.players['bob']?.graveyard).toEqual(['rg']);
    const second = game.when({ do: 'nextStep' }).thenView({ step: 'combatDamage', players: { bob: { life: 20 } } });
    expect(damage(second.events)).toEqual([]);
  });
});

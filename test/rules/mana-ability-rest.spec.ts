/**
 * A mana ability that does more than add mana (605.3b): "{T}: Add {W} or {U}. This land deals 1
 * damage to you." The rest is done as the ability resolves, without the stack, before a triggered
 * mana ability it caused resolves (605.4a).
 */
import { createCatalog, defineCard, manaAbility, tap } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const text = '{T}: Add {W} or {U}. Sample Wastes deals 1 damage to you.';
const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({
    name: 'Sample Wastes', types: ['Land'], oracle: text,
    abilities: [{ ...manaAbility(text, [tap()], { kind: 'oneOf', options: ['W', 'U'] }), then: { kind: 'dealDamage', amount: 1, to: 'controller' } }],
  }),
]);
const { given } = deciderSpec(catalog);

describe('a mana ability with more to do after its mana', () => {
  it('adds the mana, then deals the damage to its controller, all at once without the stack', () => {
    given({ battlefield: [{ id: 'sw', card: 'Sample Wastes', controller: 'alice' }] })
      .after({ do: 'activate', player: 'alice', source: 'sw', ability: 0 })
      .when({ do: 'choose', player: 'alice', choice: 'W' })
      .then([
        { type: 'ChoiceMade' },
        { type: 'ManaAdded', data: { player: 'alice', mana: { W: 1 } } },
        { type: 'DamageDealt', data: { source: 'sw', target: 'alice', amount: 1, combat: false } },
      ])
      .thenView({ players: { alice: { life: 19, manaPool: { W: 1 } }, bob: { life: 20 } }, stack: [] });
  });

  it('deals its damage before a triggered mana ability it caused resolves (605.4a)', () => {
    const events = given({ battlefield: [{ id: 'sw', card: 'Sample Wastes', controller: 'alice' }, { id: 'mf', card: 'Mana Flare', controller: 'bob' }] })
      .after({ do: 'activate', player: 'alice', source: 'sw', ability: 0 })
      .when({ do: 'choose', player: 'alice', choice: 'U' })
      .thenView({ players: { alice: { life: 19, manaPool: { U: 2 } } } }).events.map((e) => e.type);
    expect(events.indexOf('DamageDealt')).toBeGreaterThan(events.indexOf('ManaAdded'));
    expect(events.indexOf('DamageDealt')).toBeLessThan(events.indexOf('AbilityTriggered'));
  });
});

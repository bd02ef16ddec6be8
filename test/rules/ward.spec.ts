/**
 * Ward (702.21a): a permanent targeted by a spell or ability an opponent controls counters it
 * unless that player pays the cost — mana from their pool, life they have (119.4), or both.
 */
import { createCatalog, defineCard, tap as tapCost, type TriggeredAbility } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const ward = (text: string, cost: { mana?: string; life?: number }): TriggeredAbility => ({
  kind: 'triggered', text, trigger: { kind: 'selfBecomesTargetOfOpponent' }, effect: { kind: 'counterThatUnlessItsControllerPays', ...cost },
});
const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({ name: 'Sample Warded', manaCost: '{2}', types: ['Creature'], power: 2, toughness: 2, oracle: 'Ward {2}', abilities: [ward('Ward {2}', { mana: '{2}' })] }),
  defineCard({ name: 'Sample Life Ward', manaCost: '{2}', types: ['Creature'], power: 2, toughness: 2, oracle: 'Ward—Pay 3 life.', abilities: [ward('Ward—Pay 3 life.', { life: 3 })] }),
  defineCard({ name: 'Sample Both Ward', manaCost: '{2}', types: ['Creature'], power: 2, toughness: 2, oracle: 'Ward—{1}, Pay 2 life.', abilities: [ward('Ward—{1}, Pay 2 life.', { mana: '{1}', life: 2 })] }),
  defineCard({
    name: 'Sample Pinger', manaCost: '{1}{R}', types: ['Creature'], power: 1, toughness: 1, oracle: '{T}: Sample Pinger deals 1 damage to any target.',
    abilities: [{ kind: 'activated', text: '{T}: Sample Pinger deals 1 damage to any target.', cost: [tapCost()], effect: { kind: 'dealDamage', amount: 1, to: 'target' }, targets: { kind: 'any' } }],
  }),
]);
const { given } = deciderSpec(catalog);

const tap = (id: string): { do: 'activate'; player: string; source: string; ability: number } => ({ do: 'activate', player: 'alice', source: id, ability: 0 });
const mountains = [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'm2', card: 'Mountain', controller: 'alice' }, { id: 'm3', card: 'Mountain', controller: 'alice' }];
const boltAt = (creature: string, controller = 'bob', life = 20): ReturnType<typeof given> =>
  given({ life: { alice: life }, battlefield: [...mountains, { id: 'w', card: creature, controller }], hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }] } })
    .after(tap('m1'), { do: 'cast', player: 'alice', card: 'lb', targets: ['w'] });

describe('ward (702.21a)', () => {
  it("triggers when an opponent's spell targets it, and goes on the stack above the spell", () => {
    given({ battlefield: [...mountains, { id: 'w', card: 'Sample Warded', controller: 'bob' }], hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }] } })
      .after(tap('m1'))
      .when({ do: 'cast', player: 'alice', card: 'lb', targets: ['w'] })
      .thenIncludes([{ type: 'AbilityTriggered', data: { source: 'w', controller: 'bob', context: { stackObject: 'lb', player: 'alice' } }, metadata: { rule: '702.21a' } }])
      .thenView({ stack: [{ id: 'lb' }, { id: 'w/1' }] });
  });

  it("does not trigger on its controller's own spell", () => {
    expect(boltAt('Sample Warded', 'alice').view.stack.map((o) => o.id)).toEqual(['lb']);
  });

  it('counters the spell when its controller declines to pay: the creature is unharmed', () => {
    boltAt('Sample Warded')
      .after({ do: 'resolve' })
      .when({ do: 'choose', player: 'alice', choice: 'decline' })
      .thenIncludes([{ type: 'SpellCountered', data: { spell: 'lb', by: 'w/1' }, metadata: { rule: '702.21a' } }])
      .thenView({ stack: [], players: { alice: { graveyard: ['lb'] } }, battlefield: { w: { damage: 0 } } });
  });

  it('lets the spell resolve when its controller pays {2}, tapping lands while asked (605.3a)', () => {
    boltAt('Sample Warded')
      .after({ do: 'resolve' }, tap('m2'), tap('m3'), { do: 'choose', player: 'alice', choice: 'pay' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'DamageDealt', data: { source: 'lb', target: 'w', amount: 3 } }]);
  });

  it('refuses "pay" without the mana in the pool (118.3)', () => {
    boltAt('Sample Warded').after({ do: 'resolve' }).when({ do: 'choose', player: 'alice', choice: 'pay' }).thenRejected('118.3');
  });

  it('takes life as the payment (119.4), and refuses it from a player with less', () => {
    expect(boltAt('Sample Life Ward').after({ do: 'resolve' }).view.pendingChoice).toMatchObject({ kind: 'payLife', player: 'alice', options: ['pay', 'decline'] });
    boltAt('Sample Life Ward').after({ do: 'resolve' }).when({ do: 'choose', player: 'alice', choice: 'pay' })
      .thenIncludes([{ type: 'LifeLost', data: { player: 'alice', amount: 3 }, metadata: { rule: '119.4' } }])
      .thenView({ players: { alice: { life: 17 } }, stack: [{ id: 'lb' }] });
    boltAt('Sample Life Ward', 'bob', 2).after({ do: 'resolve' }).when({ do: 'choose', player: 'alice', choice: 'pay' }).thenRejected('119.4');
  });

  it('takes mana and life together when the cost has both', () => {
    boltAt('Sample Both Ward').after({ do: 'resolve' }, tap('m2')).when({ do: 'choose', player: 'alice', choice: 'pay' })
      .thenIncludes([{ type: 'ManaPaid', data: { player: 'alice', mana: { R: 1 } } }, { type: 'LifeLost', data: { player: 'alice', amount: 2 } }]);
  });

  it("counters an opponent's activated ability that targets it", () => {
    given({ battlefield: [{ id: 'p', card: 'Sample Pinger', controller: 'alice' }, { id: 'w', card: 'Sample Warded', controller: 'bob' }] })
      .after({ do: 'activate', player: 'alice', source: 'p', ability: 0, targets: ['w'] }, { do: 'resolve' })
      .when({ do: 'choose', player: 'alice', choice: 'decline' })
      .thenIncludes([{ type: 'AbilityCountered', data: { ability: 'p/1', by: 'w/1' }, metadata: { rule: '702.21a' } }])
      .thenNone([{ type: 'SpellCountered' }])
      .thenView({ stack: [], battlefield: { w: { damage: 0 } } });
  });
});

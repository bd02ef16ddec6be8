/**
 * Kicker (702.33): its caster may pay the kicker cost as the spell is cast (702.33a, 601.2b); the
 * abilities linked to it do their "if it was kicked" part only then (702.33d-e) — a spell's
 * effect, or the enters trigger of the permanent it becomes (an intervening "if", 603.4).
 */
import { createCatalog, defineCard, spell, staticAbility, type TriggeredAbility } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const kicker = (cost: string): ReturnType<typeof staticAbility> => staticAbility(`Kicker ${cost}`, { kind: 'kicker', cost });
const gatekeeperTrigger: TriggeredAbility = {
  kind: 'triggered', text: 'When Sample Keeper enters, if it was kicked, you gain 3 life.', trigger: { kind: 'selfEnters' }, effect: { kind: 'gainLife', amount: 3, who: 'controller' }, ifKicked: true,
};
const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({
    name: 'Sample Burst', manaCost: '{R}', types: ['Instant'], oracle: 'Kicker {4}\nSample Burst deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.',
    abilities: [
      kicker('{4}'),
      spell('Sample Burst deals 2 damage to any target. If this spell was kicked, it deals 4 damage instead.', { kind: 'ifKicked', then: { kind: 'dealDamage', amount: 4, to: 'target' }, otherwise: { kind: 'dealDamage', amount: 2, to: 'target' } }, { kind: 'any' }),
    ],
  }),
  defineCard({ name: 'Sample Keeper', manaCost: '{B}', types: ['Creature'], power: 2, toughness: 2, oracle: 'Kicker {B}\nWhen Sample Keeper enters, if it was kicked, you gain 3 life.', abilities: [kicker('{B}'), gatekeeperTrigger] }),
]);
const { given } = deciderSpec(catalog);

const lands = (card: string, n: number, prefix: string): { id: string; card: string; controller: string }[] => Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i}`, card, controller: 'alice' }));
const tap = (id: string): { do: 'activate'; player: string; source: string; ability: number } => ({ do: 'activate', player: 'alice', source: id, ability: 0 });

describe('kicker (702.33)', () => {
  const burst = (): ReturnType<typeof given> => given({ battlefield: lands('Mountain', 5, 'm'), hands: { alice: [{ id: 'b', card: 'Sample Burst' }] } });

  it('unkicked, the spell costs its mana cost and does its unkicked part', () => {
    burst().after(tap('m0'), { do: 'cast', player: 'alice', card: 'b', targets: ['bob'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'DamageDealt', data: { source: 'b', target: 'bob', amount: 2 } }]);
  });

  it('kicked, it costs its kicker cost too (601.2f) and does the kicked part instead (702.33d)', () => {
    const kicked = burst().after(tap('m0'), tap('m1'), tap('m2'), tap('m3'), tap('m4'));
    kicked.when({ do: 'cast', player: 'alice', card: 'b', targets: ['bob'], kicked: true }).thenIncludes([{ type: 'SpellCast', data: { paid: { R: 5 }, kicked: true } }]);
    kicked.after({ do: 'cast', player: 'alice', card: 'b', targets: ['bob'], kicked: true }).when({ do: 'resolve' }).thenIncludes([{ type: 'DamageDealt', data: { source: 'b', target: 'bob', amount: 4 } }]);
  });

  it('refuses a kick the mana pool can’t pay (601.2h), and a kick of a spell without kicker (601.2b)', () => {
    burst().after(tap('m0'), tap('m1')).when({ do: 'cast', player: 'alice', card: 'b', targets: ['bob'], kicked: true }).thenRejected('601.2h');
    given({ battlefield: lands('Mountain', 1, 'm'), hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }] } })
      .after(tap('m0'))
      .when({ do: 'cast', player: 'alice', card: 'lb', targets: ['bob'], kicked: true })
      .thenRejected('601.2b');
  });

  it('an enters trigger "if it was kicked" triggers only for a permanent cast kicked (603.4)', () => {
    const keeper = (): ReturnType<typeof given> => given({ battlefield: lands('Swamp', 2, 's'), hands: { alice: [{ id: 'k', card: 'Sample Keeper' }] } });
    keeper().after(tap('s0'), tap('s1'), { do: 'cast', player: 'alice', card: 'k', kicked: true })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentEntered', data: { permanent: 'k', kicked: true } }, { type: 'AbilityTriggered', data: { source: 'k', context: { kicked: true } } }]);
    keeper().after(tap('s0'), { do: 'cast', player: 'alice', card: 'k' })
      .when({ do: 'resolve' })
      .thenNone([{ type: 'AbilityTriggered' }]);
  });
});

/**
 * Combat and damage vocabulary of compiled cards: amounts that count permanents (608.2h), attack
 * triggers with a condition or a color (508.3a), an intervening "if" on the creatures you control (603.4).
 */
import { ALL_CARDS } from '@arbiter/cards';
import { createCatalog, defineCard, spell, type CountedPermanents } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';

const counted = (of: Partial<CountedPermanents> & Pick<CountedPermanents, 'what'>): CountedPermanents => ({ youControl: true, attacking: false, other: false, ...of });

const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({
    name: 'Sample Elf Cheer', types: ['Instant'], oracle: 'You gain 1 life for each attacking Elf you control.',
    abilities: [spell('You gain 1 life for each attacking Elf you control.', { kind: 'gainLife', amount: { kind: 'count', of: counted({ what: { subtype: 'Elf' }, attacking: true }) }, who: 'controller' })],
  }),
  defineCard({
    name: 'Sample Crowd Bolt', types: ['Instant'], oracle: 'Sample Crowd Bolt deals damage to any target equal to the number of creatures you control.',
    abilities: [spell('Sample Crowd Bolt deals damage to any target equal to the number of creatures you control.', { kind: 'dealDamage', amount: { kind: 'count', of: counted({ what: { type: 'Creature' } }) }, to: 'target' }, { kind: 'any' })],
  }),
]);
const { given } = deciderSpec(catalog);

describe('amounts that count permanents (608.2h)', () => {
  it('counts the attacking Elves its controller controls, not those staying home nor other attackers', () => {
    given({
      step: 'declareAttackers',
      battlefield: [
        { id: 'e1', card: 'Llanowar Elves', controller: 'alice' }, { id: 'e2', card: 'Llanowar Elves', controller: 'alice' },
        { id: 'e3', card: 'Llanowar Elves', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
      ],
      hands: { alice: [{ id: 'ch', card: 'Sample Elf Cheer' }] },
    })
      .after({ do: 'attack', player: 'alice', attackers: { e1: 'bob', e2: 'bob', gb: 'bob' } }, { do: 'cast', player: 'alice', card: 'ch' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'LifeGained', data: { player: 'alice', amount: 2 } }]);
  });

  it('counts as the spell resolves: the creatures its controller controls then, not an opponent\'s', () => {
    given({
      battlefield: [{ id: 'g1', card: 'Grizzly Bears', controller: 'alice' }, { id: 'g2', card: 'Grizzly Bears', controller: 'alice' }, { id: 'g3', card: 'Grizzly Bears', controller: 'bob' }],
      hands: { alice: [{ id: 'cb', card: 'Sample Crowd Bolt' }] },
    })
      .after({ do: 'cast', player: 'alice', card: 'cb', targets: ['bob'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'DamageDealt', data: { source: 'cb', target: 'bob', amount: 2 } }]);
  });
});

const more = createCatalog([
  ...ALL_CARDS,
  defineCard({
    name: 'Sample Tracker', manaCost: '{R}', types: ['Creature'], power: 2, toughness: 2, oracle: 'Whenever Sample Tracker attacks while you control a creature with power 4 or greater, Sample Tracker gets +2/+2 until end of turn.',
    abilities: [{
      kind: 'triggered', text: 'Whenever Sample Tracker attacks while you control a creature with power 4 or greater, Sample Tracker gets +2/+2 until end of turn.',
      trigger: { kind: 'selfAttacks', while: { kind: 'creatureWithPowerAtLeast', power: 4 } }, effect: { kind: 'pumpSource', power: 2, toughness: 2 },
    }],
  }),
  defineCard({
    name: 'Sample Queen', manaCost: '{W}', types: ['Creature'], power: 1, toughness: 1, oracle: 'Whenever a white creature you control attacks, you gain 1 life.',
    abilities: [{ kind: 'triggered', text: 'Whenever a white creature you control attacks, you gain 1 life.', trigger: { kind: 'creatureYouControlAttacks', color: 'W' }, effect: { kind: 'gainLife', amount: 1, who: 'controller' } }],
  }),
  defineCard({
    name: 'Sample Vanguard', manaCost: '{W}', types: ['Creature'], power: 1, toughness: 1, oracle: 'At the beginning of combat on your turn, if you control three or more creatures, you gain 1 life.',
    abilities: [{
      kind: 'triggered', text: 'At the beginning of combat on your turn, if you control three or more creatures, you gain 1 life.',
      trigger: { kind: 'beginningOfCombatOnYourTurn' }, ifCreaturesYouControl: { kind: 'creaturesAtLeast', n: 3 }, effect: { kind: 'gainLife', amount: 1, who: 'controller' },
    }],
  }),
]);
const spec = deciderSpec(more);

describe('attack triggers (508.3a)', () => {
  it('"attacks while you control a creature with power 4 or greater" triggers only if one is there as it attacks', () => {
    spec.given({ battlefield: [{ id: 'st', card: 'Sample Tracker', controller: 'alice' }, { id: 'cd', card: 'Colossal Dreadmaw', controller: 'alice' }] })
      .when({ do: 'attack', player: 'alice', attackers: { st: 'bob' } })
      .thenIncludes([{ type: 'AbilityTriggered', data: { source: 'st' }, metadata: { rule: '508.3a' } }])
      .when({ do: 'resolve' })
      .thenView({ battlefield: { st: { power: 4, toughness: 4 } } });
    spec.given({ battlefield: [{ id: 'st', card: 'Sample Tracker', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }, { id: 'cd', card: 'Colossal Dreadmaw', controller: 'bob' }] })
      .when({ do: 'attack', player: 'alice', attackers: { st: 'bob' } })
      .thenNone([{ type: 'AbilityTriggered' }]);
  });

  it('"Whenever a white creature you control attacks" triggers once for each white attacker, not for others', () => {
    spec.given({
      battlefield: [
        { id: 'sq', card: 'Sample Queen', controller: 'alice' }, { id: 'sa', card: 'Serra Angel', controller: 'alice' },
        { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }, { id: 'sq2', card: 'Sample Queen', controller: 'bob' },
      ],
    })
      .when({ do: 'attack', player: 'alice', attackers: { sq: 'bob', sa: 'bob', gb: 'bob' } })
      .thenIncludes([
        { type: 'AbilityTriggered', data: { source: 'sq', context: { creature: 'sa' } }, metadata: { rule: '508.3a' } },
        { type: 'AbilityTriggered', data: { source: 'sq', context: { creature: 'sq' } }, metadata: { rule: '508.3a' } },
      ])
      .thenNone([{ type: 'AbilityTriggered', data: { context: { creature: 'gb' } } }, { type: 'AbilityTriggered', data: { source: 'sq2' } }]);
  });
});

describe('an intervening "if" on the creatures you control (603.4)', () => {
  const three = [
    { id: 'sv', card: 'Sample Vanguard', controller: 'alice' }, { id: 'g1', card: 'Grizzly Bears', controller: 'alice' }, { id: 'g2', card: 'Grizzly Bears', controller: 'alice' },
  ] as const;

  it('does not trigger when the condition is false as the event happens', () => {
    spec.given({ battlefield: [three[0], three[1]] })
      .when({ do: 'nextStep' })
      .thenNone([{ type: 'AbilityTriggered' }]);
  });

  it('triggers when it is true, and is removed as it resolves if it is false then', () => {
    spec.given({ battlefield: [...three, { id: 'm1', card: 'Mountain', controller: 'bob' }], hands: { bob: [{ id: 'lb', card: 'Lightning Bolt' }] } })
      .after(
        { do: 'nextStep' }, { do: 'pass', player: 'alice' }, { do: 'activate', player: 'bob', source: 'm1', ability: 0 },
        { do: 'cast', player: 'bob', card: 'lb', targets: ['g1'] }, { do: 'resolve' },
      )
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'StackObjectRemoved', data: { id: 'sv/1' }, metadata: { rule: '603.4' } }])
      .thenNone([{ type: 'LifeGained' }]);
    spec.given({ battlefield: [...three] })
      .after({ do: 'nextStep' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'LifeGained', data: { player: 'alice', amount: 1 } }]);
  });
});

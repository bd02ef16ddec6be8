/**
 * "Until end of turn" effects of compiled cards: a creature gains keywords (613.1f), a group of
 * creatures gets +N/+N and gains keywords (613.4c), fixed as the effect begins (611.2c), a creature
 * can't block this turn (611.2a), all of it gone in cleanup (514.2).
 */
import { createCatalog, defineCard, keyword, spell, type CardDefinition, type Effect, type TargetSpec } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

/** An instant costing {0}, so that specs need no mana. */
function instant(name: string, text: string, effect: Effect, targets?: TargetSpec): CardDefinition {
  return defineCard({ name, types: ['Instant'], oracle: text, abilities: [spell(text, effect, targets)] });
}

const bear = (name: string, keywords: readonly string[] = []): CardDefinition =>
  defineCard({ name, manaCost: '{1}{G}', types: ['Creature'], power: 2, toughness: 2, oracle: keywords.join('\n'), abilities: keywords.map((k) => keyword(k)) });

const catalog = createCatalog([
  ...ALL_CARDS,
  bear('First Bear', ['First strike']),
  instant('Sample Wings', 'Target creature gains flying until end of turn.', { kind: 'gainKeywords', to: 'target', keywords: ['flying'] }, { kind: 'creature' }),
  instant('Sample Strike', 'Target creature gains first strike until end of turn.', { kind: 'gainKeywords', to: 'target', keywords: ['first strike'] }, { kind: 'creature' }),
  instant('Sample Rally', 'Creatures you control get +1/+1 and gain trample until end of turn.', { kind: 'pumpCreatures', which: 'youControl', power: 1, toughness: 1, keywords: ['trample'] }),
  instant('Sample Trip', "Target creature can't block this turn.", { kind: 'restrictThisTurn', to: 'target', restriction: 'cantBlock' }, { kind: 'creature' }),
  instant('Sample Plague', 'All creatures get -2/-2 until end of turn.', { kind: 'pumpCreatures', which: 'all', power: -2, toughness: -2, keywords: [] }),
]);
const { given } = deciderSpec(catalog);

describe('a creature gains keywords until end of turn (613.1f, 514.2)', () => {
  it('has flying until cleanup, then loses it', () => {
    given({ battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'alice' }], hands: { alice: [{ id: 'w', card: 'Sample Wings' }] } })
      .after({ do: 'cast', player: 'alice', card: 'w', targets: ['gb'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'KeywordsGranted', data: { permanent: 'gb', keywords: ['flying'] }, metadata: { rule: '613.1f' } }])
      .thenView({ battlefield: { gb: { keywords: ['flying'] } } })
      .when({ do: 'nextTurn' })
      .thenView({ battlefield: { gb: { keywords: [] } } });
  });

  it('lets a creature given first strike in the first-strike damage step still deal its damage in the second (510.4, 702.7c)', () => {
    given({
      step: 'declareAttackers',
      battlefield: [{ id: 'fb', card: 'First Bear', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }],
      hands: { alice: [{ id: 's', card: 'Sample Strike' }] },
    })
      .after(
        { do: 'attack', player: 'alice', attackers: { fb: 'bob', gb: 'bob' } },
        { do: 'nextStep' },
        { do: 'block', player: 'bob', blockers: {} },
      )
      .when({ do: 'nextStep' })
      .thenView({ step: 'firstStrikeDamage', players: { bob: { life: 18 } } })
      .when({ do: 'cast', player: 'alice', card: 's', targets: ['gb'] })
      .when({ do: 'resolve' })
      .thenView({ battlefield: { gb: { keywords: ['first strike'] } } })
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'DamageDealt', data: { source: 'gb', target: 'bob', amount: 2, combat: true } }])
      .thenView({ players: { bob: { life: 16 } } });
  });
});

describe('a group of creatures gets +N/+N and gains keywords until end of turn (613.4c, 613.1f)', () => {
  it('pumps the creatures its controller controls, not an opponent’s', () => {
    given({
      battlefield: [{ id: 'a1', card: 'Grizzly Bears', controller: 'alice' }, { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }],
      hands: { alice: [{ id: 'r', card: 'Sample Rally' }] },
    })
      .after({ do: 'cast', player: 'alice', card: 'r' })
      .when({ do: 'resolve' })
      .thenIncludes([
        { type: 'PowerToughnessChanged', data: { permanent: 'a1', power: 1, toughness: 1 }, metadata: { rule: '613.4c' } },
        { type: 'KeywordsGranted', data: { permanent: 'a1', keywords: ['trample'] } },
      ])
      .thenView({ battlefield: { a1: { power: 3, toughness: 3, keywords: ['trample'] }, b1: { power: 2, toughness: 2, keywords: [] } } });
  });

  it('shrinks every creature, and those with toughness 0 die (704.5f)', () => {
    given({
      battlefield: [{ id: 'a1', card: 'Grizzly Bears', controller: 'alice' }, { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }],
      hands: { alice: [{ id: 'p', card: 'Sample Plague' }] },
    })
      .after({ do: 'cast', player: 'alice', card: 'p' })
      .when({ do: 'resolve' })
      .thenIncludes([
        { type: 'PermanentLeftBattlefield', data: { permanent: 'a1', to: 'graveyard' } },
        { type: 'PermanentLeftBattlefield', data: { permanent: 'b1', to: 'graveyard' } },
      ]);
  });
});

describe('a creature can’t block this turn (611.2a, 509.1b)', () => {
  it('refuses it as a blocker this turn, and no longer after cleanup', () => {
    given({
      battlefield: [{ id: 'a1', card: 'Grizzly Bears', controller: 'alice' }, { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }],
      hands: { alice: [{ id: 't', card: 'Sample Trip' }] }, libraries: { alice: 2, bob: 2 },
    })
      .after({ do: 'cast', player: 'alice', card: 't', targets: ['b1'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'RestrictionAdded', data: { permanent: 'b1', restriction: 'cantBlock' }, metadata: { rule: '611.2a' } }])
      .when({ do: 'attack', player: 'alice', attackers: { a1: 'bob' } })
      .when({ do: 'nextStep' })
      .when({ do: 'block', player: 'bob', blockers: { b1: 'a1' } })
      .thenRejected('509.1b')
      .when({ do: 'nextTurn' })
      .when({ do: 'nextTurn' })
      .when({ do: 'attack', player: 'alice', attackers: { a1: 'bob' } })
      .when({ do: 'nextStep' })
      .when({ do: 'block', player: 'bob', blockers: { b1: 'a1' } })
      .thenIncludes([{ type: 'BlockersDeclared', data: { blockers: { b1: 'a1' } } }]);
  });
});

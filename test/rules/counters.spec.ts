/**
 * +1/+1 counters of compiled cards (122.1): on each creature of a group as the effect resolves
 * (611.2c), on the creature an enters trigger names (603.6a) as long as it is the same object
 * (400.7); and the triggers around them: "Whenever you attack with three or more creatures"
 * (508.1m), "Whenever you cast a spell during an opponent's turn" (601.2i).
 */
import { createCatalog, defineCard, spell, type CardDefinition, type Effect, type TargetSpec, type TriggerCondition } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

function instant(name: string, text: string, effect: Effect, targets?: TargetSpec): CardDefinition {
  return defineCard({ name, types: ['Instant'], oracle: text, abilities: [spell(text, effect, targets)] });
}

function watcher(name: string, text: string, trigger: TriggerCondition, effect: Effect, targets?: TargetSpec): CardDefinition {
  return defineCard({
    name, manaCost: '{1}{W}', types: ['Creature'], power: 1, toughness: 1, oracle: text,
    abilities: [{ kind: 'triggered', text, trigger, effect, ...(targets === undefined ? {} : { targets }) }],
  });
}

const counterOnSelf: Effect = { kind: 'addCounters', counter: '+1/+1', amount: 1, to: 'source' };

const catalog = createCatalog([
  ...ALL_CARDS,
  instant('Sample Muster', 'Put a +1/+1 counter on each creature you control. Those creatures gain vigilance until end of turn.', {
    kind: 'sequence',
    effects: [{ kind: 'addCountersToEach', counter: '+1/+1', amount: 1, which: 'youControl' }, { kind: 'pumpCreatures', which: 'youControl', power: 0, toughness: 0, keywords: ['vigilance'] }],
  }),
  instant('Sample Bounce', "Return target creature to its owner's hand.", { kind: 'moveTarget', to: 'hand' }, { kind: 'creature' }),
  watcher('Sample Greeter', 'Whenever another creature you control enters, put a +1/+1 counter on that creature.', { kind: 'creatureEnters', another: true, whose: 'you' }, {
    kind: 'addCounters', counter: '+1/+1', amount: 1, to: 'triggeringCreature',
  }),
  watcher('Sample Warleader', 'Whenever you attack with three or more creatures, put a +1/+1 counter on ~.', { kind: 'youAttack', atLeast: 3 }, counterOnSelf),
  watcher('Sample Scourge', 'Whenever one or more +1/+1 counters are put on another non-Hydra creature you control, put a +1/+1 counter on ~.', {
    kind: 'countersPutOn', counter: '+1/+1', on: 'creature', another: true, whose: 'you', notSubtype: 'Hydra',
  }, counterOnSelf),
  defineCard({ name: 'Sample Hydra', manaCost: '{1}{G}', types: ['Creature'], subtypes: ['Hydra'], power: 2, toughness: 2, oracle: '', abilities: [] }),
  instant('Sample Growth', 'Put a +1/+1 counter on target creature.', { kind: 'addCounters', counter: '+1/+1', amount: 1, to: 'target' }, { kind: 'creature' }),
  watcher('Sample Cutthroat', "Whenever you cast a spell during an opponent's turn, put a +1/+1 counter on ~.", { kind: 'youCastSpell', spell: 'any', duringAnOpponentsTurn: true }, counterOnSelf),
]);
const { given } = deciderSpec(catalog);

const mine = (id: string, card: string) => ({ id, card, controller: 'alice' });

describe('counters on each creature of a group (122.1, 611.2c)', () => {
  it("puts a counter on each of its controller's creatures, not an opponent's, and those creatures gain vigilance", () => {
    given({ battlefield: [mine('a1', 'Grizzly Bears'), mine('a2', 'Grizzly Bears'), { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }], hands: { alice: [{ id: 'm', card: 'Sample Muster' }] } })
      .after({ do: 'cast', player: 'alice', card: 'm' })
      .when({ do: 'resolve' })
      .thenIncludes([
        { type: 'CountersAdded', data: { permanent: 'a1', kind: '+1/+1', amount: 1 }, metadata: { rule: '122.1' } },
        { type: 'CountersAdded', data: { permanent: 'a2', kind: '+1/+1', amount: 1 } },
        { type: 'KeywordsGranted', data: { permanent: 'a1', keywords: ['vigilance'] } },
      ])
      .thenNone([{ type: 'CountersAdded', data: { permanent: 'b1' } }])
      .thenView({ battlefield: { a1: { power: 3, toughness: 3, keywords: ['vigilance'] }, a2: { power: 3, toughness: 3 }, b1: { power: 2, toughness: 2, keywords: [] } } });
  });
});

describe('a counter on the creature that entered (603.6a, 400.7)', () => {
  const start = {
    battlefield: [mine('sg', 'Sample Greeter'), mine('f1', 'Forest'), mine('f2', 'Forest'), mine('i1', 'Island')],
    hands: { alice: [{ id: 'gb', card: 'Grizzly Bears' }, { id: 'sb', card: 'Sample Bounce' }] },
  };
  const castBears = [
    { do: 'activate', player: 'alice', source: 'f1', ability: 0 },
    { do: 'activate', player: 'alice', source: 'f2', ability: 0 },
    { do: 'cast', player: 'alice', card: 'gb' },
    { do: 'resolve' },
  ] as const;

  it('puts the counter on the creature that entered, not on the source', () => {
    given(start)
      .after(...castBears)
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'CountersAdded', data: { permanent: 'gb', kind: '+1/+1', amount: 1 } }])
      .thenView({ battlefield: { gb: { power: 3, toughness: 3 }, sg: { power: 1, toughness: 1 } } });
  });

  it('does nothing if that creature left the battlefield before the trigger resolved', () => {
    given(start)
      .after(...castBears, { do: 'cast', player: 'alice', card: 'sb', targets: ['gb'] })
      .when({ do: 'resolve' })
      .thenView({ stack: [{ source: 'sg' }], players: { alice: { hand: ['gb'] } } })
      .when({ do: 'resolve' })
      .thenNone([{ type: 'CountersAdded' }])
      .thenView({ stack: [] });
  });
});

describe('"Whenever you attack with three or more creatures" (508.1m)', () => {
  const bears = (n: number) => Array.from({ length: n }, (_, i) => mine(`gb${i}`, 'Grizzly Bears'));
  const attack = (n: number) => ({ do: 'attack', player: 'alice', attackers: Object.fromEntries(Array.from({ length: n }, (_, i) => [`gb${i}`, 'bob'])) }) as const;

  it('triggers when three creatures attack', () => {
    given({ battlefield: [mine('sw', 'Sample Warleader'), ...bears(3)] })
      .when(attack(3))
      .thenIncludes([{ type: 'AbilityTriggered', data: { source: 'sw' }, metadata: { rule: '508.1m' } }]);
  });

  it('does not trigger when two creatures attack', () => {
    given({ battlefield: [mine('sw', 'Sample Warleader'), ...bears(3)] })
      .when(attack(2))
      .thenIncludes([{ type: 'AttackersDeclared' }])
      .thenNone([{ type: 'AbilityTriggered' }]);
  });
});

describe('"Whenever you cast a spell during an opponent\'s turn" (601.2i)', () => {
  const start = (activePlayer: string) => ({
    activePlayer, battlefield: [mine('sc', 'Sample Cutthroat'), mine('gb', 'Grizzly Bears')], hands: { alice: [{ id: 'sb', card: 'Sample Bounce' }] },
  });

  it("triggers on a spell cast during an opponent's turn", () => {
    given(start('bob'))
      .when({ do: 'cast', player: 'alice', card: 'sb', targets: ['gb'] })
      .thenIncludes([{ type: 'AbilityTriggered', data: { source: 'sc' }, metadata: { rule: '601.2i' } }]);
  });

  it('does not trigger on a spell cast during its controller’s own turn', () => {
    given(start('alice'))
      .when({ do: 'cast', player: 'alice', card: 'sb', targets: ['gb'] })
      .thenIncludes([{ type: 'SpellCast' }])
      .thenNone([{ type: 'AbilityTriggered' }]);
  });
});

describe('"Whenever one or more +1/+1 counters are put on another non-Hydra creature you control" (122.6)', () => {
  const start = {
    battlefield: [mine('ws', 'Sample Scourge'), mine('gb', 'Grizzly Bears'), mine('hy', 'Sample Hydra'), { id: 'bb', card: 'Grizzly Bears', controller: 'bob' }],
    hands: { alice: [{ id: 'g', card: 'Sample Growth' }] },
  };

  it('triggers on a counter put on another creature its controller controls, and grows', () => {
    given(start)
      .after({ do: 'cast', player: 'alice', card: 'g', targets: ['gb'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'CountersAdded', data: { permanent: 'gb' } }, { type: 'AbilityTriggered', data: { source: 'ws' }, metadata: { rule: '122.6' } }])
      .when({ do: 'resolve' })
      .thenView({ battlefield: { ws: { counters: { '+1/+1': 1 } } } });
  });

  it('does not trigger on a Hydra, on an opponent\'s creature, nor on itself', () => {
    for (const target of ['hy', 'bb', 'ws']) {
      given(start)
        .after({ do: 'cast', player: 'alice', card: 'g', targets: [target] })
        .when({ do: 'resolve' })
        .thenIncludes([{ type: 'CountersAdded', data: { permanent: target } }])
        .thenNone([{ type: 'AbilityTriggered' }]);
    }
  });

  it('triggers when another creature enters with +1/+1 counters on it', () => {
    given({ ...start, hands: { alice: [{ id: 'so', card: 'Stonecoil Serpent' }] }, battlefield: [...start.battlefield, mine('l1', 'Wastes'), mine('l2', 'Wastes')] })
      .after({ do: 'activate', player: 'alice', source: 'l1', ability: 0 }, { do: 'activate', player: 'alice', source: 'l2', ability: 0 }, { do: 'cast', player: 'alice', card: 'so', x: 2 })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentEntered', data: { permanent: 'so', counters: { '+1/+1': 2 } } }, { type: 'AbilityTriggered', data: { source: 'ws' }, metadata: { rule: '122.6' } }]);
  });
});

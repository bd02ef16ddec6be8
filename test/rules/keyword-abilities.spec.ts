/**
 * Keyword abilities of compiled cards beyond evasion and combat words: cycling (702.29a), exalted
 * (702.83a), devoid (702.114a), changeling (702.73a), affinity for artifacts (702.41a), flashback (702.34a),
 * flanking (702.25a), bushido (702.45a), convoke (702.51a), typecycling (702.29e), undying (702.93a),
 * persist (702.79a), wither (702.80a) and -1/-1 counters (704.5q), infect and poison counters (702.90b-c),
 * toxic (702.164c), rampage (702.23a-b), battle cry (702.91a).
 */
import { createCatalog, defineCard, discardSelf, keyword, manaCostPart, spell, staticAbility, type ActivatedAbility, type TriggeredAbility, hasSubtype, protectedFrom, legalCommands, totalToxic } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const cycling = (cost: string): ActivatedAbility => ({
  kind: 'activated', text: `Cycling ${cost}`, cost: [manaCostPart(cost), discardSelf()], effect: { kind: 'drawCards', amount: 1, who: 'controller' }, fromHand: true,
});

const exalted: TriggeredAbility = {
  kind: 'triggered', text: 'Exalted', trigger: { kind: 'creatureYouControlAttacksAlone' }, effect: { kind: 'pumpTriggeringCreature', power: 1, toughness: 1 },
};

const flanking: TriggeredAbility = {
  kind: 'triggered', text: 'Flanking', trigger: { kind: 'blockedByCreatureWithoutFlanking' }, effect: { kind: 'pumpTriggeringCreature', power: -1, toughness: -1 },
};
const bushido: TriggeredAbility = { kind: 'triggered', text: 'Bushido 1', trigger: { kind: 'selfBlocksOrBecomesBlocked' }, effect: { kind: 'pumpSource', power: 1, toughness: 1 } };

const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({ name: 'Sample Exalted', manaCost: '{W}', types: ['Creature'], power: 1, toughness: 1, oracle: 'Exalted', abilities: [exalted] }),
  defineCard({ name: 'Sample Devoid', manaCost: '{B}', types: ['Sorcery'], oracle: 'Devoid\nYou gain 1 life.', abilities: [keyword('Devoid'), spell('You gain 1 life.', { kind: 'gainLife', amount: 1, who: 'controller' })] }),
  defineCard({ name: 'Sample Changeling', manaCost: '{1}', types: ['Creature'], subtypes: ['Shapeshifter'], power: 1, toughness: 1, oracle: 'Changeling', abilities: [keyword('Changeling')] }),
  defineCard({ name: 'Sample Knight', manaCost: '{W}', types: ['Creature'], power: 2, toughness: 1, oracle: 'Protection from black', abilities: [keyword('Protection from black')] }),
  defineCard({ name: 'Sample Murder', manaCost: '{B}', types: ['Sorcery'], oracle: 'You gain 1 life.', abilities: [spell('You gain 1 life.', { kind: 'gainLife', amount: 1, who: 'controller' })] }),
  defineCard({ name: 'Sample Frogmite', manaCost: '{4}', types: ['Artifact', 'Creature'], power: 2, toughness: 2, oracle: 'Affinity for artifacts', abilities: [staticAbility('Affinity for artifacts', { kind: 'affinityForArtifacts' })] }),
  defineCard({
    name: 'Sample Flashback', manaCost: '{R}', types: ['Sorcery'], oracle: 'Sample Flashback deals 2 damage to any target.\nFlashback {1}{R}',
    abilities: [spell('Sample Flashback deals 2 damage to any target.', { kind: 'dealDamage', amount: 2, to: 'target' }, { kind: 'any' }), staticAbility('Flashback {1}{R}', { kind: 'flashback', cost: '{1}{R}' })],
  }),
  defineCard({ name: 'Sample Flanker', manaCost: '{1}{W}', types: ['Creature'], power: 2, toughness: 2, oracle: 'Flanking', abilities: [flanking] }),
  defineCard({ name: 'Sample Samurai', manaCost: '{1}{W}', types: ['Creature'], power: 1, toughness: 1, oracle: 'Bushido 1', abilities: [bushido] }),
  defineCard({
    name: 'Sample Convoke', manaCost: '{1}{G}', types: ['Instant'], oracle: 'Convoke\nYou gain 1 life.',
    abilities: [staticAbility('Convoke', { kind: 'convoke' }), spell('You gain 1 life.', { kind: 'gainLife', amount: 1, who: 'controller' })],
  }),
  defineCard({
    name: 'Sample Landcycler', manaCost: '{5}', types: ['Creature'], power: 5, toughness: 5, oracle: 'Basic landcycling {1}\nElfcycling {1}',
    abilities: [
      { kind: 'activated', text: 'Basic landcycling {1}', cost: [manaCostPart('{1}'), discardSelf()], effect: { kind: 'searchLibraryToHand', find: { kind: 'basicLand' } }, fromHand: true },
      { kind: 'activated', text: 'Elfcycling {1}', cost: [manaCostPart('{1}'), discardSelf()], effect: { kind: 'searchLibraryToHand', find: { kind: 'subtype', subtype: 'Elf' } }, fromHand: true },
    ],
  }),
  defineCard({
    name: 'Sample Undying', manaCost: '{G}', types: ['Creature'], power: 1, toughness: 1, oracle: 'Undying',
    abilities: [{ kind: 'triggered', text: 'Undying', trigger: { kind: 'selfDies' }, ifSourceHadNoCounters: '+1/+1', effect: { kind: 'returnSourceFromGraveyardWithCounter', counter: '+1/+1' } }],
  }),
  defineCard({
    name: 'Sample Ping', types: ['Instant'], oracle: 'Sample Ping deals 3 damage to any target.',
    abilities: [spell('Sample Ping deals 3 damage to any target.', { kind: 'dealDamage', amount: 3, to: 'target' }, { kind: 'any' })],
  }),
  defineCard({ name: 'Sample Wither', manaCost: '{B}', types: ['Creature'], power: 2, toughness: 2, oracle: 'Wither', abilities: [keyword('Wither')] }),
  defineCard({ name: 'Sample Witherdeath', manaCost: '{B}', types: ['Creature'], power: 1, toughness: 1, oracle: 'Wither, deathtouch', abilities: [keyword('Wither'), keyword('Deathtouch')] }),
  defineCard({
    name: 'Sample Persist', manaCost: '{B}', types: ['Creature'], power: 2, toughness: 2, oracle: 'Persist',
    abilities: [{ kind: 'triggered', text: 'Persist', trigger: { kind: 'selfDies' }, ifSourceHadNoCounters: '-1/-1', effect: { kind: 'returnSourceFromGraveyardWithCounter', counter: '-1/-1' } }],
  }),
  defineCard({ name: 'Sample Infect', manaCost: '{G}', types: ['Creature'], power: 3, toughness: 3, oracle: 'Infect', abilities: [keyword('Infect')] }),
  defineCard({ name: 'Sample Toxic', manaCost: '{G}', types: ['Creature'], power: 1, toughness: 1, oracle: 'Toxic 1\nToxic 2', abilities: [keyword('Toxic 1'), keyword('Toxic 2')] }),
  defineCard({
    name: 'Sample Rampage', manaCost: '{G}', types: ['Creature'], power: 2, toughness: 2, oracle: 'Rampage 1',
    abilities: [{ kind: 'triggered', text: 'Rampage 1', trigger: { kind: 'selfBecomesBlocked' }, effect: { kind: 'pumpSourcePerBlockerBeyondFirst', power: 1, toughness: 1 } }],
  }),
  defineCard({
    name: 'Sample Battle Cry', manaCost: '{R}', types: ['Creature'], power: 2, toughness: 2, oracle: 'Battle cry',
    abilities: [{ kind: 'triggered', text: 'Battle cry', trigger: { kind: 'selfAttacks' }, effect: { kind: 'pumpOtherAttackers', power: 1, toughness: 0 } }],
  }),
  defineCard({ name: 'Sample Cycler', manaCost: '{3}{W}', types: ['Creature'], power: 3, toughness: 3, oracle: 'Cycling {2}', abilities: [cycling('{2}')] }),
]);
const { given } = deciderSpec(catalog);

const twoForests = [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'f2', card: 'Forest', controller: 'alice' }];
const tapBoth = [{ do: 'activate', player: 'alice', source: 'f1', ability: 0 }, { do: 'activate', player: 'alice', source: 'f2', ability: 0 }] as const;

describe('cycling (702.29a)', () => {
  it('is activated from the hand: the card is discarded as a cost, and the ability draws a card as it resolves', () => {
    given({ battlefield: twoForests, hands: { alice: [{ id: 'sc', card: 'Sample Cycler' }] }, libraries: { alice: 2, bob: 2 } })
      .after(...tapBoth)
      .when({ do: 'activate', player: 'alice', source: 'sc', ability: 0 })
      .then([
        { type: 'AbilityActivated', data: { source: 'sc', card: 'Sample Cycler', stackId: 'sc/1', paid: { G: 2 } } },
        { type: 'CardDiscarded', data: { player: 'alice', card: 'sc' } },
      ])
      .thenView({ players: { alice: { hand: [], graveyard: ['sc'] } }, stack: [{ id: 'sc/1', source: 'sc' }] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'CardsDrawn', data: { player: 'alice', cards: ['alice-lib-1'] } }, { type: 'StackObjectResolved', data: { id: 'sc/1' } }])
      .thenView({ players: { alice: { hand: ['alice-lib-1'], graveyard: ['sc'] } } });
  });

  it('can be activated at instant speed, on an opponent’s turn', () => {
    given({ activePlayer: 'bob', step: 'upkeep', battlefield: twoForests, hands: { alice: [{ id: 'sc', card: 'Sample Cycler' }] }, libraries: { alice: 2, bob: 2 } })
      .after(...tapBoth)
      .when({ do: 'activate', player: 'alice', source: 'sc', ability: 0 })
      .thenIncludes([{ type: 'CardDiscarded', data: { card: 'sc' } }]);
  });

  it('refuses it without the mana, and keeps the card in hand', () => {
    given({ battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }], hands: { alice: [{ id: 'sc', card: 'Sample Cycler' }] } })
      .after({ do: 'activate', player: 'alice', source: 'f1', ability: 0 })
      .when({ do: 'activate', player: 'alice', source: 'sc', ability: 0 })
      .thenRejected('602.2b');
  });

  it('does not work on the battlefield', () => {
    given({ battlefield: [...twoForests, { id: 'sc', card: 'Sample Cycler', controller: 'alice' }] })
      .after(...tapBoth)
      .when({ do: 'activate', player: 'alice', source: 'sc', ability: 0 })
      .thenRejected('702.29a');
  });

  it('is a legal command for the card’s owner only while they can pay', () => {
    const state = given({ battlefield: twoForests, hands: { alice: [{ id: 'sc', card: 'Sample Cycler' }] } }).after(...tapBoth).state;
    expect(legalCommands(state, catalog)).toContainEqual({ do: 'activate', player: 'alice', source: 'sc', ability: 0 });
    const broke = given({ hands: { alice: [{ id: 'sc', card: 'Sample Cycler' }] } }).state;
    expect(legalCommands(broke, catalog).filter((c) => c.do === 'activate')).toEqual([]);
  });
});

describe('exalted (702.83a)', () => {
  const board = {
    battlefield: [
      { id: 'e1', card: 'Sample Exalted', controller: 'alice' },
      { id: 'e2', card: 'Sample Exalted', controller: 'alice' },
      { id: 'gb', card: 'Grizzly Bears', controller: 'alice' },
      { id: 'eb', card: 'Sample Exalted', controller: 'bob' },
    ],
  };

  it('each instance triggers when a creature its controller controls attacks alone, and pumps that creature', () => {
    const attacked = given(board).when({ do: 'attack', player: 'alice', attackers: { gb: 'bob' } });
    attacked.thenIncludes([
      { type: 'AbilityTriggered', data: { source: 'e1', context: { creature: 'gb' } } },
      { type: 'AbilityTriggered', data: { source: 'e2', context: { creature: 'gb' } } },
    ]);
    expect(attacked.events.filter((e) => e.type === 'AbilityTriggered' && e.data.source === 'eb')).toEqual([]);
  });

  it('does not trigger when two creatures attack (702.83b)', () => {
    given(board)
      .when({ do: 'attack', player: 'alice', attackers: { gb: 'bob', e1: 'bob' } })
      .thenIncludes([{ type: 'AttackersDeclared' }])
      .thenNone([{ type: 'AbilityTriggered' }]);
  });

  it('gives +1/+1 until end of turn to the attacker only', () => {
    const attacked = given({ battlefield: board.battlefield.slice(1) }).after({ do: 'attack', player: 'alice', attackers: { gb: 'bob' } });
    expect(attacked.state.stack.map((o) => o.id)).toEqual(['e2/1']);
    attacked
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PowerToughnessChanged', data: { permanent: 'gb', power: 1, toughness: 1, source: 'e2/1' } }])
      .thenView({ battlefield: { gb: { power: 3, toughness: 3 }, e2: { power: 1, toughness: 1 } } });
  });
});

describe('characteristic-defining keywords (604.3)', () => {
  it('devoid: the card is colorless whatever its mana cost (702.114a), so protection from black does not stop it', () => {
    expect(catalog.get('Sample Devoid').colors).toEqual([]);
    expect(protectedFrom(given({}).state, catalog, { card: 'Sample Knight' }, 'Sample Devoid')).toBe(false);
    expect(protectedFrom(given({}).state, catalog, { card: 'Sample Knight' }, 'Sample Murder')).toBe(true);
  });

  it('changeling: every creature type (702.73a), and no other subtype', () => {
    const changeling = { card: 'Sample Changeling' };
    expect(['Shapeshifter', 'Elf', 'Goblin', 'Time Lord', 'Assembly-Worker'].map((t) => hasSubtype(catalog, changeling, t))).toEqual([true, true, true, true, true]);
    expect(['Forest', 'Equipment', 'Aura'].map((t) => hasSubtype(catalog, changeling, t))).toEqual([false, false, false]);
    expect(hasSubtype(catalog, { card: 'Grizzly Bears' }, 'Elf')).toBe(false);
  });
});

describe('affinity for artifacts (702.41a)', () => {
  it('costs {1} less for each artifact its caster controls — not an opponent’s', () => {
    given({
      battlefield: [
        { id: 'o1', card: 'Ornithopter', controller: 'alice' }, { id: 'o2', card: 'Ornithopter', controller: 'alice' }, { id: 'sr', card: 'Sol Ring', controller: 'alice' },
        { id: 'ob', card: 'Ornithopter', controller: 'bob' },
      ],
      hands: { alice: [{ id: 'fm', card: 'Sample Frogmite' }] },
    })
      .when({ do: 'cast', player: 'alice', card: 'fm' })
      .thenRejected('601.2h');
  });

  it('reduces the generic part to {0} at most, and says by how much (601.2f)', () => {
    given({
      battlefield: [
        { id: 'o1', card: 'Ornithopter', controller: 'alice' }, { id: 'o2', card: 'Ornithopter', controller: 'alice' }, { id: 'sr', card: 'Sol Ring', controller: 'alice' },
        { id: 'o3', card: 'Ornithopter', controller: 'alice' }, { id: 'o4', card: 'Ornithopter', controller: 'alice' },
      ],
      hands: { alice: [{ id: 'fm', card: 'Sample Frogmite' }] },
    })
      .when({ do: 'cast', player: 'alice', card: 'fm' })
      .thenIncludes([{ type: 'SpellCast', data: { name: 'Sample Frogmite', paid: {}, costReduction: 4 } }]);
  });

  it('pays the rest with mana: one artifact leaves {3}', () => {
    given({ battlefield: [{ id: 'sr', card: 'Sol Ring', controller: 'alice' }, { id: 'w1', card: 'Wastes', controller: 'alice' }], hands: { alice: [{ id: 'fm', card: 'Sample Frogmite' }] } })
      .after({ do: 'activate', player: 'alice', source: 'sr', ability: 0 }, { do: 'activate', player: 'alice', source: 'w1', ability: 0 })
      .when({ do: 'cast', player: 'alice', card: 'fm' })
      .thenIncludes([{ type: 'SpellCast', data: { paid: { C: 3 }, costReduction: 1 } }]);
  });
});

describe('flashback (702.34a)', () => {
  const mountains = [{ id: 'm1', card: 'Mountain', controller: 'alice' }, { id: 'm2', card: 'Mountain', controller: 'alice' }];
  const tapBothMountains = [{ do: 'activate', player: 'alice', source: 'm1', ability: 0 }, { do: 'activate', player: 'alice', source: 'm2', ability: 0 }] as const;

  it('casts the card from its owner’s graveyard for the flashback cost, and exiles it as it resolves', () => {
    given({ battlefield: mountains, graveyards: { alice: [{ id: 'fb', card: 'Sample Flashback' }] } })
      .after(...tapBothMountains)
      .when({ do: 'cast', player: 'alice', card: 'fb', targets: ['bob'] })
      .thenIncludes([{ type: 'SpellCast', data: { card: 'fb', flashback: true, paid: { R: 2 } } }])
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'DamageDealt', data: { target: 'bob', amount: 2 } }, { type: 'StackObjectResolved', data: { id: 'fb', to: 'exile' } }])
      .thenView({ players: { alice: { graveyard: [], exile: ['fb'] }, bob: { life: 18 } } });
  });

  it('keeps the card’s timing: a sorcery is refused on an opponent’s turn (307.1)', () => {
    given({ activePlayer: 'bob', step: 'upkeep', battlefield: mountains, graveyards: { alice: [{ id: 'fb', card: 'Sample Flashback' }] } })
      .after(...tapBothMountains)
      .when({ do: 'cast', player: 'alice', card: 'fb', targets: ['bob'] })
      .thenRejected('307.1');
  });

  it('needs the flashback cost, not the mana cost', () => {
    given({ battlefield: mountains, graveyards: { alice: [{ id: 'fb', card: 'Sample Flashback' }] } })
      .after({ do: 'activate', player: 'alice', source: 'm1', ability: 0 })
      .when({ do: 'cast', player: 'alice', card: 'fb', targets: ['bob'] })
      .thenRejected('601.2h');
  });

  it('is only for the card’s owner’s own graveyard, and only for cards with flashback (601.2a)', () => {
    given({ battlefield: mountains, graveyards: { bob: [{ id: 'fb', card: 'Sample Flashback' }], alice: [{ id: 'gb', card: 'Grizzly Bears' }] } })
      .after(...tapBothMountains)
      .when({ do: 'cast', player: 'alice', card: 'fb', targets: ['bob'] })
      .thenRejected('601.2a');
    given({ battlefield: mountains, graveyards: { alice: [{ id: 'gb', card: 'Grizzly Bears' }] } })
      .after(...tapBothMountains)
      .when({ do: 'cast', player: 'alice', card: 'gb' })
      .thenRejected('601.2a');
  });

  it('is offered among the legal commands', () => {
    const state = given({ battlefield: mountains, graveyards: { alice: [{ id: 'fb', card: 'Sample Flashback' }] } }).after(...tapBothMountains).state;
    expect(legalCommands(state, catalog)).toContainEqual({ do: 'cast', player: 'alice', card: 'fb', targets: ['bob'] });
  });
});

describe('flanking (702.25a) and bushido (702.45a)', () => {
  const board = (blockers: readonly { id: string; card: string }[]) => ({
    battlefield: [
      { id: 'fl', card: 'Sample Flanker', controller: 'alice' },
      { id: 'sa', card: 'Sample Samurai', controller: 'alice' },
      ...blockers.map((b) => ({ ...b, controller: 'bob' })),
    ],
  });

  it('flanking triggers once for each blocker without flanking, naming it', () => {
    const blocked = given(board([{ id: 'b1', card: 'Grizzly Bears' }, { id: 'b2', card: 'Grizzly Bears' }, { id: 'b3', card: 'Sample Flanker' }]))
      .after({ do: 'attack', player: 'alice', attackers: { fl: 'bob' } })
      .when({ do: 'block', player: 'bob', blockers: { b1: 'fl', b2: 'fl', b3: 'fl' } });
    expect(blocked.events.flatMap((e) => (e.type === 'AbilityTriggered' && e.data.source === 'fl' ? [e.data.context.creature] : []))).toEqual(['b1', 'b2']);
  });

  it('bushido triggers once for an attacker however many block it, and for each blocker that blocks', () => {
    const blocked = given(board([{ id: 'b1', card: 'Grizzly Bears' }, { id: 'b2', card: 'Grizzly Bears' }]))
      .after({ do: 'attack', player: 'alice', attackers: { sa: 'bob' } })
      .when({ do: 'block', player: 'bob', blockers: { b1: 'sa', b2: 'sa' } });
    expect(blocked.events.flatMap((e) => (e.type === 'AbilityTriggered' ? [e.data.source] : []))).toEqual(['sa']);
    given({ activePlayer: 'bob', battlefield: [{ id: 'sa', card: 'Sample Samurai', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }] })
      .after({ do: 'attack', player: 'bob', attackers: { gb: 'alice' } })
      .when({ do: 'block', player: 'alice', blockers: { sa: 'gb' } })
      .thenIncludes([{ type: 'AbilityTriggered', data: { source: 'sa' } }]);
  });

  it('an unblocked attacker with bushido or flanking triggers nothing', () => {
    given(board([{ id: 'b1', card: 'Grizzly Bears' }]))
      .after({ do: 'attack', player: 'alice', attackers: { sa: 'bob', fl: 'bob' } })
      .when({ do: 'block', player: 'bob', blockers: {} })
      .thenIncludes([{ type: 'BlockersDeclared' }])
      .thenNone([{ type: 'AbilityTriggered' }]);
  });
});

describe('convoke (702.51a)', () => {
  const creatures = [
    { id: 'gb', card: 'Grizzly Bears', controller: 'alice', newThisTurn: true },
    { id: 'le', card: 'Llanowar Elves', controller: 'alice' },
    { id: 'bb', card: 'Grizzly Bears', controller: 'bob' },
  ];

  it('taps untapped creatures its caster controls — summoning sick ones too — to pay the whole cost', () => {
    given({ battlefield: creatures, hands: { alice: [{ id: 'sc', card: 'Sample Convoke' }] } })
      .when({ do: 'cast', player: 'alice', card: 'sc', convoke: ['gb', 'le'] })
      .then([
        { type: 'SpellCast', data: { card: 'sc', paid: {}, convoked: ['gb', 'le'] } },
        { type: 'PermanentTapped', data: { permanent: 'gb', forCost: true } },
        { type: 'PermanentTapped', data: { permanent: 'le', forCost: true } },
      ]);
  });

  it('pays the rest from the pool', () => {
    given({ battlefield: [...creatures, { id: 'f1', card: 'Forest', controller: 'alice' }], hands: { alice: [{ id: 'sc', card: 'Sample Convoke' }] } })
      .after({ do: 'activate', player: 'alice', source: 'f1', ability: 0 })
      .when({ do: 'cast', player: 'alice', card: 'sc', convoke: ['gb'] })
      .thenIncludes([{ type: 'SpellCast', data: { paid: { G: 1 }, convoked: ['gb'] } }]);
  });

  it('refuses an opponent’s creature, a tapped one, the same one twice, and a spell without convoke', () => {
    const at = given({ battlefield: [...creatures, { id: 'tb', card: 'Grizzly Bears', controller: 'alice', tapped: true }], hands: { alice: [{ id: 'sc', card: 'Sample Convoke' }, { id: 'sf', card: 'Sample Flashback' }] } });
    at.when({ do: 'cast', player: 'alice', card: 'sc', convoke: ['gb', 'bb'] }).thenRejected('702.51a');
    at.when({ do: 'cast', player: 'alice', card: 'sc', convoke: ['gb', 'tb'] }).thenRejected('702.51a');
    at.when({ do: 'cast', player: 'alice', card: 'sc', convoke: ['gb', 'gb'] }).thenRejected('702.51a');
    at.when({ do: 'cast', player: 'alice', card: 'sf', targets: ['bob'], convoke: ['gb'] }).thenRejected('702.51a');
  });

  it('refuses more creatures than the cost has mana, and too few (601.2h)', () => {
    const at = given({ battlefield: [...creatures, { id: 'g3', card: 'Grizzly Bears', controller: 'alice' }], hands: { alice: [{ id: 'sc', card: 'Sample Convoke' }] } });
    at.when({ do: 'cast', player: 'alice', card: 'sc', convoke: ['gb', 'le', 'g3'] }).thenRejected('601.2h');
    at.when({ do: 'cast', player: 'alice', card: 'sc', convoke: ['gb'] }).thenRejected('601.2h');
  });

  it('is offered among the legal commands', () => {
    const state = given({ battlefield: creatures, hands: { alice: [{ id: 'sc', card: 'Sample Convoke' }] } }).state;
    expect(legalCommands(state, catalog)).toContainEqual({ do: 'cast', player: 'alice', card: 'sc', convoke: ['gb', 'le'] });
  });
});

describe('typecycling (702.29e): a library search (701.23)', () => {
  const library = [{ id: 'l1', card: 'Llanowar Elves' }, { id: 'l2', card: 'Forest' }, { id: 'l3', card: 'Sample Changeling' }, { id: 'l4', card: 'Reflecting Pool' }, { id: 'l5', card: 'Wastes' }];
  const cycle = (ability: number) =>
    given({ battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }], hands: { alice: [{ id: 'lc', card: 'Sample Landcycler' }] }, libraries: { alice: library } })
      .after({ do: 'activate', player: 'alice', source: 'f1', ability: 0 }, { do: 'activate', player: 'alice', source: 'lc', ability }, { do: 'resolve' });

  it('offers the basic land cards of the library (not other lands), and puts the one found into the hand, then shuffles', () => {
    const asked = cycle(0);
    expect(asked.state.pendingChoice).toMatchObject({ player: 'alice', kind: 'searchLibrary', options: ['l2', 'l5'], min: 0, max: 1 });
    asked
      .when({ do: 'choose', player: 'alice', choice: ['l5'] })
      .thenIncludes([
        { type: 'CardPutIntoHand', data: { player: 'alice', card: 'l5', name: 'Wastes' } },
        { type: 'LibraryShuffled', data: { player: 'alice' } },
      ])
      .thenView({ players: { alice: { hand: ['l5'], librarySize: 4 } } });
  });

  it('finds a creature type, a changeling included (702.73a)', () => {
    expect(cycle(1).state.pendingChoice?.options).toEqual(['l1', 'l3']);
  });

  it('may find nothing (701.23b), and refuses a card that does not match', () => {
    const asked = cycle(1);
    asked.when({ do: 'choose', player: 'alice', choice: ['l2'] }).thenRejected('701.23a');
    asked.when({ do: 'choose', player: 'alice', choice: [] }).thenNone([{ type: 'CardPutIntoHand' }]).thenIncludes([{ type: 'LibraryShuffled' }]);
  });

  it('shuffles without asking when nothing matches', () => {
    given({ battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }], hands: { alice: [{ id: 'lc', card: 'Sample Landcycler' }] }, libraries: { alice: [{ id: 'l4', card: 'Reflecting Pool' }] } })
      .after({ do: 'activate', player: 'alice', source: 'f1', ability: 0 }, { do: 'activate', player: 'alice', source: 'lc', ability: 1 })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'LibraryShuffled', data: { order: ['l4'] } }])
      .thenNone([{ type: 'ChoiceRequested' }]);
  });
});

describe('undying (702.93a)', () => {
  const kill = (permanent: { id: string; card: string; controller: string; owner?: string; counters?: Record<string, number> }) =>
    given({ battlefield: [permanent], hands: { alice: [{ id: 'sp', card: 'Sample Ping' }] } })
      .after({ do: 'cast', player: 'alice', card: 'sp', targets: [permanent.id] })
      .when({ do: 'resolve' });

  it('returns the card under its owner’s control with a +1/+1 counter, a new object', () => {
    const died = kill({ id: 'su', card: 'Sample Undying', controller: 'alice', owner: 'bob' });
    died.thenIncludes([{ type: 'AbilityTriggered', data: { source: 'su', controller: 'alice', context: { sourceOwner: 'bob' } } }]);
    died
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentEntered', data: { permanent: 'su', owner: 'bob', controller: 'bob', counters: { '+1/+1': 1 }, from: 'graveyard' } }])
      .thenView({ battlefield: { su: { controller: 'bob', power: 2, toughness: 2 } }, players: { bob: { graveyard: [] } } });
  });

  it('does not trigger if it had a +1/+1 counter (603.4)', () => {
    kill({ id: 'su', card: 'Sample Undying', controller: 'alice', counters: { '+1/+1': 1 } })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'su' } }])
      .thenNone([{ type: 'AbilityTriggered' }]);
  });
});

describe('wither (702.80a), -1/-1 counters and persist (702.79a)', () => {
  const fight = (attacker: string, blocker: string, blockerCounters?: Record<string, number>) =>
    given({ battlefield: [{ id: 'a', card: attacker, controller: 'alice' }, { id: 'b', card: blocker, controller: 'bob', ...(blockerCounters === undefined ? {} : { counters: blockerCounters }) }] })
      .after({ do: 'attack', player: 'alice', attackers: { a: 'bob' } }, { do: 'block', player: 'bob', blockers: { b: 'a' } });

  it('combat damage from a source with wither puts -1/-1 counters on the creature, and marks no damage (120.3d)', () => {
    const dealt = fight('Sample Wither', 'Sample Landcycler').when({ do: 'nextStep' });
    dealt
      .thenIncludes([{ type: 'DamageDealt', data: { source: 'a', target: 'b', amount: 2, asCounters: true } }, { type: 'DamageDealt', data: { source: 'b', target: 'a', amount: 5 } }])
      .thenView({ battlefield: { b: { counters: { '-1/-1': 2 }, damage: 0, power: 3, toughness: 3 } } });
  });

  it('with deathtouch, damage as counters still destroys the creature (704.5h)', () => {
    fight('Sample Witherdeath', 'Sample Landcycler')
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'b', reason: 'destroyed: dealt damage by a source with deathtouch' } }]);
  });

  it('+1/+1 and -1/-1 counters cancel out as a state-based action (704.5q)', () => {
    fight('Sample Wither', 'Sample Landcycler', { '+1/+1': 3 })
      .when({ do: 'nextStep' })
      .thenIncludes([
        { type: 'CountersRemoved', data: { permanent: 'b', kind: '+1/+1', amount: 2 } },
        { type: 'CountersRemoved', data: { permanent: 'b', kind: '-1/-1', amount: 2 } },
      ])
      .thenView({ battlefield: { b: { counters: { '+1/+1': 1 }, power: 6, toughness: 6 } } });
  });

  it('persist returns a creature that had no -1/-1 counter with one, and not one that had', () => {
    const kill = (counters?: Record<string, number>) =>
      given({ battlefield: [{ id: 'sp', card: 'Sample Persist', controller: 'bob', ...(counters === undefined ? {} : { counters }) }], hands: { alice: [{ id: 'pi', card: 'Sample Ping' }] } })
        .after({ do: 'cast', player: 'alice', card: 'pi', targets: ['sp'] })
        .when({ do: 'resolve' });
    kill()
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentEntered', data: { permanent: 'sp', counters: { '-1/-1': 1 } } }])
      .thenView({ battlefield: { sp: { power: 1, toughness: 1 } } });
    kill({ '-1/-1': 1 }).thenNone([{ type: 'AbilityTriggered' }]);
  });
});

describe('infect (702.90b-c)', () => {
  it('gives a player poison counters instead of life loss, and a creature -1/-1 counters', () => {
    given({ battlefield: [{ id: 'i1', card: 'Sample Infect', controller: 'alice' }, { id: 'i2', card: 'Sample Infect', controller: 'alice' }, { id: 'b', card: 'Sample Landcycler', controller: 'bob' }] })
      .after({ do: 'attack', player: 'alice', attackers: { i1: 'bob', i2: 'bob' } }, { do: 'block', player: 'bob', blockers: { b: 'i2' } })
      .when({ do: 'nextStep' })
      .thenIncludes([
        { type: 'DamageDealt', data: { source: 'i1', target: 'bob', amount: 3, asCounters: true } },
        { type: 'DamageDealt', data: { source: 'i2', target: 'b', amount: 3, asCounters: true } },
      ])
      .thenNone([{ type: 'LifeLost' }])
      .thenView({ players: { bob: { life: 20, poison: 3 } }, battlefield: { b: { counters: { '-1/-1': 3 }, damage: 0, toughness: 2 } } });
  });

  it('ten poison counters lose the game (704.5c)', () => {
    let at = given({ battlefield: [{ id: 'i1', card: 'Sample Infect', controller: 'alice' }], libraries: { alice: 10, bob: 10 } });
    for (let turn = 0; turn < 3; turn++) {
      at = at.after({ do: 'attack', player: 'alice', attackers: { i1: 'bob' } }, { do: 'block', player: 'bob', blockers: {} }, { do: 'nextStep' });
      if (turn < 2) at = at.after({ do: 'nextTurn' }, { do: 'nextTurn' });
    }
    expect(at.view.players['bob']).toMatchObject({ poison: 9, inGame: true });
    at.after({ do: 'nextTurn' }, { do: 'nextTurn' }, { do: 'attack', player: 'alice', attackers: { i1: 'bob' } }, { do: 'block', player: 'bob', blockers: {} })
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'PlayerLeftGame', data: { player: 'bob', reason: 'poison' } }, { type: 'GameWon', data: { player: 'alice' } }]);
  });
});

describe('toxic (702.164b-c)', () => {
  it('adds up every instance: the total toxic value', () => {
    expect(totalToxic(catalog.get('Sample Toxic'))).toBe(3);
    expect(totalToxic(catalog.get('Grizzly Bears'))).toBe(0);
  });

  it('combat damage to a player also gives poison counters; to a creature, nothing more', () => {
    given({ battlefield: [{ id: 't1', card: 'Sample Toxic', controller: 'alice' }, { id: 't2', card: 'Sample Toxic', controller: 'alice' }, { id: 'b', card: 'Sample Landcycler', controller: 'bob' }] })
      .after({ do: 'attack', player: 'alice', attackers: { t1: 'bob', t2: 'bob' } }, { do: 'block', player: 'bob', blockers: { b: 't2' } })
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'DamageDealt', data: { source: 't1', target: 'bob', amount: 1 } }, { type: 'PoisonCountersGiven', data: { player: 'bob', amount: 3, source: 't1' } }])
      .thenNone([{ type: 'PoisonCountersGiven', data: { source: 't2' } }])
      .thenView({ players: { bob: { life: 19, poison: 3 } } });
  });
});

describe('rampage (702.23a-b)', () => {
  const blockedBy = (blockers: number) => {
    const ids = Array.from({ length: blockers }, (_, i) => `b${i + 1}`);
    return given({ battlefield: [{ id: 'r', card: 'Sample Rampage', controller: 'alice' }, ...ids.map((id) => ({ id, card: 'Grizzly Bears', controller: 'bob' }))] })
      .after({ do: 'attack', player: 'alice', attackers: { r: 'bob' } })
      .when({ do: 'block', player: 'bob', blockers: Object.fromEntries(ids.map((id) => [id, 'r'])) });
  };

  it('triggers once when it becomes blocked, and gets +N/+N for each blocker beyond the first as it resolves', () => {
    const blocked = blockedBy(3);
    expect(blocked.events.filter((e) => e.type === 'AbilityTriggered')).toHaveLength(1);
    blocked.when({ do: 'resolve' }).thenView({ battlefield: { r: { power: 4, toughness: 4 } } });
  });

  it('gives nothing for a single blocker, and does not trigger unblocked', () => {
    blockedBy(1).when({ do: 'resolve' }).thenNone([{ type: 'PowerToughnessChanged' }]).thenView({ battlefield: { r: { power: 2 } } });
    blockedBy(0).thenNone([{ type: 'AbilityTriggered' }]);
  });
});

describe('battle cry (702.91a)', () => {
  it('each instance gives each other attacking creature +1/+0 until end of turn', () => {
    given({ battlefield: [{ id: 'c1', card: 'Sample Battle Cry', controller: 'alice' }, { id: 'c2', card: 'Sample Battle Cry', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }] })
      .after({ do: 'attack', player: 'alice', attackers: { c1: 'bob', c2: 'bob', gb: 'bob' } }, { do: 'choose', player: 'alice', choice: ['c1/1', 'c2/1'] }, { do: 'resolve' })
      .when({ do: 'resolve' })
      .thenView({ battlefield: { c1: { power: 3 }, c2: { power: 3 }, gb: { power: 4, toughness: 2 } } });
  });
});

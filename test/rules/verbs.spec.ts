/**
 * Effect verbs of compiled cards: damage to each creature and/or player (120.3), a target player
 * draws (121.1) or gains life (119.3), a permanent returns itself to its owner's hand and a card
 * comes back from its owner's graveyard (608.2c); scry, surveil and mill.
 */
import { createCatalog, defineCard, keyword, spell, type CardDefinition, type Effect, type TargetSpec } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

/** A sorcery costing {0}, so that specs need no mana. */
function sorcery(name: string, text: string, effect: Effect, targets?: TargetSpec): CardDefinition {
  return defineCard({ name, types: ['Sorcery'], oracle: text, abilities: [spell(text, effect, targets)] });
}

const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({ name: 'Sample Bird', manaCost: '{W}', types: ['Creature'], power: 1, toughness: 1, oracle: 'Flying', abilities: [keyword('Flying')] }),
  defineCard({
    name: 'Sample Merfolk', manaCost: '{1}{U}', types: ['Creature'], power: 2, toughness: 1, oracle: '{0}: Return Sample Merfolk to its owner’s hand.',
    abilities: [{ kind: 'activated', text: '{0}: Return Sample Merfolk to its owner’s hand.', cost: [], effect: { kind: 'returnSourceToHand' } }],
  }),
  sorcery('Sample Quake', '~ deals 1 damage to each creature without flying and each player.', { kind: 'dealDamageToEach', amount: 1, creatures: 'withoutFlying', players: true }),
  sorcery('Sample Insight', 'Target player draws two cards.', { kind: 'drawCards', amount: 2, who: 'target' }, { kind: 'player' }),
  sorcery('Sample Howling', 'Each player draws a card.', { kind: 'drawCards', amount: 1, who: 'eachPlayer' }),
  sorcery('Sample Stream', 'Target player gains 4 life.', { kind: 'gainLife', amount: 4, who: 'target' }, { kind: 'player' }),
  sorcery('Sample Scry', 'Scry 2.', { kind: 'scry', amount: 2 }),
  sorcery('Sample Surveil', 'Surveil 2.', { kind: 'surveil', amount: 2 }),
  sorcery('Sample Mill', 'Target player mills three cards.', { kind: 'mill', amount: 3, who: 'target' }, { kind: 'player' }),
  defineCard({ name: 'Sample Verdict', types: ['Instant'], oracle: 'Destroy target attacking or blocking creature.', abilities: [spell('Destroy target attacking or blocking creature.', { kind: 'destroyTarget' }, { kind: 'creatureWith', filter: 'attackingOrBlocking' })] }),
  sorcery('Sample Blade', 'Destroy target nonblack creature.', { kind: 'destroyTarget' }, { kind: 'creatureWith', filter: 'nonblack' }),
  defineCard({ name: 'Sample Knight', manaCost: '{B}', types: ['Creature'], power: 1, toughness: 1, oracle: '', abilities: [] }),
  sorcery('Sample Wrath', 'Destroy all creatures with flying.', { kind: 'destroyGroup', what: 'creaturesWithFlying' }),
  sorcery('Sample Purge', 'Exile target card from a graveyard.', { kind: 'exileTargetCard' }, { kind: 'cardInAGraveyard' }),
  sorcery('Sample Griptide', "Put target creature on top of its owner's library.", { kind: 'putTargetOnLibrary' }, { kind: 'creature' }),
  sorcery('Sample Edict', 'Each opponent sacrifices a creature.', { kind: 'sacrificeCreatures', amount: 1, who: 'eachOpponent' }),
  sorcery('Sample Evacuation', "Return all creatures to their owners' hands.", { kind: 'returnAllToHand', what: 'creatures' }),
  sorcery('Sample Karoo', "Return a land you control to its owner's hand.", { kind: 'returnOneYouControlToHand', what: 'lands' }),
  sorcery('Sample Blast', '~ deals 2 damage to target player and 1 damage to you.', { kind: 'sequence', effects: [{ kind: 'dealDamage', amount: 2, to: 'target' }, { kind: 'dealDamage', amount: 1, to: 'controller' }] }, { kind: 'player' }),
  sorcery('Sample Bojuka', 'Exile all graveyards.', { kind: 'exileGraveyards', who: 'eachPlayer' }),
  sorcery('Sample Raise', 'Return target creature card from your graveyard to your hand.', { kind: 'returnTargetCardToHand' }, { kind: 'cardInYourGraveyard', cardType: 'creature' }),
]);
const { given } = deciderSpec(catalog);

describe('damage to each creature and each player (120.3)', () => {
  it('reaches creatures without flying and every player, not a flyer', () => {
    given({
      battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'bob' }, { id: 'sb', card: 'Sample Bird', controller: 'bob' }],
      hands: { alice: [{ id: 'q', card: 'Sample Quake' }] },
    })
      .after({ do: 'cast', player: 'alice', card: 'q' })
      .when({ do: 'resolve' })
      .thenIncludes([
        { type: 'DamageDealt', data: { target: 'gb', amount: 1 } },
        { type: 'DamageDealt', data: { target: 'alice', amount: 1 } },
        { type: 'DamageDealt', data: { target: 'bob', amount: 1 } },
      ])
      .thenView({ players: { alice: { life: 19 }, bob: { life: 19 } }, battlefield: { gb: { damage: 1 }, sb: { damage: 0 } } });
  });
});

describe('a player other than the controller draws or gains life', () => {
  it('makes the target player draw (121.1)', () => {
    given({ hands: { alice: [{ id: 'i', card: 'Sample Insight' }] }, libraries: { alice: 3, bob: 3 } })
      .after({ do: 'cast', player: 'alice', card: 'i', targets: ['bob'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'CardsDrawn', data: { player: 'bob' }, metadata: { rule: '121.1' } }])
      .thenView({ players: { alice: { librarySize: 3 }, bob: { librarySize: 1 } } });
  });

  it('makes each player draw, in turn order (121.1)', () => {
    given({ hands: { alice: [{ id: 'h', card: 'Sample Howling' }] }, libraries: { alice: 3, bob: 3 } })
      .after({ do: 'cast', player: 'alice', card: 'h' })
      .when({ do: 'resolve' })
      .then([
        { type: 'PriorityPassed' },
        { type: 'CardsDrawn', data: { player: 'alice' } },
        { type: 'CardsDrawn', data: { player: 'bob' } },
        { type: 'StackObjectResolved' },
      ]);
  });

  it('gives the target player life (119.3)', () => {
    given({ hands: { alice: [{ id: 's', card: 'Sample Stream' }] } })
      .after({ do: 'cast', player: 'alice', card: 's', targets: ['bob'] })
      .when({ do: 'resolve' })
      .thenView({ players: { alice: { life: 20 }, bob: { life: 24 } } });
  });
});

describe('cards that move to a hand (608.2c)', () => {
  it('returns the permanent itself to its owner’s hand', () => {
    given({ battlefield: [{ id: 'sm', card: 'Sample Merfolk', controller: 'alice' }] })
      .after({ do: 'activate', player: 'alice', source: 'sm', ability: 0 })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'sm', to: 'hand' }, metadata: { rule: '608.2c' } }])
      .thenView({ battlefield: { sm: null } });
  });

  it('returns a creature card from its controller’s graveyard, and refuses another kind of card (601.2c)', () => {
    const start = {
      hands: { alice: [{ id: 'r', card: 'Sample Raise' }] },
      graveyards: { alice: [{ id: 'g1', card: 'Grizzly Bears' }, { id: 'g2', card: 'Sample Insight' }] },
    };
    given(start).when({ do: 'cast', player: 'alice', card: 'r', targets: ['g2'] }).thenRejected('601.2c');
    given(start)
      .after({ do: 'cast', player: 'alice', card: 'r', targets: ['g1'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'CardMovedFromGraveyard', data: { player: 'alice', card: 'g1', to: 'hand' }, metadata: { rule: '608.2c' } }]);
  });
});

describe('scry, surveil and mill (701.22a, 701.25a, 701.17a)', () => {
  const library = { alice: [{ id: 'l1', card: 'Grizzly Bears' }, { id: 'l2', card: 'Sample Bird' }, { id: 'l3', card: 'Sample Merfolk' }], bob: 3 };

  it('scry 2: one card to the bottom, the other kept on top', () => {
    given({ hands: { alice: [{ id: 'sc', card: 'Sample Scry' }, { id: 'si', card: 'Sample Insight' }] }, libraries: library })
      .after({ do: 'cast', player: 'alice', card: 'sc' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'ChoiceRequested', data: { player: 'alice', kind: 'scry', options: ['l1', 'l2'], min: 0, max: 2 } }])
      .thenView({ pendingChoice: { kind: 'scry', cards: { l1: 'Grizzly Bears', l2: 'Sample Bird' } } })
      .when({ do: 'choose', player: 'alice', choice: ['l1'] })
      .thenIncludes([{ type: 'LibraryArranged', data: { player: 'alice', top: ['l2'], bottom: ['l1'], graveyard: [] }, metadata: { rule: '701.22a' } }])
      .when({ do: 'cast', player: 'alice', card: 'si', targets: ['alice'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'CardsDrawn', data: { player: 'alice', cards: ['l2', 'l3'] } }]);
  });

  it('scry 2 keeping both: their player orders them on top (701.22a)', () => {
    given({ hands: { alice: [{ id: 'sc', card: 'Sample Scry' }] }, libraries: library })
      .after({ do: 'cast', player: 'alice', card: 'sc' }, { do: 'resolve' }, { do: 'choose', player: 'alice', choice: [] })
      .when({ do: 'choose', player: 'alice', choice: ['l2', 'l1'] })
      .thenIncludes([{ type: 'LibraryArranged', data: { top: ['l2', 'l1'], bottom: [] } }]);
    given({ hands: { alice: [{ id: 'sc', card: 'Sample Scry' }] }, libraries: library })
      .after({ do: 'cast', player: 'alice', card: 'sc' }, { do: 'resolve' }, { do: 'choose', player: 'alice', choice: [] })
      .when({ do: 'choose', player: 'alice', choice: ['l2'] })
      .thenRejected('608.2d');
  });

  it('surveil 2: one card into the graveyard, where everyone sees it', () => {
    given({ hands: { alice: [{ id: 'sv', card: 'Sample Surveil' }] }, libraries: library })
      .after({ do: 'cast', player: 'alice', card: 'sv' }, { do: 'resolve' })
      .when({ do: 'choose', player: 'alice', choice: ['l2'] })
      .thenIncludes([{ type: 'LibraryArranged', data: { top: ['l1'], bottom: [], graveyard: ['l2'] }, metadata: { rule: '701.25a' } }])
      .thenView({ players: { alice: { librarySize: 2, graveyard: ['l2', 'sv'] } } });
  });

  it('mill: the target player puts the top cards into their graveyard, as many as there are (701.17b)', () => {
    given({ hands: { alice: [{ id: 'ml', card: 'Sample Mill' }] }, libraries: { alice: 3, bob: 2 } })
      .after({ do: 'cast', player: 'alice', card: 'ml', targets: ['bob'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'CardsMilled', data: { player: 'bob', cards: ['bob-lib-1', 'bob-lib-2'] }, metadata: { rule: '701.17a' } }])
      .thenView({ players: { bob: { librarySize: 0, graveyard: ['bob-lib-1', 'bob-lib-2'] }, alice: { librarySize: 3 } } });
  });
});

describe('target creatures of a kind (115.1)', () => {
  const board = { battlefield: [{ id: 'ab', card: 'Grizzly Bears', controller: 'alice' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }], hands: { alice: [{ id: 'v', card: 'Sample Verdict' }] } };

  it('an attacking or blocking creature: not one outside combat (506.4)', () => {
    given(board).when({ do: 'cast', player: 'alice', card: 'v', targets: ['gb'] }).thenRejected('601.2c');
    given({ ...board, activePlayer: 'bob', step: 'declareAttackers' })
      .after({ do: 'attack', player: 'bob', attackers: { gb: 'alice' } })
      .when({ do: 'cast', player: 'alice', card: 'v', targets: ['ab'] })
      .thenRejected('601.2c')
      .when({ do: 'cast', player: 'alice', card: 'v', targets: ['gb'] })
      .when({ do: 'resolve' })
      .thenView({ battlefield: { gb: null } });
  });

  it('a nonblack creature: not a black one (105.2)', () => {
    const start = { battlefield: [{ id: 'sk', card: 'Sample Knight', controller: 'bob' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }], hands: { alice: [{ id: 'b', card: 'Sample Blade' }] } };
    given(start).when({ do: 'cast', player: 'alice', card: 'b', targets: ['sk'] }).thenRejected('601.2c');
    given(start).after({ do: 'cast', player: 'alice', card: 'b', targets: ['gb'] }).when({ do: 'resolve' }).thenView({ battlefield: { gb: null, sk: { card: 'Sample Knight' } } });
  });
});

describe('more verbs: destroy all, exile from a graveyard, on top of a library', () => {
  it('destroys every creature of the kind named as it resolves (701.8a)', () => {
    given({ battlefield: [{ id: 'sb', card: 'Sample Bird', controller: 'bob' }, { id: 'gb', card: 'Grizzly Bears', controller: 'bob' }], hands: { alice: [{ id: 'w', card: 'Sample Wrath' }] } })
      .after({ do: 'cast', player: 'alice', card: 'w' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'sb', reason: 'destroyed' }, metadata: { rule: '701.8a' } }])
      .thenView({ battlefield: { sb: null, gb: { card: 'Grizzly Bears' } } });
  });

  it('exiles a card from any player’s graveyard (701.13a)', () => {
    given({ hands: { alice: [{ id: 'p', card: 'Sample Purge' }] }, graveyards: { bob: [{ id: 'g1', card: 'Grizzly Bears' }] } })
      .after({ do: 'cast', player: 'alice', card: 'p', targets: ['g1'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'CardMovedFromGraveyard', data: { player: 'bob', card: 'g1', to: 'exile' }, metadata: { rule: '701.13a' } }])
      .thenView({ players: { bob: { graveyard: [], exile: ['g1'] } } });
  });

  it('puts a creature on top of its owner’s library (608.2c)', () => {
    given({ battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'bob' }], hands: { alice: [{ id: 'g', card: 'Sample Griptide' }] }, libraries: { alice: 1, bob: 1 } })
      .after({ do: 'cast', player: 'alice', card: 'g', targets: ['gb'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'gb', to: 'library' }, metadata: { rule: '608.2c' } }])
      .thenView({ battlefield: { gb: null }, players: { bob: { librarySize: 2 } } });
  });
});

describe('a player sacrifices creatures of their choice (701.21a)', () => {
  it('asks the opponent which, among their creatures only', () => {
    given({
      battlefield: [{ id: 'ab', card: 'Grizzly Bears', controller: 'alice' }, { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }, { id: 'b2', card: 'Sample Bird', controller: 'bob' }],
      hands: { alice: [{ id: 'e', card: 'Sample Edict' }] },
    })
      .after({ do: 'cast', player: 'alice', card: 'e' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'ChoiceRequested', data: { player: 'bob', kind: 'sacrifice', options: ['b1', 'b2'], min: 1, max: 1 } }])
      .when({ do: 'choose', player: 'bob', choice: ['b2'] })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'b2', to: 'graveyard' }, metadata: { rule: '701.21a' } }])
      .thenView({ battlefield: { ab: { card: 'Grizzly Bears' }, b1: { card: 'Grizzly Bears' }, b2: null } });
  });
});

describe('return all creatures to their owners’ hands (608.2c)', () => {
  it('returns every creature, not other permanents', () => {
    given({ battlefield: [{ id: 'ab', card: 'Grizzly Bears', controller: 'alice' }, { id: 'b1', card: 'Grizzly Bears', controller: 'bob' }, { id: 'f1', card: 'Forest', controller: 'bob' }], hands: { alice: [{ id: 'ev', card: 'Sample Evacuation' }] } })
      .after({ do: 'cast', player: 'alice', card: 'ev' })
      .when({ do: 'resolve' })
      .thenIncludes([
        { type: 'PermanentLeftBattlefield', data: { permanent: 'ab', to: 'hand' }, metadata: { rule: '608.2c' } },
        { type: 'PermanentLeftBattlefield', data: { permanent: 'b1', to: 'hand' }, metadata: { rule: '608.2c' } },
      ])
      .thenView({ battlefield: { ab: null, b1: null, f1: { card: 'Forest' } } });
  });
});

describe('return a land you control to its owner’s hand (608.2c, 608.2d)', () => {
  it('returns the only one without asking, and asks which among several', () => {
    given({ battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'f2', card: 'Forest', controller: 'bob' }], hands: { alice: [{ id: 'k', card: 'Sample Karoo' }] } })
      .after({ do: 'cast', player: 'alice', card: 'k' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'f1', to: 'hand' }, metadata: { rule: '608.2c' } }])
      .thenView({ battlefield: { f1: null, f2: { card: 'Forest' } } });
    given({ battlefield: [{ id: 'f1', card: 'Forest', controller: 'alice' }, { id: 'f3', card: 'Forest', controller: 'alice' }], hands: { alice: [{ id: 'k', card: 'Sample Karoo' }] } })
      .after({ do: 'cast', player: 'alice', card: 'k' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'ChoiceRequested', data: { player: 'alice', kind: 'returnToHand', options: ['f1', 'f3'] } }])
      .when({ do: 'choose', player: 'alice', choice: ['f3'] })
      .thenView({ battlefield: { f1: { card: 'Forest' }, f3: null } });
  });
});

describe('damage to its controller (120.3)', () => {
  it('deals damage to the target, then to the one who cast it', () => {
    given({ hands: { alice: [{ id: 'bl', card: 'Sample Blast' }] } })
      .after({ do: 'cast', player: 'alice', card: 'bl', targets: ['bob'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'DamageDealt', data: { target: 'bob', amount: 2 } }, { type: 'DamageDealt', data: { target: 'alice', amount: 1 } }])
      .thenView({ players: { alice: { life: 19 }, bob: { life: 18 } } });
  });
});

describe('exile graveyards (701.13a)', () => {
  it('exiles every card of every graveyard', () => {
    given({ hands: { alice: [{ id: 'bo', card: 'Sample Bojuka' }] }, graveyards: { alice: [{ id: 'g0', card: 'Forest' }], bob: [{ id: 'g1', card: 'Grizzly Bears' }] } })
      .after({ do: 'cast', player: 'alice', card: 'bo' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'CardMovedFromGraveyard', data: { card: 'g0', to: 'exile' }, metadata: { rule: '701.13a' } }, { type: 'CardMovedFromGraveyard', data: { card: 'g1', to: 'exile' } }])
      .thenView({ players: { alice: { exile: ['g0'] }, bob: { graveyard: [], exile: ['g1'] } } });
  });
});

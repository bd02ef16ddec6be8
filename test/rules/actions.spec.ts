import type { GameCommand, StartPermanent } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { CARD_CATALOG } from '@arbiter/cards';

const { given } = deciderSpec(CARD_CATALOG);

const mine = (id: string, card: string, extra: Partial<StartPermanent> = {}): StartPermanent => ({ id, card, controller: 'alice', ...extra });
const activate = (source: string, ability = 0, extra: Partial<Extract<GameCommand, { do: 'activate' }>> = {}): GameCommand => ({
  do: 'activate', player: 'alice', source, ability, ...extra,
});
const cast = (card: string, extra: Partial<Extract<GameCommand, { do: 'cast' }>> = {}): GameCommand => ({ do: 'cast', player: 'alice', card, ...extra });

describe('who may act', () => {
  it('refuses a command from someone who is not a player (102.1)', () => {
    given({ battlefield: [mine('f1', 'Forest')] })
      .when({ do: 'activate', player: 'mallory', source: 'f1', ability: 0 })
      .thenRejected('102.1', 'mallory');
  });

  it('refuses a command from a player who has left the game (800.4a)', () => {
    given({ players: ['alice', 'bob', 'carol'], battlefield: [mine('f1', 'Forest'), { id: 'f2', card: 'Forest', controller: 'bob' }] })
      .after({ do: 'concede', player: 'bob' })
      .when({ do: 'activate', player: 'bob', source: 'f2', ability: 0 })
      .thenRejected('800.4a');
  });

  it('refuses every command before the game starts (103.1) and after it is over (104.1)', () => {
    const { decider } = deciderSpec(CARD_CATALOG);
    expect(decider.decide({ do: 'nextStep' }, decider.initialState())[0]?.data).toMatchObject({ rule: '103.1' });
    given({}).after({ do: 'concede', player: 'bob' }).when({ do: 'nextStep' }).thenRejected('104.1', 'alice won');
  });
});

describe('activating abilities (602)', () => {
  it('refuses a permanent that is not on the battlefield (602.2)', () => {
    given({}).when(activate('nothing')).thenRejected('602.2', 'no permanent');
  });

  it('refuses activating an ability of a permanent someone else controls (602.2)', () => {
    given({ battlefield: [{ id: 'f2', card: 'Forest', controller: 'bob' }] }).when(activate('f2')).thenRejected('602.2', 'does not control');
  });

  it('refuses an ability index the permanent does not have (602.1)', () => {
    given({ battlefield: [mine('f1', 'Forest')] }).when(activate('f1', 1)).thenRejected('602.1', 'has 1 activated ability');
  });

  it('counts granted abilities after printed ones: Chromatic Lantern gives a Forest ability 1', () => {
    given({ battlefield: [mine('f1', 'Forest'), mine('cl', 'Chromatic Lantern')] })
      .when(activate('f1', 1))
      .thenIncludes([{ type: 'AbilityActivated', data: { ability: 1, abilityNumber: 0, grantedBy: 'cl' } }, { type: 'ChoiceRequested', data: { kind: 'manaType', options: ['W', 'U', 'B', 'R', 'G'] } }]);
  });

  it('refuses {T} on a tapped permanent (107.5)', () => {
    given({ battlefield: [mine('f1', 'Forest', { tapped: true })] }).when(activate('f1')).thenRejected('107.5');
  });

  it('refuses {T} on a creature controlled since this turn (302.6)', () => {
    given({ battlefield: [mine('elves', 'Llanowar Elves', { newThisTurn: true })] }).when(activate('elves')).thenRejected('302.6');
  });

  it('refuses {T} on a land creature controlled since this turn (302.6)', () => {
    given({ battlefield: [mine('da', 'Dryad Arbor', { newThisTurn: true })] }).when(activate('da')).thenRejected('302.6');
  });

  it('allows {T} on a noncreature land that came under control this turn', () => {
    given({ battlefield: [mine('f1', 'Forest', { newThisTurn: true })] }).when(activate('f1')).thenIncludes([{ type: 'ManaAdded', data: { mana: { G: 1 } } }]);
  });

  it('allows {T} on a creature controlled since its controller\'s turn began', () => {
    given({ turn: 3, battlefield: [mine('elves', 'Llanowar Elves')] }).when(activate('elves')).thenIncludes([{ type: 'ManaAdded', data: { mana: { G: 1 } } }]);
  });

  it('refuses {Q} on an untapped permanent (107.6)', () => {
    given({ turn: 3, battlefield: [mine('pp', 'Pili-Pala'), mine('sr', 'Sol Ring')] })
      .after(activate('sr'))
      .when(activate('pp'))
      .thenRejected('107.6');
  });

  it('refuses {Q} on a creature controlled since this turn (302.6)', () => {
    given({ battlefield: [mine('pp', 'Pili-Pala', { tapped: true, newThisTurn: true }), mine('sr', 'Sol Ring')] })
      .after(activate('sr'))
      .when(activate('pp'))
      .thenRejected('302.6');
  });

  it('refuses an ability whose mana cost the pool cannot pay (602.2b)', () => {
    given({ battlefield: [mine('ms', 'Mind Stone')] }).when(activate('ms', 1)).thenRejected('602.2b', 'cannot pay');
  });

  it('refuses a payment for an ability with no mana cost (602.2b)', () => {
    given({ battlefield: [mine('f1', 'Forest')] }).when(activate('f1', 0, { payment: { G: 1 } })).thenRejected('602.2b', 'no mana cost');
  });

  it('refuses "activate only during your turn" on an opponent\'s turn (602.5b)', () => {
    given({ activePlayer: 'bob', battlefield: [mine('ym', 'Yes Man, Personal Securitron')] })
      .when(activate('ym', 0, { targets: ['bob'] }))
      .thenRejected('602.5b');
  });

  it('keeps "activate only during your turn" after control changes (602.5b)', () => {
    given({ turn: 3, battlefield: [mine('ym', 'Yes Man, Personal Securitron')], libraries: { alice: 2 } })
      .after(activate('ym', 0, { targets: ['bob'] }), { do: 'resolve' })
      .when({ do: 'activate', player: 'bob', source: 'ym', ability: 0, targets: ['alice'] })
      .thenRejected('602.5b');
  });

  it('refuses a wrong number of targets and an illegal target: targets are chosen as 602.2b applies 601.2c', () => {
    const g = given({ players: ['alice', 'bob', 'carol'], turn: 3, battlefield: [mine('ym', 'Yes Man, Personal Securitron')] });
    g.when(activate('ym')).thenRejected('602.2b');
    g.when(activate('ym', 0, { targets: ['bob', 'bob'] })).thenRejected('602.2b');
    g.when(activate('ym', 0, { targets: ['alice'] })).thenRejected('602.2b', 'not a legal choice for target opponent');
  });

  it('refuses targets for an ability without targets (602.2b)', () => {
    given({ battlefield: [mine('f1', 'Forest')] }).when(activate('f1', 0, { targets: ['bob'] })).thenRejected('602.2b', 'has no targets');
  });

  it('puts a non-mana ability on the stack with its id, paying its cost', () => {
    given({ turn: 3, battlefield: [mine('hw', 'Hangarback Walker', { counters: { '+1/+1': 1 } }), mine('w1', 'Wastes')] })
      .after(activate('w1'))
      .when(activate('hw'))
      .then([
        { type: 'AbilityActivated', data: { stackId: 'hw/3', abilityNumber: 3, paid: { C: 1 }, manaAbility: false }, metadata: { rule: '602.2' } },
        { type: 'PermanentTapped', data: { permanent: 'hw', forCost: true } },
      ])
      .thenView({ stack: [{ id: 'hw/3', kind: 'ability', source: 'hw' }], players: { alice: { manaPool: { C: 0 } } } });
  });
});

describe('casting spells (601)', () => {
  const hand = (...cards: string[]) => ({ alice: cards.map((card, i) => ({ id: `h${i}`, card })) });

  it('refuses a card that is not in the caster\'s hand (601.2a)', () => {
    given({ hands: { bob: [{ id: 'h0', card: 'Sol Ring' }] } }).when(cast('h0')).thenRejected('601.2a');
  });

  it('refuses casting a land: lands are played (305.9)', () => {
    given({ hands: hand('Forest') }).when(cast('h0')).thenRejected('305.9');
  });

  it('refuses a creature spell on an opponent\'s turn (302.1) and an artifact outside a main phase (301.1)', () => {
    given({ activePlayer: 'bob', hands: hand('Endless One') }).when(cast('h0')).thenRejected('302.1', 'your own turn');
    given({ step: 'upkeep', hands: hand('Endless One', 'Sol Ring') }).when(cast('h1')).thenRejected('301.1', 'main phase');
  });

  it('refuses an enchantment spell while the stack is not empty (303.1)', () => {
    given({ battlefield: [mine('f1', 'Forest')], hands: hand('Endless One', 'Manabarbs') })
      .after(cast('h0'))
      .when(cast('h1'))
      .thenRejected('303.1', 'stack is empty');
  });

  it('refuses a negative or fractional X (107.3a) and an X for a spell without {X} (601.2b)', () => {
    const g = given({ hands: hand('Endless One', 'Sol Ring') });
    g.when(cast('h0', { x: -1 })).thenRejected('107.3a');
    g.when(cast('h0', { x: 1.5 })).thenRejected('107.3a');
    g.when(cast('h1', { x: 1 })).thenRejected('601.2b');
  });

  it('refuses a spell the pool cannot pay for (601.2h)', () => {
    given({ hands: hand('Sol Ring') }).when(cast('h0')).thenRejected('601.2h', 'cannot pay');
    given({ battlefield: [mine('f1', 'Forest')], hands: hand('Endless One') })
      .after(activate('f1'))
      .when(cast('h0', { x: 2 }))
      .thenRejected('601.2h');
  });

  it('refuses an explicit payment that does not pay the cost (601.2h)', () => {
    given({ battlefield: [mine('f1', 'Forest'), mine('f2', 'Forest')], hands: hand('Sol Ring') })
      .after(activate('f1'), activate('f2'))
      .when(cast('h0', { payment: { G: 2 } }))
      .thenRejected('601.2h', 'generic cost of 1');
  });

  it('refuses an Aura with enchant land cast without a land to enchant (303.4a)', () => {
    const g = given({ battlefield: [mine('f1', 'Forest'), mine('elves', 'Llanowar Elves')], hands: hand('Wild Growth') }).after(activate('f1'));
    g.when(cast('h0')).thenRejected('303.4a');
    g.when(cast('h0', { targets: ['elves'] })).thenRejected('303.4a');
    g.when(cast('h0', { targets: ['f1'] })).thenIncludes([{ type: 'SpellCast', data: { targets: ['f1'], paid: { G: 1 } } }]);
  });

  it('refuses targets for a spell that has none (601.2c)', () => {
    given({ hands: hand('Endless One') }).when(cast('h0', { targets: ['bob'] })).thenRejected('601.2c', 'has no targets');
  });

  it('casts a spell with X, paying X and announcing it (107.3a, 601.2)', () => {
    given({ battlefield: [mine('sr', 'Sol Ring')], hands: hand('Hangarback Walker') })
      .after(activate('sr'))
      .when(cast('h0', { x: 1 }))
      .then([{ type: 'SpellCast', data: { stackId: 'h0', x: 1, paid: { C: 2 }, costIncrease: 0 }, metadata: { kind: 'decision', rule: '601.2' } }])
      .thenView({ stack: [{ id: 'h0', kind: 'spell', x: 1 }], players: { alice: { hand: [] } } });
  });

  it('makes each other spell this turn cost {1} more under Damping Sphere (601.2f)', () => {
    given({ battlefield: [mine('sr', 'Sol Ring'), mine('ds', 'Damping Sphere')], hands: hand('Endless One', 'Endless One') })
      .after(activate('sr'), cast('h0'), { do: 'resolve' })
      .when(cast('h1'))
      .then([{ type: 'SpellCast', data: { costIncrease: 1, paid: { C: 1 } } }]);
  });
});

describe('playing lands (305)', () => {
  const lands = { alice: [{ id: 'l1', card: 'Forest' }, { id: 'l2', card: 'Island' }, { id: 's1', card: 'Sol Ring' }] };

  it('refuses playing a nonland card (305.1)', () => {
    given({ hands: lands }).when({ do: 'play', player: 'alice', card: 's1' }).thenRejected('305.1', 'not a land');
  });

  it('refuses a land outside its owner\'s main phase or on another\'s turn (305.1)', () => {
    given({ step: 'upkeep', hands: lands }).when({ do: 'play', player: 'alice', card: 'l1' }).thenRejected('305.1');
    given({ activePlayer: 'bob', hands: lands }).when({ do: 'play', player: 'alice', card: 'l1' }).thenRejected('305.1');
  });

  it('refuses a second land in a turn (305.2)', () => {
    given({ hands: lands })
      .after({ do: 'play', player: 'alice', card: 'l1' })
      .when({ do: 'play', player: 'alice', card: 'l2' })
      .thenRejected('305.2');
  });

  it('puts the land onto the battlefield under its player\'s control (305.1)', () => {
    given({ hands: lands })
      .when({ do: 'play', player: 'alice', card: 'l1' })
      .then([
        { type: 'LandPlayed', data: { card: 'l1', name: 'Forest' }, metadata: { kind: 'decision', rule: '305.1' } },
        { type: 'PermanentEntered', data: { permanent: 'l1', controller: 'alice', from: 'hand' } },
      ]);
  });
});

describe('answering choices (117.1, 608.2d)', () => {
  const birds = { turn: 3, battlefield: [mine('bop', 'Birds of Paradise'), mine('f1', 'Forest')] };

  it('refuses other actions while a choice is pending (117.1)', () => {
    given(birds).after(activate('bop')).when(activate('f1')).thenRejected('117.1', 'pending manaType');
    given(birds).after(activate('bop')).when({ do: 'nextStep' }).thenRejected('117.1');
  });

  it('refuses an answer when no choice is pending, or from the wrong player (117.1)', () => {
    given(birds).when({ do: 'choose', player: 'alice', choice: 'G' }).thenRejected('117.1', 'no pending choice');
    given(birds).after(activate('bop')).when({ do: 'choose', player: 'bob', choice: 'G' }).thenRejected('117.1', "alice's, not bob's");
  });

  it('refuses an answer that is not an option, or of the wrong shape (608.2d)', () => {
    const g = given(birds).after(activate('bop'));
    g.when({ do: 'choose', player: 'alice', choice: 'C' }).thenRejected('608.2d', 'not one of the options');
    g.when({ do: 'choose', player: 'alice', choice: ['G'] }).thenRejected('608.2d', 'single value');
  });

  it('resumes the ability with the chosen type', () => {
    given(birds)
      .after(activate('bop'))
      .when({ do: 'choose', player: 'alice', choice: 'U' })
      .then([
        { type: 'ChoiceMade', data: { kind: 'manaType', choice: 'U' }, metadata: { kind: 'decision' } },
        { type: 'ManaAdded', data: { source: 'bop', mana: { U: 1 } } },
      ])
      .thenView({ pendingChoice: null });
  });

  it('checks list answers: list shape, no repeats, options only, count (608.2d)', () => {
    const g = given({ turn: 3, step: 'precombatMain', battlefield: [mine('sr', 'Sol Ring'), mine('ms', 'Mind Stone'), mine('elves', 'Llanowar Elves'), mine('yd', 'Yotia Declares War', { counters: { lore: 1 } })], libraries: { alice: 5, bob: 5 } })
      .after({ do: 'nextTurn' }, { do: 'nextTurn' }, { do: 'resolve' });
    expect(g.view.pendingChoice).toMatchObject({ kind: 'tapArtifacts', options: ['sr', 'ms'] });
    g.when({ do: 'choose', player: 'alice', choice: 'sr' }).thenRejected('608.2d', 'answered with a list');
    g.when({ do: 'choose', player: 'alice', choice: ['sr', 'sr'] }).thenRejected('608.2d', 'twice');
    g.when({ do: 'choose', player: 'alice', choice: ['elves'] }).thenRejected('608.2d', 'not one of the options');
    g.when({ do: 'choose', player: 'alice', choice: [] }).thenIncludes([{ type: 'AbilityTriggered', data: { reflexive: true, context: { amount: 0 } } }]);
  });
});

describe('passing priority (117.4, 500.2)', () => {
  it('refuses resolve on an empty stack (117.4) and moving on with a non-empty one (500.2)', () => {
    given({}).when({ do: 'resolve' }).thenRejected('117.4');
    given({ battlefield: [mine('f1', 'Forest')], hands: { alice: [{ id: 'e1', card: 'Endless One' }] } })
      .after({ do: 'cast', player: 'alice', card: 'e1' })
      .when({ do: 'nextStep' })
      .thenRejected('500.2');
  });

  it('records who passed, in APNAP order', () => {
    given({ players: ['alice', 'bob', 'carol'], activePlayer: 'bob' })
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'PriorityPassed', data: { action: 'nextStep', players: ['bob', 'carol', 'alice'] }, metadata: { actor: 'bob' } }]);
  });
});

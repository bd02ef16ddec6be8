/**
 * Modal spells and triggered abilities (700.2): modes announced as the spell is cast (601.2b) or
 * chosen as the trigger is put on the stack (603.3c), each mode's own targets (700.2c), the chosen
 * modes followed in the order written (608.2c).
 */
import { createCatalog, defineCard, type Effect, legalCommands, normalizeSetup } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const chooseOne: Effect = {
  kind: 'modal', min: 1, max: 1,
  modes: [
    { text: '• Sample Abrade deals 3 damage to target creature.', effect: { kind: 'dealDamage', amount: 3, to: 'target' }, targets: { kind: 'creature' } },
    { text: '• Destroy target artifact.', effect: { kind: 'destroyTarget' }, targets: { kind: 'artifact' } },
  ],
};
const oneOrBoth: Effect = {
  kind: 'modal', min: 1, max: 2,
  modes: [
    { text: '• Tap target creature.', effect: { kind: 'tapTarget', untap: false }, targets: { kind: 'creature' } },
    { text: '• Target creature gets -2/-4 until end of turn.', effect: { kind: 'pumpTarget', power: -2, toughness: -4 }, targets: { kind: 'creature' } },
  ],
};
const entersChooseOne: Effect = {
  kind: 'modal', min: 1, max: 1,
  modes: [
    { text: '• Destroy target artifact.', effect: { kind: 'destroyTarget' }, targets: { kind: 'artifact' } },
    { text: '• You gain 4 life.', effect: { kind: 'gainLife', amount: 4, who: 'controller' } },
    { text: '• Draw a card.', effect: { kind: 'drawCards', amount: 1, who: 'controller' } },
  ],
};

const entwined: Effect = { ...chooseOne, entwine: '{2}' };
const escalated: Effect = { ...oneOrBoth, escalate: '{1}' };
const confluence: Effect = { ...chooseOne, min: 3, max: 3, repeatable: true };

const catalog = createCatalog([
  defineCard({ name: 'Sample Escalated Takedown', manaCost: '{R}', types: ['Instant'], oracle: 'Escalate {1}\nChoose one or both —', abilities: [{ kind: 'spell', text: 'Choose one or both —', effect: escalated }] }),
  defineCard({
    name: 'Sample Cankerbloom', types: ['Creature'], power: 3, toughness: 2, oracle: '{0}, Sacrifice Sample Cankerbloom: Choose one —',
    abilities: [{ kind: 'activated', text: '{0}, Sacrifice Sample Cankerbloom: Choose one —', cost: [{ kind: 'mana', cost: '{0}' }, { kind: 'sacrificeSelf' }], effect: entersChooseOne }],
  }),
  defineCard({ name: 'Sample Confluence', types: ['Sorcery'], oracle: 'Choose three. You may choose the same mode more than once.', abilities: [{ kind: 'spell', text: 'Choose three.', effect: confluence }] }),
  defineCard({ name: 'Sample Entwined Abrade', manaCost: '{R}', types: ['Instant'], oracle: 'Choose one —\nEntwine {2}', abilities: [{ kind: 'spell', text: 'Choose one —', effect: entwined }] }),
  ...ALL_CARDS,
  defineCard({ name: 'Sample Shock', types: ['Instant'], oracle: 'Sample Shock deals 2 damage to any target.', abilities: [{ kind: 'spell', text: 'Sample Shock deals 2 damage to any target.', effect: { kind: 'dealDamage', amount: 2, to: 'target' }, targets: { kind: 'any' } }] }),
  defineCard({ name: 'Sample Abrade', types: ['Instant'], oracle: 'Choose one —', abilities: [{ kind: 'spell', text: 'Choose one —', effect: chooseOne }] }),
  defineCard({ name: 'Sample Takedown', types: ['Instant'], oracle: 'Choose one or both —', abilities: [{ kind: 'spell', text: 'Choose one or both —', effect: oneOrBoth }] }),
  defineCard({
    name: 'Sample Knight of Autumn', types: ['Creature'], power: 2, toughness: 1, oracle: 'When this creature enters, choose one —',
    abilities: [{ kind: 'triggered', text: 'When this creature enters, choose one —', trigger: { kind: 'selfEnters' }, effect: entersChooseOne }],
  }),
]);
const { given } = deciderSpec(catalog);

const board = {
  battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'bob' }, { id: 'sr', card: 'Sol Ring', controller: 'bob' }],
  hands: { alice: [{ id: 'ab', card: 'Sample Abrade' }, { id: 'at', card: 'Sample Takedown' }, { id: 'ka', card: 'Sample Knight of Autumn' }] },
  libraries: { alice: 5, bob: 5 },
};

describe('a modal spell: its mode is announced as it is cast (601.2b, 700.2a)', () => {
  it('does what the chosen mode says, to that mode’s target, and nothing of the other mode', () => {
    given(board)
      .after({ do: 'cast', player: 'alice', card: 'ab', modes: [1], targets: ['sr'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'sr', to: 'graveyard' }, metadata: { rule: '701.8a' } }])
      .thenView({ battlefield: { gb: { damage: 0 }, sr: null } });
    given(board)
      .after({ do: 'cast', player: 'alice', card: 'ab', modes: [0], targets: ['gb'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'DamageDealt', data: { target: 'gb', amount: 3 } }]);
  });

  it('records the modes with the spell', () => {
    given(board)
      .when({ do: 'cast', player: 'alice', card: 'ab', modes: [1], targets: ['sr'] })
      .thenIncludes([{ type: 'SpellCast', data: { modes: [1], targets: ['sr'] }, metadata: { rule: '601.2' } }]);
  });

  it('refuses a cast without a mode, or with more modes than it says (601.2b)', () => {
    given(board).when({ do: 'cast', player: 'alice', card: 'ab', targets: ['sr'] }).thenRejected('601.2b');
    given(board).when({ do: 'cast', player: 'alice', card: 'ab', modes: [0, 1], targets: ['gb', 'sr'] }).thenRejected('601.2b');
  });

  it('refuses a mode it does not have (700.2), the same mode twice (700.2d), and modes for a spell that is not modal (601.2b)', () => {
    given(board).when({ do: 'cast', player: 'alice', card: 'ab', modes: [2] }).thenRejected('700.2');
    given(board).when({ do: 'cast', player: 'alice', card: 'at', modes: [0, 0], targets: ['gb', 'gb'] }).thenRejected('700.2d');
    given({ ...board, hands: { alice: [{ id: 'sh', card: 'Sample Shock' }] } }).when({ do: 'cast', player: 'alice', card: 'sh', modes: [0], targets: ['bob'] }).thenRejected('601.2b');
  });

  it('checks the targets against the chosen mode (601.2c): an artifact is no target for the damage mode', () => {
    given(board).when({ do: 'cast', player: 'alice', card: 'ab', modes: [0], targets: ['sr'] }).thenRejected('601.2c');
    given(board).when({ do: 'cast', player: 'alice', card: 'ab', modes: [1] }).thenRejected('601.2c');
  });
});

describe('"You may choose the same mode more than once" (700.2d)', () => {
  it('follows a mode chosen twice twice, each time with its own target — here the same creature', () => {
    given({ ...board, hands: { alice: [{ id: 'cf', card: 'Sample Confluence' }] } })
      .after({ do: 'cast', player: 'alice', card: 'cf', modes: [0, 0, 1], targets: ['gb', 'gb', 'sr'] })
      .when({ do: 'resolve' })
      .thenIncludes([
        { type: 'DamageDealt', data: { target: 'gb', amount: 3 } },
        { type: 'DamageDealt', data: { target: 'gb', amount: 3 } },
        { type: 'PermanentLeftBattlefield', data: { permanent: 'sr' } },
      ]);
  });

  it('still asks for exactly three modes (601.2b)', () => {
    given({ ...board, hands: { alice: [{ id: 'cf', card: 'Sample Confluence' }] } }).when({ do: 'cast', player: 'alice', card: 'cf', modes: [0, 0], targets: ['gb', 'gb'] }).thenRejected('601.2b');
  });
});

describe('entwine (702.42a)', () => {
  const lands = ['m1', 'm2', 'm3'].map((id) => ({ id, card: 'Mountain', controller: 'alice' }));
  const start = { ...board, battlefield: [...board.battlefield, ...lands], hands: { alice: [{ id: 'ea', card: 'Sample Entwined Abrade' }] } };
  const tapAll = lands.map((l) => ({ do: 'activate', player: 'alice', source: l.id, ability: 0 }) as const);

  it('chooses all the modes, paying the entwine cost as well, and follows both (702.42b)', () => {
    given(start)
      .after(...tapAll)
      .when({ do: 'cast', player: 'alice', card: 'ea', modes: [0, 1], targets: ['gb', 'sr'] })
      .thenIncludes([{ type: 'SpellCast', data: { modes: [0, 1], paid: { R: 3 } } }])
      .when({ do: 'resolve' })
      .thenView({ battlefield: { gb: null, sr: null } });
  });

  it('refuses all the modes when the entwine cost can’t be paid (601.2h)', () => {
    given(start)
      .after({ do: 'activate', player: 'alice', source: 'm1', ability: 0 })
      .when({ do: 'cast', player: 'alice', card: 'ea', modes: [0, 1], targets: ['gb', 'sr'] })
      .thenRejected('601.2h');
  });
});

describe('escalate (702.120a)', () => {
  const lands = ['m1', 'm2'].map((id) => ({ id, card: 'Mountain', controller: 'alice' }));
  const start = { ...board, battlefield: [...board.battlefield, ...lands], hands: { alice: [{ id: 'et', card: 'Sample Escalated Takedown' }] } };

  it('costs its mana cost for one mode, and the escalate cost more for the second (601.2f)', () => {
    given(start)
      .after({ do: 'activate', player: 'alice', source: 'm1', ability: 0 })
      .when({ do: 'cast', player: 'alice', card: 'et', modes: [0, 1], targets: ['gb', 'gb'] })
      .thenRejected('601.2h');
    given(start)
      .after({ do: 'activate', player: 'alice', source: 'm1', ability: 0 }, { do: 'activate', player: 'alice', source: 'm2', ability: 0 })
      .when({ do: 'cast', player: 'alice', card: 'et', modes: [0, 1], targets: ['gb', 'gb'] })
      .thenIncludes([{ type: 'SpellCast', data: { modes: [0, 1], paid: { R: 2 } } }]);
    given(start)
      .after({ do: 'activate', player: 'alice', source: 'm1', ability: 0 })
      .when({ do: 'cast', player: 'alice', card: 'et', modes: [1], targets: ['gb'] })
      .thenIncludes([{ type: 'SpellCast', data: { modes: [1], paid: { R: 1 } } }]);
  });
});

describe('"Choose one or both" (700.2)', () => {
  it('follows both modes in the order written, each with its own target — the same creature for each "target" (601.2c, 608.2c)', () => {
    given(board)
      .after({ do: 'cast', player: 'alice', card: 'at', modes: [1, 0], targets: ['gb', 'gb'] })
      .when({ do: 'resolve' })
      .then([
        { type: 'PriorityPassed' },
        { type: 'PermanentTapped', data: { permanent: 'gb' }, metadata: { rule: '701.26a' } },
        { type: 'PowerToughnessChanged', data: { permanent: 'gb', power: -2, toughness: -4 } },
        { type: 'StackObjectResolved' },
        { type: 'PermanentLeftBattlefield', data: { permanent: 'gb' } },
      ]);
  });

  it('keeps a mode whose target is still legal when the other mode’s target has gone (608.2b)', () => {
    const twoCreatures = { ...board, battlefield: [...board.battlefield, { id: 'gc', card: 'Grizzly Bears', controller: 'bob' }], hands: { alice: [{ id: 'at', card: 'Sample Takedown' }, { id: 'ab', card: 'Sample Abrade' }] } };
    given(twoCreatures)
      .after(
        { do: 'cast', player: 'alice', card: 'at', modes: [0, 1], targets: ['gb', 'gc'] },
        { do: 'cast', player: 'alice', card: 'ab', modes: [0], targets: ['gc'] },
        { do: 'resolve' },
      )
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentTapped', data: { permanent: 'gb' } }])
      .thenView({ battlefield: { gb: { tapped: true, power: 2 }, gc: null }, stack: [] });
  });
});

describe('a modal activated ability: its mode is announced as it is activated (602.2b, 700.2a)', () => {
  const start = { ...board, battlefield: [...board.battlefield, { id: 'cb', card: 'Sample Cankerbloom', controller: 'alice' }] };

  it('does what the chosen mode says, to that mode’s target', () => {
    given(start)
      .after({ do: 'activate', player: 'alice', source: 'cb', ability: 0, modes: [0], targets: ['sr'] })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'sr', reason: 'destroyed' } }])
      .thenView({ players: { alice: { life: 20 } } });
  });

  it('records the modes, and refuses an activation without them (602.2b)', () => {
    given(start)
      .when({ do: 'activate', player: 'alice', source: 'cb', ability: 0, modes: [1] })
      .thenIncludes([{ type: 'AbilityActivated', data: { modes: [1], targets: [] } }]);
    given(start).when({ do: 'activate', player: 'alice', source: 'cb', ability: 0 }).thenRejected('602.2b');
  });

  it('is offered by the legal commands once for each mode that can be chosen, with its targets (700.2a)', () => {
    const { decider } = deciderSpec(catalog);
    const events = decider.start('spec', normalizeSetup(['alice', 'bob'], 1, start, catalog));
    const state = events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
    const offered = legalCommands(state, catalog).filter((c) => c.do === 'activate' && c.source === 'cb');
    expect(offered).toEqual([
      { do: 'activate', player: 'alice', source: 'cb', ability: 0, modes: [0], targets: ['sr'] },
      { do: 'activate', player: 'alice', source: 'cb', ability: 0, modes: [1] },
      { do: 'activate', player: 'alice', source: 'cb', ability: 0, modes: [2] },
    ]);
  });
});

describe('a modal triggered ability: its mode is chosen as it goes on the stack (603.3c)', () => {
  const knight = { ...board, hands: { alice: [{ id: 'ka', card: 'Sample Knight of Autumn' }] } };

  it('asks for the mode, then the mode’s target, and does what that mode says', () => {
    given(knight)
      .after({ do: 'cast', player: 'alice', card: 'ka' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'ChoiceRequested', data: { kind: 'modes', options: [0, 1, 2], min: 1, max: 1 }, metadata: { rule: '603.3c' } }])
      .when({ do: 'choose', player: 'alice', choice: [1] })
      .thenIncludes([{ type: 'AbilityPutOnStack', data: { modes: [1], targets: [] } }])
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'LifeGained', data: { player: 'alice', amount: 4 } }]);
  });

  it('does not offer a mode whose targets can’t be chosen (700.2b)', () => {
    given({ ...knight, battlefield: [{ id: 'gb', card: 'Grizzly Bears', controller: 'bob' }] })
      .after({ do: 'cast', player: 'alice', card: 'ka' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'ChoiceRequested', data: { kind: 'modes', options: [1, 2] } }]);
  });

  it('refuses two modes for "choose one" (603.3c)', () => {
    given(knight)
      .after({ do: 'cast', player: 'alice', card: 'ka' }, { do: 'resolve' })
      .when({ do: 'choose', player: 'alice', choice: [1, 2] })
      .thenRejected('603.3c');
  });
});

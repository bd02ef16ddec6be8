import type { StartPermanent } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { CARD_CATALOG } from '@arbiter/cards';

const { given } = deciderSpec(CARD_CATALOG);

const mine = (id: string, card: string, extra: Partial<StartPermanent> = {}): StartPermanent => ({ id, card, controller: 'alice', ...extra });
const tap = (source: string, ability = 0) => ({ do: 'activate', player: 'alice', source, ability }) as const;

describe('mana abilities resolving (605.3b, 106.12)', () => {
  it('asks for the type only when the ability offers two or more (contract §3)', () => {
    given({ battlefield: [mine('rp', 'Reflecting Pool'), mine('f1', 'Forest')] })
      .when(tap('rp'))
      .then([{ type: 'AbilityActivated' }, { type: 'PermanentTapped' }, { type: 'ManaAdded', data: { source: 'rp', mana: { G: 1 } } }]);
  });

  it('makes no mana of an undefined type, and its cost stays paid (106.5, 605.2)', () => {
    given({ battlefield: [mine('rp', 'Reflecting Pool')] })
      .when(tap('rp'))
      .then([{ type: 'AbilityActivated' }, { type: 'PermanentTapped' }, { type: 'ManaNotProduced', metadata: { rule: '106.5' } }])
      .thenView({ battlefield: { rp: { tapped: true } }, players: { alice: { manaPool: { W: 0, U: 0, B: 0, R: 0, G: 0, C: 0 } } } });
  });

  it('lets the affected player order two replacements, re-checking after the first (616.1, 616.1f)', () => {
    const g = given({ battlefield: [mine('f1', 'Forest'), mine('mr', 'Mana Reflection'), { id: 'ct', card: 'Contamination', controller: 'bob' }] }).after(tap('f1'));
    expect(g.view.pendingChoice).toEqual({ player: 'alice', kind: 'replacementOrder', options: ['mr', 'ct'] });
    g.when({ do: 'choose', player: 'alice', choice: 'ct' })
      .thenIncludes([{ type: 'ReplacementApplied', data: { source: 'ct', after: { B: 1 } } }, { type: 'ReplacementApplied', data: { source: 'mr', after: { B: 2 } } }, { type: 'ManaAdded', data: { mana: { B: 2 } } }]);
    g.when({ do: 'choose', player: 'alice', choice: 'mr' })
      .thenIncludes([{ type: 'ReplacementApplied', data: { source: 'mr', after: { G: 2 } } }, { type: 'ReplacementApplied', data: { source: 'ct', after: { B: 1 } } }, { type: 'ManaAdded', data: { mana: { B: 1 } } }]);
  });

  it('asks for Pulse of Llanowar\'s color as it applies', () => {
    given({ battlefield: [mine('f1', 'Forest'), mine('pl', 'Pulse of Llanowar')] })
      .after(tap('f1'))
      .when({ do: 'choose', player: 'alice', choice: 'U' })
      .thenIncludes([{ type: 'ReplacementApplied', data: { source: 'pl', before: { G: 1 }, after: { U: 1 } } }, { type: 'ManaAdded', data: { mana: { U: 1 } } }]);
  });

  it('drops a replacement whose source left the game while its color was being chosen (800.4a)', () => {
    const pulse = { id: 'pl', card: 'Pulse of Llanowar', owner: 'alice', controller: 'bob' };
    given({ players: ['alice', 'bob', 'carol'], battlefield: [{ id: 'f2', card: 'Forest', controller: 'bob' }, pulse] })
      .after({ do: 'activate', player: 'bob', source: 'f2', ability: 0 }, { do: 'concede', player: 'alice' })
      .when({ do: 'choose', player: 'bob', choice: 'U' })
      .then([{ type: 'ChoiceMade' }, { type: 'ManaAdded', data: { player: 'bob', mana: { G: 1 } } }]);
  });

  it('re-checks the replacements when the one chosen to apply first has left the game (616.1f)', () => {
    const pulse = { id: 'pl', card: 'Pulse of Llanowar', owner: 'alice', controller: 'bob' };
    given({ players: ['alice', 'bob', 'carol'], battlefield: [{ id: 'f2', card: 'Forest', controller: 'bob' }, pulse, { id: 'mr', card: 'Mana Reflection', controller: 'bob' }] })
      .after({ do: 'activate', player: 'bob', source: 'f2', ability: 0 }, { do: 'concede', player: 'alice' })
      .when({ do: 'choose', player: 'bob', choice: 'pl' })
      .then([{ type: 'ChoiceMade' }, { type: 'ReplacementApplied', data: { source: 'mr' } }, { type: 'ManaAdded', data: { player: 'bob', mana: { G: 2 } } }]);
  });

  it('does not treat {Q} as tapping for mana: Mana Reflection leaves Pili-Pala alone (106.12)', () => {
    given({ turn: 3, battlefield: [mine('pp', 'Pili-Pala', { tapped: true }), mine('sr', 'Sol Ring'), mine('mr', 'Mana Reflection')] })
      .after(tap('sr'), tap('pp'))
      .when({ do: 'choose', player: 'alice', choice: 'W' })
      .then([{ type: 'ChoiceMade' }, { type: 'ManaAdded', data: { source: 'pp', mana: { W: 1 } } }]);
  });

  it('resolves a triggered mana ability at once, without the stack (605.4a)', () => {
    given({ battlefield: [mine('f1', 'Forest'), mine('wg', 'Wild Growth', { attachedTo: 'f1' })] })
      .when(tap('f1'))
      .then([
        { type: 'AbilityActivated' },
        { type: 'PermanentTapped' },
        { type: 'ManaAdded', data: { source: 'f1', mana: { G: 1 } } },
        { type: 'AbilityTriggered', data: { source: 'wg', manaAbility: true }, metadata: { rule: '605.4a' } },
        { type: 'ManaAdded', data: { source: 'wg', player: 'alice', mana: { G: 1 } } },
      ])
      .thenView({ stack: [], players: { alice: { manaPool: { G: 2 } } } });
  });

  it('puts a tapped-for-mana trigger that adds no mana on the stack (605.5a)', () => {
    given({ battlefield: [mine('f1', 'Forest'), { id: 'mb', card: 'Manabarbs', controller: 'bob' }] })
      .when(tap('f1'))
      .thenIncludes([{ type: 'AbilityTriggered', data: { source: 'mb', manaAbility: false }, metadata: { rule: '106.12a' } }, { type: 'AbilityPutOnStack', data: { id: 'mb/1' } }])
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'DamageDealt', data: { source: 'mb', target: 'alice', amount: 1 } }]);
  });

  it('triggers only when mana was actually produced (106.12a)', () => {
    given({ battlefield: [mine('rp', 'Reflecting Pool'), { id: 'mb', card: 'Manabarbs', controller: 'bob' }] })
      .when(tap('rp'))
      .thenNone([{ type: 'AbilityTriggered' }]);
  });

  it('adds one mana of a type the land produced for Mana Flare, after replacements', () => {
    given({ battlefield: [mine('f1', 'Forest'), { id: 'mf', card: 'Mana Flare', controller: 'bob' }, { id: 'ct', card: 'Contamination', controller: 'bob' }] })
      .when(tap('f1'))
      .thenIncludes([{ type: 'ManaAdded', data: { source: 'f1', mana: { B: 1 } } }, { type: 'ManaAdded', data: { source: 'mf', player: 'alice', mana: { B: 1 } } }]);
  });

  it('makes a land tapped for two or more mana produce {C} under Damping Sphere', () => {
    given({ battlefield: [mine('ct', 'City of Traitors'), mine('sr', 'Sol Ring'), { id: 'ds', card: 'Damping Sphere', controller: 'bob' }] })
      .after(tap('sr'))
      .when(tap('ct', 0))
      .thenIncludes([{ type: 'ReplacementApplied', data: { source: 'ds', before: { C: 2 }, after: { C: 1 } } }])
      .thenView({ players: { alice: { manaPool: { C: 3 } } } });
  });
});

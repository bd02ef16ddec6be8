import type { StartPermanent } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { CARD_CATALOG } from '@arbiter/cards';

const { given } = deciderSpec(CARD_CATALOG);

const mine = (id: string, card: string, extra: Partial<StartPermanent> = {}): StartPermanent => ({ id, card, controller: 'alice', ...extra });
const tap = (source: string) => ({ do: 'activate', player: 'alice', source, ability: 0 }) as const;

describe('triggered abilities (603)', () => {
  it('triggers City of Traitors when its controller plays another land', () => {
    given({ battlefield: [mine('cot', 'City of Traitors')], hands: { alice: [{ id: 'l1', card: 'Forest' }] } })
      .when({ do: 'play', player: 'alice', card: 'l1' })
      .thenIncludes([{ type: 'AbilityTriggered', data: { source: 'cot', ability: 1 } }, { type: 'AbilityPutOnStack', data: { id: 'cot/1' } }])
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'cot', reason: 'sacrificed' }, metadata: { rule: '701.21a' } }]);
  });

  it('uses last known information for a leaves-the-battlefield trigger (603.10a): Yes Man\'s Wild Card counts its quest counters', () => {
    given({ players: ['alice', 'bob', 'carol'], battlefield: [mine('w1', 'Wastes'), { id: 'ym', card: 'Yes Man, Personal Securitron', owner: 'alice', controller: 'bob', counters: { quest: 2 }, damage: 2 }] })
      .after(tap('w1'))
      .when({ do: 'resolve' })
      .thenIncludes([
        { type: 'PermanentEntered', data: { permanent: 'ym-token-1', card: 'Soldier', owner: 'alice', controller: 'alice', tapped: true } },
        { type: 'PermanentEntered', data: { permanent: 'ym-token-2', card: 'Soldier', tapped: true } },
      ]);
  });

  it('lets the upkeep trigger of Contamination take a creature instead of itself', () => {
    given({ step: 'untap', battlefield: [mine('ct', 'Contamination'), mine('elves', 'Llanowar Elves'), mine('bop', 'Birds of Paradise')] })
      .after({ do: 'nextStep' }, { do: 'resolve' })
      .when({ do: 'choose', player: 'alice', choice: ['bop'] })
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'bop', reason: 'sacrificed' } }])
      .thenView({ battlefield: { ct: { controller: 'alice' }, bop: null } });
  });

  it('draws a card for Ravenous only when X is 5 or more', () => {
    const start = { battlefield: [mine('sr', 'Sol Ring'), mine('sr2', 'Sol Ring'), mine('sr3', 'Sol Ring'), mine('sr4', 'Sol Ring'), mine('m1', 'Mountain')], hands: { alice: [{ id: 'ex', card: 'Exocrine' }] }, libraries: { alice: 2 } };
    const paid = given(start).after(tap('sr'), tap('sr2'), tap('sr3'), tap('sr4'), tap('m1'));
    paid
      .after({ do: 'cast', player: 'alice', card: 'ex', x: 5 })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'AbilityTriggered', data: { ability: 1 } }, { type: 'AbilityTriggered', data: { ability: 2 } }])
      .thenView({ pendingChoice: { player: 'alice', kind: 'triggerOrder', options: ['ex/1', 'ex/2'] } })
      .when({ do: 'choose', player: 'alice', choice: ['ex/2', 'ex/1'] })
      .thenView({ stack: [{ id: 'ex/2' }, { id: 'ex/1' }] });
    paid.after({ do: 'cast', player: 'alice', card: 'ex', x: 4 }).when({ do: 'resolve' }).thenNone([{ type: 'AbilityTriggered', data: { ability: 1 } }]);
  });
});

describe('reflexive triggers (603.12)', () => {
  it('does not happen when the creating ability does nothing: Yes Man\'s target left the game (608.2b)', () => {
    given({ players: ['alice', 'bob', 'carol'], turn: 3, battlefield: [mine('ym', 'Yes Man, Personal Securitron')], libraries: { alice: 3 } })
      .after({ do: 'activate', player: 'alice', source: 'ym', ability: 0, targets: ['bob'] }, { do: 'concede', player: 'bob' })
      .when({ do: 'resolve' })
      .then([{ type: 'PriorityPassed' }, { type: 'StackObjectRemoved', data: { id: 'ym/1', rule: '608.2b' } }])
      .thenView({ battlefield: { ym: { controller: 'alice' } }, players: { alice: { hand: [] } } });
  });

  it('happens for zero artifacts tapped, and leaves the stack with no legal target (603.3d)', () => {
    given({ step: 'draw', battlefield: [mine('yd', 'Yotia Declares War', { counters: { lore: 1 } }), mine('sr', 'Sol Ring')] })
      .after({ do: 'nextStep' }, { do: 'resolve' })
      .when({ do: 'choose', player: 'alice', choice: [] })
      .thenIncludes([
        { type: 'AbilityTriggered', data: { reflexive: true, context: { amount: 0 } } },
        { type: 'StackObjectRemoved', data: { id: null, reason: 'no legal target', rule: '603.3d' } },
      ])
      .thenNone([{ type: 'PermanentTapped' }]);
  });
});

describe('read ahead (702.155)', () => {
  it('chooses the starting chapter as the Saga enters, and only that chapter triggers', () => {
    given({ battlefield: [mine('m1', 'Mountain'), mine('m2', 'Mountain')], hands: { alice: [{ id: 'yd', card: 'Yotia Declares War' }] } })
      .after(tap('m1'), tap('m2'), { do: 'cast', player: 'alice', card: 'yd' }, { do: 'resolve' })
      .when({ do: 'choose', player: 'alice', choice: 3 })
      .thenIncludes([
        { type: 'PermanentEntered', data: { permanent: 'yd', counters: { lore: 3 } }, metadata: { rule: '702.155b' } },
        { type: 'AbilityPutOnStack', data: { id: 'yd/4' } },
      ])
      .thenNone([{ type: 'AbilityTriggered', data: { ability: 2 } }, { type: 'AbilityTriggered', data: { ability: 3 } }]);
  });

  it('lets "up to one target" take no target when there is no choice to make', () => {
    given({ step: 'draw', battlefield: [mine('yd', 'Yotia Declares War', { counters: { lore: 2 } })] })
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'AbilityPutOnStack', data: { id: 'yd/4', targets: [] } }])
      .when({ do: 'resolve' })
      .thenNone([{ type: 'BecameCreature' }]);
  });
});

describe('resolving spells (608.3)', () => {
  it('removes an Aura spell whose land has gone, into its owner\'s graveyard (608.3b)', () => {
    given({ players: ['alice', 'bob', 'carol'], battlefield: [mine('f1', 'Forest'), { id: 'f2', card: 'Forest', controller: 'bob' }], hands: { alice: [{ id: 'wg', card: 'Wild Growth' }] } })
      .after(tap('f1'), { do: 'cast', player: 'alice', card: 'wg', targets: ['f2'] }, { do: 'concede', player: 'bob' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'StackObjectRemoved', data: { id: 'wg', rule: '608.3b' } }])
      .thenView({ battlefield: { wg: null }, players: { alice: { graveyard: ['wg'] } } });
  });

  it('returns a creature card with Order of Whiteclay, and it is new to its controller (400.7, 302.6)', () => {
    given({
      turn: 3, battlefield: [mine('ow', 'Order of Whiteclay', { tapped: true }), mine('p1', 'Plains'), mine('p2', 'Plains'), mine('p3', 'Plains')],
      graveyards: { alice: [{ id: 'elves', card: 'Llanowar Elves' }, { id: 'ex', card: 'Exocrine' }] },
    })
      .after(tap('p1'), tap('p2'), tap('p3'))
      .after({ do: 'activate', player: 'alice', source: 'ow', ability: 0, targets: ['elves'] }, { do: 'resolve' })
      .when(tap('elves'))
      .thenRejected('302.6');
  });

  it('counts X as 0 in the graveyard: Exocrine (mana value 3) is a legal target, a Sol Ring is not (202.3e, 602.2b)', () => {
    const g = given({
      turn: 3, battlefield: [mine('ow', 'Order of Whiteclay', { tapped: true }), mine('p1', 'Plains'), mine('p2', 'Plains'), mine('p3', 'Plains')],
      graveyards: { alice: [{ id: 'ex', card: 'Exocrine' }, { id: 'sr', card: 'Sol Ring' }] },
    }).after(tap('p1'), tap('p2'), tap('p3'));
    g.when({ do: 'activate', player: 'alice', source: 'ow', ability: 0, targets: ['sr'] }).thenRejected('602.2b');
    g.when({ do: 'activate', player: 'alice', source: 'ow', ability: 0, targets: ['ex'] }).when({ do: 'resolve' }).thenView({ battlefield: { ex: { power: 2 } } });
  });
});

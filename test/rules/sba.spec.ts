import type { StartPermanent } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { CARD_CATALOG } from '@arbiter/cards';

const { given } = deciderSpec(CARD_CATALOG);

const mine = (id: string, card: string, extra: Partial<StartPermanent> = {}): StartPermanent => ({ id, card, controller: 'alice', ...extra });
const tapWastes = { do: 'activate', player: 'alice', source: 'w1', ability: 0 } as const;

describe('state-based actions (704)', () => {
  it('puts a creature with toughness 0 into its owner\'s graveyard (704.5f)', () => {
    given({ hands: { alice: [{ id: 'e1', card: 'Endless One' }] } })
      .after({ do: 'cast', player: 'alice', card: 'e1', x: 0 })
      .when({ do: 'resolve' })
      .thenIncludes([
        { type: 'PermanentEntered', data: { permanent: 'e1', counters: {} } },
        { type: 'PermanentLeftBattlefield', data: { permanent: 'e1', to: 'graveyard', reason: 'toughness 0 or less' }, metadata: { rule: '704.5f' } },
      ])
      .thenView({ battlefield: { e1: null }, players: { alice: { graveyard: ['e1'] } } });
  });

  it('destroys a creature with lethal damage (704.5g), checked at the next checkpoint', () => {
    given({ battlefield: [mine('w1', 'Wastes'), mine('nv', 'Naga Vitalist', { damage: 2 }), mine('elves', 'Llanowar Elves')] })
      .when(tapWastes)
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'nv', reason: 'lethal damage' }, metadata: { rule: '704.5g' } }])
      .thenView({ battlefield: { nv: null, elves: { damage: 0 } } });
  });

  it('makes a player at 0 life lose (704.5a)', () => {
    given({ players: ['alice', 'bob', 'carol'], life: { bob: 0 }, battlefield: [mine('w1', 'Wastes')] })
      .when(tapWastes)
      .thenIncludes([{ type: 'PlayerLeftGame', data: { player: 'bob', reason: 'lifeZero' }, metadata: { rule: '704.5a' } }])
      .thenView({ players: { bob: { inGame: false }, carol: { inGame: true } }, winner: null });
  });

  it('puts an Aura attached to nothing legal into the graveyard (704.5m)', () => {
    given({ battlefield: [mine('w1', 'Wastes'), mine('elves', 'Llanowar Elves'), mine('wg', 'Wild Growth', { attachedTo: 'elves' })] })
      .when(tapWastes)
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'wg', to: 'graveyard' }, metadata: { rule: '704.5m' } }]);
  });

  it('sacrifices a Saga whose lore counters reached its final chapter once no chapter is on the stack (714.4)', () => {
    given({ battlefield: [mine('w1', 'Wastes'), mine('yd', 'Yotia Declares War', { counters: { lore: 3 } })] })
      .when(tapWastes)
      .thenIncludes([{ type: 'PermanentLeftBattlefield', data: { permanent: 'yd', to: 'graveyard' }, metadata: { rule: '714.4' } }]);
  });

  it('keeps a Saga while its final chapter ability is on the stack (714.4)', () => {
    given({ step: 'draw', battlefield: [mine('w1', 'Wastes'), mine('yd', 'Yotia Declares War', { counters: { lore: 2 } })] })
      .when({ do: 'nextStep' })
      .thenIncludes([{ type: 'AbilityPutOnStack', data: { id: 'yd/4' } }])
      .thenNone([{ type: 'PermanentLeftBattlefield' }])
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'StackObjectResolved', data: { id: 'yd/4' } }, { type: 'PermanentLeftBattlefield', data: { permanent: 'yd' }, metadata: { rule: '714.4' } }]);
  });

  it('deals no damage when the amount is 0 (120.8)', () => {
    given({ battlefield: [mine('m1', 'Mountain'), mine('m2', 'Mountain'), mine('m3', 'Mountain')], hands: { alice: [{ id: 'ex', card: 'Exocrine' }] } })
      .after(...['m1', 'm2', 'm3'].map((source) => ({ do: 'activate', player: 'alice', source, ability: 0 }) as const), { do: 'cast', player: 'alice', card: 'ex', x: 0 }, { do: 'resolve' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'StackObjectResolved', data: { id: 'ex/2' } }])
      .thenNone([{ type: 'DamageDealt' }]);
  });

  it('performs simultaneous deaths together: Exocrine kills every other 1-toughness creature at once', () => {
    given({
      battlefield: [mine('m1', 'Mountain'), mine('m2', 'Mountain'), mine('m3', 'Mountain'), mine('m4', 'Mountain'), mine('elves', 'Llanowar Elves'), { id: 'bop', card: 'Birds of Paradise', controller: 'bob' }],
      hands: { alice: [{ id: 'ex', card: 'Exocrine' }] },
    })
      .after(...['m1', 'm2', 'm3', 'm4'].map((source) => ({ do: 'activate', player: 'alice', source, ability: 0 }) as const), { do: 'cast', player: 'alice', card: 'ex', x: 1 }, { do: 'resolve' })
      .when({ do: 'resolve' })
      .thenIncludes([
        { type: 'DamageDealt', data: { target: 'alice', amount: 1 } },
        { type: 'DamageDealt', data: { target: 'bob', amount: 1 } },
        { type: 'DamageDealt', data: { target: 'elves', amount: 1 } },
        { type: 'DamageDealt', data: { target: 'bop', amount: 1 } },
        { type: 'StackObjectResolved' },
        { type: 'PermanentLeftBattlefield', data: { permanent: 'elves' } },
        { type: 'PermanentLeftBattlefield', data: { permanent: 'bop' } },
      ])
      .thenView({ players: { alice: { life: 19 }, bob: { life: 19 } }, battlefield: { ex: { counters: { '+1/+1': 1 }, damage: 0 } } });
  });
});

/**
 * An additional cost with a choice (118.8): "As an additional cost to cast this spell, sacrifice a
 * creature or pay {3}{B}." — its caster announces which (601.2b); mana joins the total cost
 * (601.2f), a sacrifice is paid with it (601.2h).
 */
import { createCatalog, defineCard, spell, staticAbility } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const text = 'As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}.';
const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({
    name: 'Sample Devour', manaCost: '{B}', types: ['Sorcery'], oracle: `${text}\nYou gain 1 life.`,
    abilities: [
      staticAbility(text, { kind: 'additionalCostEither', costs: [{ kind: 'sacrifice', what: { type: 'Creature' }, another: false }, { kind: 'mana', cost: '{3}{B}' }] }),
      spell('You gain 1 life.', { kind: 'gainLife', amount: 1, who: 'controller' }),
    ],
  }),
]);
const { given } = deciderSpec(catalog);

const swamps = Array.from({ length: 5 }, (_, i) => ({ id: `s${i}`, card: 'Swamp', controller: 'alice' }));
const tap = (n: number): { do: 'activate'; player: string; source: string; ability: number }[] => Array.from({ length: n }, (_, i) => ({ do: 'activate', player: 'alice', source: `s${i}`, ability: 0 }));
const start = (): ReturnType<typeof given> => given({ battlefield: [...swamps, { id: 'gb', card: 'Grizzly Bears', controller: 'alice' }], hands: { alice: [{ id: 'd', card: 'Sample Devour' }] } });

describe('an additional cost "X or Y" (118.8)', () => {
  it('paying the mana: it joins the total cost, nothing is sacrificed', () => {
    start().after(...tap(5))
      .when({ do: 'cast', player: 'alice', card: 'd', additionalCost: 1 })
      .thenIncludes([{ type: 'SpellCast', data: { paid: { B: 5 }, additionalCost: 1 } }])
      .thenNone([{ type: 'ChoiceRequested' }, { type: 'PermanentLeftBattlefield' }]);
  });

  it('refuses the mana the pool can’t pay (601.2h)', () => {
    start().after(...tap(4)).when({ do: 'cast', player: 'alice', card: 'd', additionalCost: 1 }).thenRejected('601.2h');
  });

  it('sacrificing: the mana cost alone, and a creature sacrificed as it is cast (601.2h)', () => {
    start().after(...tap(1))
      .when({ do: 'cast', player: 'alice', card: 'd', additionalCost: 0 })
      .thenIncludes([{ type: 'SpellCast', data: { paid: { B: 1 }, additionalCost: 0 } }, { type: 'PermanentLeftBattlefield', data: { permanent: 'gb', to: 'graveyard' } }]);
  });

  it('refuses the sacrifice with no creature to sacrifice (118.3)', () => {
    given({ battlefield: swamps, hands: { alice: [{ id: 'd', card: 'Sample Devour' }] } }).after(...tap(1)).when({ do: 'cast', player: 'alice', card: 'd', additionalCost: 0 }).thenRejected('118.3');
  });

  it('must be announced (601.2b), and only for a spell that has one', () => {
    start().after(...tap(1)).when({ do: 'cast', player: 'alice', card: 'd' }).thenRejected('601.2b');
    start().after(...tap(1)).when({ do: 'cast', player: 'alice', card: 'd', additionalCost: 2 }).thenRejected('601.2b');
    given({ battlefield: [{ id: 'm', card: 'Mountain', controller: 'alice' }], hands: { alice: [{ id: 'lb', card: 'Lightning Bolt' }] } })
      .after({ do: 'activate', player: 'alice', source: 'm', ability: 0 })
      .when({ do: 'cast', player: 'alice', card: 'lb', targets: ['bob'], additionalCost: 0 })
      .thenRejected('601.2b');
  });
});

/**
 * A card's ability that works in its graveyard (113.6m) returns that card only as the object it
 * was when the ability was activated: a card that left the graveyard and came back is a new
 * object (400.7), and the ability does nothing to it.
 */
import { createCatalog, defineCard, spell } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const RETURN = '{0}: Return ~ from your graveyard to the battlefield tapped.';

const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({
    name: 'Sample Skeleton', manaCost: '{1}{B}', types: ['Creature'], subtypes: ['Skeleton'], power: 1, toughness: 1,
    oracle: `${RETURN}\nCycling {0}`,
    abilities: [
      { kind: 'activated', text: RETURN, cost: [], fromGraveyard: true, effect: { kind: 'returnSourceFromGraveyardToBattlefield', tapped: true } },
      { kind: 'activated', text: 'Cycling {0}', cost: [{ kind: 'discardSelf' }], fromHand: true, effect: { kind: 'drawCards', amount: 1, who: 'controller' } },
    ],
  }),
  defineCard({
    name: 'Sample Recall', manaCost: '{0}', types: ['Instant'], oracle: 'Return target creature card from your graveyard to your hand.',
    abilities: [{ ...spell('Return target creature card from your graveyard to your hand.', { kind: 'returnTargetCardToHand' }), targets: { kind: 'cardInYourGraveyard', cardType: 'creature' } }],
  }),
]);
const { given } = deciderSpec(catalog);

const start = {
  graveyards: { alice: [{ id: 'sk', card: 'Sample Skeleton' }] },
  hands: { alice: [{ id: 'rc', card: 'Sample Recall' }] },
  libraries: { alice: 3, bob: 3 },
};

describe('an ability that works in the graveyard and the object its card is (400.7, 113.6m)', () => {
  it('returns its card when the card stayed in the graveyard', () => {
    given(start)
      .after({ do: 'activate', player: 'alice', source: 'sk', ability: 0 })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'PermanentEntered', data: { permanent: 'sk', card: 'Sample Skeleton', tapped: true }, metadata: { rule: '110.2a' } }]);
  });

  it('does nothing when its card left the graveyard and came back in response', () => {
    given(start)
      .after({ do: 'activate', player: 'alice', source: 'sk', ability: 0 })
      .after({ do: 'cast', player: 'alice', card: 'rc', targets: ['sk'] })
      .after({ do: 'resolve' }) // the Skeleton card goes to alice's hand
      .after({ do: 'activate', player: 'alice', source: 'sk', ability: 1 }) // cycled: back in the graveyard, a new object
      .after({ do: 'resolve' }) // the cycling draw
      .when({ do: 'resolve' })
      .thenNone([{ type: 'PermanentEntered' }])
      .thenView({ battlefield: { sk: null } });
  });
});

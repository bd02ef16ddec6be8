/**
 * Keyword abilities of compiled cards beyond evasion and combat words: cycling (702.29a).
 */
import { createCatalog } from './card-catalog';
import { defineCard, discardSelf, manaCostPart, type ActivatedAbility } from './card-definition';
import { legalCommands } from './legal-commands';
import { deciderSpec } from './testing/decider-spec';
import { SAMPLE_CARDS } from './testing/sample-cards';

const cycling = (cost: string): ActivatedAbility => ({
  kind: 'activated', text: `Cycling ${cost}`, cost: [manaCostPart(cost), discardSelf()], effect: { kind: 'drawCards', amount: 1, who: 'controller' }, fromHand: true,
});

const catalog = createCatalog([
  ...SAMPLE_CARDS,
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

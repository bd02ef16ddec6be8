/**
 * "Whenever an opponent draws a card, that player loses 1 life." (121.2): once for each card drawn,
 * the player who drew losing the life; not for its controller's own draws.
 */
import { createCatalog, defineCard, spell } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const text = 'Whenever an opponent draws a card, that player loses 1 life.';
const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({
    name: 'Sample Crawler', manaCost: '{3}', types: ['Artifact', 'Creature'], power: 3, toughness: 2, oracle: text,
    abilities: [{ kind: 'triggered', text, trigger: { kind: 'opponentDrawsACard' }, effect: { kind: 'loseLife', amount: 1, who: 'triggeringPlayer' } }],
  }),
  defineCard({ name: 'Sample Glimpse', types: ['Sorcery'], oracle: 'Target player draws a card.', abilities: [spell('Target player draws a card.', { kind: 'drawCards', amount: 1, who: 'target' }, { kind: 'player' })] }),
  defineCard({ name: 'Sample Insight', types: ['Sorcery'], oracle: 'Target player draws two cards.', abilities: [spell('Target player draws two cards.', { kind: 'drawCards', amount: 2, who: 'target' }, { kind: 'player' })] }),
]);
const { given } = deciderSpec(catalog);
const libraries = { alice: [{ id: 'a1', card: 'Forest' }, { id: 'a2', card: 'Forest' }], bob: [{ id: 'b1', card: 'Forest' }, { id: 'b2', card: 'Forest' }] };

describe('whenever an opponent draws a card (121.2)', () => {
  it('triggers once for each card the opponent draws', () => {
    given({ battlefield: [{ id: 'sc', card: 'Sample Crawler', controller: 'alice' }], hands: { alice: [{ id: 'si', card: 'Sample Insight' }] }, libraries })
      .after({ do: 'cast', player: 'alice', card: 'si', targets: ['bob'] })
      .when({ do: 'resolve' })
      .thenIncludes([
        { type: 'AbilityTriggered', data: { source: 'sc', context: { player: 'bob' } }, metadata: { rule: '121.2' } },
        { type: 'AbilityTriggered', data: { source: 'sc', context: { player: 'bob' } }, metadata: { rule: '121.2' } },
      ]);
  });

  it('makes the player who drew lose the life', () => {
    given({ battlefield: [{ id: 'sc', card: 'Sample Crawler', controller: 'alice' }], hands: { alice: [{ id: 'sg', card: 'Sample Glimpse' }] }, libraries })
      .after({ do: 'cast', player: 'alice', card: 'sg', targets: ['bob'] }, { do: 'resolve' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'LifeLost', data: { player: 'bob', amount: 1 }, metadata: { rule: '119.3' } }])
      .thenView({ players: { bob: { life: 19 }, alice: { life: 20 } } });
  });

  it("does not trigger on its controller's own draws", () => {
    given({ battlefield: [{ id: 'sc', card: 'Sample Crawler', controller: 'alice' }], hands: { alice: [{ id: 'si', card: 'Sample Insight' }] }, libraries })
      .after({ do: 'cast', player: 'alice', card: 'si', targets: ['alice'] })
      .when({ do: 'resolve' })
      .thenNone([{ type: 'AbilityTriggered' }]);
  });
});

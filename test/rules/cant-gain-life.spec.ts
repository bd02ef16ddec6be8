/**
 * "Players can't gain life" and "Your opponents can't gain life" (119.7): no life gain event
 * happens for the players named, from an effect, from lifelink or from a drain.
 */
import { createCatalog, defineCard, spell } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({ name: 'Sample Cindermaw', manaCost: '{R}', types: ['Creature'], power: 1, toughness: 1, oracle: "Players can't gain life.", abilities: [{ kind: 'static', text: "Players can't gain life.", static: { kind: 'cantGainLife', who: 'players' } }] }),
  defineCard({ name: 'Sample Knight', manaCost: '{B}', types: ['Creature'], power: 1, toughness: 1, oracle: "Your opponents can't gain life.", abilities: [{ kind: 'static', text: "Your opponents can't gain life.", static: { kind: 'cantGainLife', who: 'opponents' } }] }),
  defineCard({ name: 'Sample Nectar', types: ['Sorcery'], oracle: 'You gain 4 life.', abilities: [spell('You gain 4 life.', { kind: 'gainLife', amount: 4, who: 'controller' })] }),
  defineCard({
    name: 'Sample Drain', types: ['Sorcery'], oracle: 'Each opponent loses 2 life. You gain life equal to the life lost this way.',
    abilities: [spell('Each opponent loses 2 life. You gain life equal to the life lost this way.', { kind: 'drainEachOpponent', amount: 2 })],
  }),
]);
const { given } = deciderSpec(catalog);

describe("a player who can't gain life (119.7)", () => {
  it('gains no life from an effect while a permanent says players can\'t, whoever controls it', () => {
    given({ battlefield: [{ id: 'gc', card: 'Sample Cindermaw', controller: 'bob' }], hands: { alice: [{ id: 'sn', card: 'Sample Nectar' }] } })
      .after({ do: 'cast', player: 'alice', card: 'sn' })
      .when({ do: 'resolve' })
      .thenNone([{ type: 'LifeGained' }])
      .thenView({ players: { alice: { life: 20 } } });
  });

  it('still loses the life of a drain, and gains none of it', () => {
    given({ battlefield: [{ id: 'gc', card: 'Sample Cindermaw', controller: 'alice' }], hands: { alice: [{ id: 'sd', card: 'Sample Drain' }] } })
      .after({ do: 'cast', player: 'alice', card: 'sd' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'LifeLost', data: { player: 'bob', amount: 2 } }])
      .thenNone([{ type: 'LifeGained' }])
      .thenView({ players: { alice: { life: 20 }, bob: { life: 18 } } });
  });

  it("lets its controller gain life when only the opponents can't", () => {
    given({ battlefield: [{ id: 'kn', card: 'Sample Knight', controller: 'alice' }], hands: { alice: [{ id: 'sn', card: 'Sample Nectar' }], bob: [{ id: 'bn', card: 'Sample Nectar' }] } })
      .after({ do: 'cast', player: 'alice', card: 'sn' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'LifeGained', data: { player: 'alice', amount: 4 } }]);
    given({ activePlayer: 'bob', battlefield: [{ id: 'kn', card: 'Sample Knight', controller: 'alice' }], hands: { bob: [{ id: 'bn', card: 'Sample Nectar' }] } })
      .after({ do: 'cast', player: 'bob', card: 'bn' })
      .when({ do: 'resolve' })
      .thenNone([{ type: 'LifeGained' }]);
  });
});

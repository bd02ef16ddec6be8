/**
 * "Each opponent loses N life. You gain life equal to the life lost this way." (119.3): each
 * opponent still in the game loses the life, and the controller gains the total lost.
 */
import { createCatalog, defineCard, spell } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const text = 'Each opponent loses 3 life. You gain life equal to the life lost this way.';
const catalog = createCatalog([...ALL_CARDS, defineCard({ name: 'Sample Drain', types: ['Sorcery'], oracle: text, abilities: [spell(text, { kind: 'drainEachOpponent', amount: 3 })] })]);
const { given } = deciderSpec(catalog);

describe('draining each opponent (119.3)', () => {
  it('gains what the one opponent lost', () => {
    given({ hands: { alice: [{ id: 'sd', card: 'Sample Drain' }] } })
      .after({ do: 'cast', player: 'alice', card: 'sd' })
      .when({ do: 'resolve' })
      .thenIncludes([
        { type: 'LifeLost', data: { player: 'bob', amount: 3 }, metadata: { rule: '119.3' } },
        { type: 'LifeGained', data: { player: 'alice', amount: 3 }, metadata: { rule: '119.3' } },
      ])
      .thenView({ players: { alice: { life: 23 }, bob: { life: 17 } } });
  });

  it('gains the total two opponents lost', () => {
    given({ players: ['alice', 'bob', 'carol'], hands: { alice: [{ id: 'sd', card: 'Sample Drain' }] } })
      .after({ do: 'cast', player: 'alice', card: 'sd' })
      .when({ do: 'resolve' })
      .thenIncludes([
        { type: 'LifeLost', data: { player: 'bob', amount: 3 } },
        { type: 'LifeLost', data: { player: 'carol', amount: 3 } },
        { type: 'LifeGained', data: { player: 'alice', amount: 6 } },
      ])
      .thenView({ players: { alice: { life: 26 }, carol: { life: 17 } } });
  });
});

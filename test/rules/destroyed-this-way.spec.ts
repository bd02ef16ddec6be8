/**
 * "Destroy all creatures. You gain 1 life for each creature destroyed this way." (701.8a, 119.3):
 * the life counts the creatures actually destroyed, not an indestructible one (702.12b).
 */
import { createCatalog, defineCard, keyword, spell } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const text = 'Destroy all creatures. You gain 1 life for each creature destroyed this way.';
const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({ name: 'Sample Fumes', types: ['Sorcery'], oracle: text, abilities: [spell(text, { kind: 'destroyAll', filter: { types: ['Creature'] }, lifePerDestroyed: 1 })] }),
  defineCard({ name: 'Sample Guardian', manaCost: '{W}', types: ['Creature'], power: 1, toughness: 1, oracle: 'Indestructible', abilities: [keyword('Indestructible')] }),
]);
const { given } = deciderSpec(catalog);

describe('gaining life for each creature destroyed this way (701.8a, 119.3)', () => {
  it('gains 1 life for each creature destroyed, whoever controlled it, and none for an indestructible one', () => {
    given({
      battlefield: [
        { id: 'g1', card: 'Grizzly Bears', controller: 'alice' }, { id: 'g2', card: 'Grizzly Bears', controller: 'bob' },
        { id: 'le', card: 'Llanowar Elves', controller: 'bob' }, { id: 'sg', card: 'Sample Guardian', controller: 'bob' },
      ],
      hands: { alice: [{ id: 'sf', card: 'Sample Fumes' }] },
    })
      .after({ do: 'cast', player: 'alice', card: 'sf' })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'LifeGained', data: { player: 'alice', amount: 3 }, metadata: { rule: '119.3' } }])
      .thenView({ players: { alice: { life: 23 } }, battlefield: { g1: null, g2: null, le: null, sg: { card: 'Sample Guardian' } } });
  });

  it('gains no life when no creature was destroyed', () => {
    given({ battlefield: [{ id: 'sg', card: 'Sample Guardian', controller: 'bob' }], hands: { alice: [{ id: 'sf', card: 'Sample Fumes' }] } })
      .after({ do: 'cast', player: 'alice', card: 'sf' })
      .when({ do: 'resolve' })
      .thenNone([{ type: 'LifeGained' }]);
  });
});

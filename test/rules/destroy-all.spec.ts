/** "Destroy all ..." (701.8a): every permanent that matches as it resolves, but the indestructible ones (702.12b). */
import { createCatalog, defineCard, keyword, spell, type PermanentFilter } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const wipe = (name: string, text: string, filter: PermanentFilter): ReturnType<typeof defineCard> =>
  defineCard({ name, types: ['Sorcery'], oracle: text, abilities: [spell(text, { kind: 'destroyAll', filter })] });

const catalog = createCatalog([
  ...ALL_CARDS,
  wipe('Sample Wrath', 'Destroy all creatures.', { types: ['Creature'] }),
  wipe('Sample Flood', 'Destroy all Islands.', { subtype: 'Island' }),
  wipe('Sample Purge', 'Destroy all black creatures.', { types: ['Creature'], color: 'B' }),
  defineCard({ name: 'Sample Steel Wall', manaCost: '{2}', types: ['Artifact', 'Creature'], power: 0, toughness: 4, oracle: 'Indestructible', abilities: [keyword('Indestructible')] }),
  defineCard({ name: 'Night Rat', manaCost: '{B}', types: ['Creature'], power: 1, toughness: 1, oracle: '', abilities: [] }),
]);
const { given } = deciderSpec(catalog);

describe('destroy all', () => {
  it('destroys every creature of every player at once, not lands, artifacts that are not creatures, or an indestructible creature', () => {
    given({
      battlefield: [
        { id: 'le', card: 'Llanowar Elves', controller: 'alice' }, { id: 'pp', card: 'Pili-Pala', controller: 'bob' }, { id: 'sw', card: 'Sample Steel Wall', controller: 'bob' },
        { id: 'da', card: 'Dryad Arbor', controller: 'bob' }, { id: 'sr', card: 'Sol Ring', controller: 'bob' }, { id: 'f1', card: 'Forest', controller: 'alice' },
      ],
      hands: { alice: [{ id: 'w', card: 'Sample Wrath' }] },
    })
      .after({ do: 'cast', player: 'alice', card: 'w' })
      .when({ do: 'resolve' })
      .then([
        { type: 'PriorityPassed' },
        { type: 'PermanentLeftBattlefield', data: { permanent: 'le', to: 'graveyard', reason: 'destroyed' }, metadata: { rule: '701.8a' } },
        { type: 'PermanentLeftBattlefield', data: { permanent: 'pp', to: 'graveyard', reason: 'destroyed' } },
        { type: 'PermanentLeftBattlefield', data: { permanent: 'da', to: 'graveyard', reason: 'destroyed' } },
        { type: 'StackObjectResolved', data: { id: 'w' } },
      ])
      .thenView({ battlefield: { le: null, pp: null, da: null, sw: { card: 'Sample Steel Wall' }, sr: { card: 'Sol Ring' }, f1: { card: 'Forest' } } });
  });

  it('destroys the permanents of a subtype, or the creatures of a color, only', () => {
    given({ battlefield: [{ id: 'i1', card: 'Island', controller: 'bob' }, { id: 'f1', card: 'Forest', controller: 'bob' }], hands: { alice: [{ id: 'fl', card: 'Sample Flood' }] } })
      .after({ do: 'cast', player: 'alice', card: 'fl' })
      .when({ do: 'resolve' })
      .thenView({ battlefield: { i1: null, f1: { card: 'Forest' } } });
    given({ battlefield: [{ id: 'nr', card: 'Night Rat', controller: 'bob' }, { id: 'le', card: 'Llanowar Elves', controller: 'bob' }], hands: { alice: [{ id: 'pu', card: 'Sample Purge' }] } })
      .after({ do: 'cast', player: 'alice', card: 'pu' })
      .when({ do: 'resolve' })
      .thenView({ battlefield: { nr: null, le: { card: 'Llanowar Elves' } } });
  });
});

/**
 * "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle"
 * (701.23a-b, 701.24a): the controller finds up to the number asked among the cards that match,
 * or none; then the library is shuffled from the game's seed.
 */
import { createCatalog, defineCard, type Effect } from '@arbiter/rules';
import { deciderSpec } from '@arbiter/rules-testing';
import { ALL_CARDS } from '@arbiter/cards';

const search = (upTo: number, basic: boolean): Effect => ({
  kind: 'sequence',
  effects: [{ kind: 'searchLibraryToBattlefield', filter: { types: ['Land'], basic }, upTo, tapped: true }, { kind: 'shuffleLibrary' }],
});

const catalog = createCatalog([
  ...ALL_CARDS,
  defineCard({
    name: 'Sample Wilds', types: ['Land'], oracle: '{T}, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.',
    abilities: [{ kind: 'activated', text: '{T}, Sacrifice this land: Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.', cost: [{ kind: 'tap' }, { kind: 'sacrificeSelf' }], effect: search(1, true) }],
  }),
  defineCard({ name: 'Sample Growth', types: ['Sorcery'], oracle: 'Search your library for up to two land cards, put them onto the battlefield tapped, then shuffle.', abilities: [{ kind: 'spell', text: 'Search ...', effect: search(2, false) }] }),
]);
const { given } = deciderSpec(catalog);
const library = [{ id: 'x1', card: 'Sol Ring' }, { id: 'f1', card: 'Forest' }, { id: 'rp', card: 'Reflecting Pool' }, { id: 'i1', card: 'Island' }, { id: 'x2', card: 'Llanowar Elves' }];

describe('searching a library for lands', () => {
  it('offers only the cards that match (basic lands), puts the one found onto the battlefield tapped, then shuffles the rest', () => {
    const asked = given({ battlefield: [{ id: 'w', card: 'Sample Wilds', controller: 'alice' }], libraries: { alice: library } })
      .after({ do: 'activate', player: 'alice', source: 'w', ability: 0 })
      .when({ do: 'resolve' })
      .thenIncludes([{ type: 'ChoiceRequested', data: { player: 'alice', kind: 'search', options: ['f1', 'i1'], min: 0, max: 1 }, metadata: { rule: '701.23a' } }]);
    asked
      .next()
      .when({ do: 'choose', player: 'alice', choice: ['i1'] })
      .thenIncludes([
        { type: 'PermanentEntered', data: { permanent: 'i1', card: 'Island', controller: 'alice', tapped: true, from: 'library' } },
        { type: 'LibraryShuffled', data: { player: 'alice' }, metadata: { rule: '701.24a' } },
      ])
      .thenView({ battlefield: { w: null, i1: { card: 'Island', tapped: true } }, players: { alice: { librarySize: 4, graveyard: ['w'] } } });
  });

  it('may find nothing (701.23b): no land enters, and the library is still shuffled', () => {
    given({ battlefield: [{ id: 'w', card: 'Sample Wilds', controller: 'alice' }], libraries: { alice: library } })
      .after({ do: 'activate', player: 'alice', source: 'w', ability: 0 }, { do: 'resolve' })
      .when({ do: 'choose', player: 'alice', choice: [] })
      .then([{ type: 'ChoiceMade' }, { type: 'LibraryShuffled', data: { player: 'alice' } }, { type: 'StackObjectResolved' }])
      .thenView({ players: { alice: { librarySize: 5 } } });
  });

  it('refuses to find more than asked, or a card that does not match', () => {
    const at = given({ battlefield: [{ id: 'w', card: 'Sample Wilds', controller: 'alice' }], libraries: { alice: library } })
      .after({ do: 'activate', player: 'alice', source: 'w', ability: 0 }, { do: 'resolve' });
    expect(at.when({ do: 'choose', player: 'alice', choice: ['f1', 'i1'] }).rejection).toBeDefined();
    expect(at.when({ do: 'choose', player: 'alice', choice: ['x1'] }).rejection).toBeDefined();
  });

  it('asks nothing when no card matches, and shuffles', () => {
    given({ battlefield: [{ id: 'w', card: 'Sample Wilds', controller: 'alice' }], libraries: { alice: [{ id: 'x1', card: 'Sol Ring' }, { id: 'x2', card: 'Llanowar Elves' }] } })
      .after({ do: 'activate', player: 'alice', source: 'w', ability: 0 })
      .when({ do: 'resolve' })
      .thenNone([{ type: 'ChoiceRequested' }])
      .thenIncludes([{ type: 'LibraryShuffled', data: { player: 'alice' } }]);
  });

  it('finds up to two land cards, nonbasic ones too, and shuffles the same way for the same seed', () => {
    const run = (): unknown =>
      given({ hands: { alice: [{ id: 'g', card: 'Sample Growth' }] }, libraries: { alice: library } })
        .after({ do: 'cast', player: 'alice', card: 'g' }, { do: 'resolve' })
        .when({ do: 'choose', player: 'alice', choice: ['f1', 'rp'] })
        .thenView({ battlefield: { f1: { tapped: true }, rp: { tapped: true } }, players: { alice: { librarySize: 3 } } })
        .state.playerStates['alice']?.library.map((c) => c.id);
    const order = run();
    expect(order).toEqual(run());
    expect([...(order as string[])].sort()).toEqual(['i1', 'x1', 'x2']);
  });
});

import { readEffect } from './effect.phrase';

describe('searching a library for lands (701.23) and shuffling it (701.24)', () => {
  it('reads the current wording: search, then shuffle', () => {
    expect(readEffect('Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.')).toEqual({
      effect: { kind: 'sequence', effects: [{ kind: 'searchLibraryToBattlefield', filter: { types: ['Land'], basic: true }, upTo: 1, tapped: true }, { kind: 'shuffleLibrary' }] },
    });
  });

  it('reads the older wording in two sentences, "up to" counts and lands that enter untapped', () => {
    expect(readEffect('Search your library for up to two basic land cards and put them onto the battlefield tapped. Then shuffle your library.')).toEqual({
      effect: { kind: 'sequence', effects: [{ kind: 'searchLibraryToBattlefield', filter: { types: ['Land'], basic: true }, upTo: 2, tapped: true }, { kind: 'shuffleLibrary' }] },
    });
    expect(readEffect('Search your library for a land card and put that card onto the battlefield. Then shuffle your library.')).toEqual({
      effect: { kind: 'sequence', effects: [{ kind: 'searchLibraryToBattlefield', filter: { types: ['Land'], basic: false }, upTo: 1, tapped: false }, { kind: 'shuffleLibrary' }] },
    });
  });

  it('reads nothing it cannot play: other cards, the top of the library, a count that does not agree, an X', () => {
    for (const line of [
      'Search your library for a basic land card, reveal it, then shuffle and put that card on top.',
      'Search your library for a creature card, put it onto the battlefield, then shuffle.',
      'Search your library for a basic land card, put them onto the battlefield tapped, then shuffle.',
      'Search your library for up to X basic land cards, put them onto the battlefield tapped, then shuffle.',
      'Search your library for a Forest card, put it onto the battlefield tapped, then shuffle.',
    ]) {
      expect({ line, read: readEffect(line) }).toEqual({ line, read: null });
    }
  });
});

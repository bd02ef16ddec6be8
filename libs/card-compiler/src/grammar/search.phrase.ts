/**
 * Searching a library (701.23) for lands that go onto the battlefield, and shuffling it (701.24):
 * "Search your library for a basic land card, put it onto the battlefield tapped, then shuffle."
 * reads as two sentences (the ", then" split of effect.phrase.ts), as does the older "Search your
 * library for a basic land card and put it onto the battlefield tapped. Then shuffle your library."
 */
import type { LibraryCardFilter } from '@arbiter/rules';
import type { SentenceRule } from './sentence-rule';
import { readNumber } from './numbers.phrase';

const CARD_KINDS: Readonly<Record<string, LibraryCardFilter>> = {
  'basic land': { types: ['Land'], basic: true },
  land: { types: ['Land'], basic: false },
};

export const SEARCH_SENTENCE_RULES: readonly SentenceRule[] = [
  {
    name: 'search your library for lands that enter the battlefield',
    examples: [
      'Search your library for a basic land card, put it onto the battlefield tapped.',
      'Search your library for up to two basic land cards, put them onto the battlefield tapped.',
      'Search your library for a basic land card and put it onto the battlefield tapped.',
      'Search your library for a basic land card and put that card onto the battlefield tapped.',
      'Search your library for a land card, put it onto the battlefield.',
      'Search your library for two basic land cards, put them onto the battlefield.',
    ],
    // "for two basic land cards" finds up to two: a search for cards with a stated quality may find fewer (701.23b).
    pattern: /^Search your library for (a|(?:up to )?\w+) (basic land|land) cards?(?:,| and) put (it|them|that card|those cards) onto the battlefield( tapped)?\.$/,
    build: (m) => {
      const count = m[1] === 'a' ? 1 : readNumber((m[1] ?? '').replace('up to ', ''));
      const filter = CARD_KINDS[m[2] ?? ''];
      const plural = m[3] === 'them' || m[3] === 'those cards';
      if (count === null || filter === undefined || plural !== count > 1) return null;
      return { effect: { kind: 'searchLibraryToBattlefield', filter, upTo: count, tapped: m[4] !== undefined } };
    },
  },
  {
    name: 'shuffle your library',
    examples: ['Shuffle.', 'Shuffle your library.', 'Then shuffle your library.', 'Then shuffle.'],
    pattern: /^(?:Then s|S)huffle(?: your library)?\.$/,
    build: () => ({ effect: { kind: 'shuffleLibrary' } }),
  },
];

/**
 * Searching a library for a card of a kind that goes to the hand or the graveyard (701.23a):
 * "Search your library for a land card, reveal it, and put it into your hand.", "Search your
 * library for an instant card or a card with flash, reveal it, put it into your hand", "search
 * your library for a card, put that card into your graveyard". The ", then shuffle" or "Then
 * shuffle your library." after it is a sentence of its own (search.phrase.ts).
 */
import type { CardKind, CardType } from '@arbiter/rules';
import { creatureType } from './creature-types.phrase';
import type { SentenceRule } from './sentence-rule';

const TYPES: Readonly<Record<string, CardType>> = { artifact: 'Artifact', creature: 'Creature', enchantment: 'Enchantment', instant: 'Instant', sorcery: 'Sorcery' };

/** One kind: "card", "land card", "basic land card", "instant card", "Goblin card", "card with flash". */
function oneKind(words: string): CardKind | null {
  if (words === 'card') return { kind: 'anyCard' };
  if (words === 'land card') return { kind: 'land' };
  if (words === 'basic land card') return { kind: 'basicLand' };
  if (words === 'card with flash') return { kind: 'withKeyword', keyword: 'flash' };
  const typed = /^(\w+) card$/.exec(words);
  const type = typed === null ? undefined : TYPES[typed[1] ?? ''];
  if (type !== undefined) return { kind: 'cardType', type };
  const subtype = typed === null ? null : creatureType(typed[1] ?? '');
  return subtype === null ? null : { kind: 'subtype', subtype };
}

/** "an instant or sorcery card", "an instant card or a card with flash", or one kind. */
export function readCardKind(phrase: string): CardKind | null {
  const either = /^(\w+) or (\w+) card$/.exec(phrase);
  if (either !== null) {
    const kinds = [oneKind(`${either[1] ?? ''} card`), oneKind(`${either[2] ?? ''} card`)];
    return kinds.every((k): k is CardKind => k !== null && k.kind === 'cardType') ? { kind: 'oneOf', kinds } : null;
  }
  const parts = phrase.split(/ or an? /);
  const kinds = parts.map(oneKind);
  if (kinds.some((k) => k === null)) return null;
  const read = kinds.filter((k): k is CardKind => k !== null);
  return read.length === 1 ? (read[0] ?? null) : { kind: 'oneOf', kinds: read };
}

export const LIBRARY_SEARCH_RULES: readonly SentenceRule[] = [
  {
    name: 'search your library for a card of a kind, into your hand or graveyard',
    examples: [
      'Search your library for a land card, reveal it, and put it into your hand.',
      'Search your library for an instant card or a card with flash, reveal it, put it into your hand.',
      'Search your library for a card, put that card into your graveyard.',
    ],
    pattern: /^Search your library for an? (.+?), (?:reveal it, (?:and )?)?put (?:it|that card) into your (hand|graveyard)\.$/,
    build: (m) => {
      const find = readCardKind(m[1] ?? '');
      // A card found for the hand is revealed; one for the graveyard goes there face up anyway (404.2).
      return find === null ? null : { effect: { kind: 'searchLibraryFor', find, to: m[2] === 'hand' ? 'hand' : 'graveyard' } };
    },
  },
];

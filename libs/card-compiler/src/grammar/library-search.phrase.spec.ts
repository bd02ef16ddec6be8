import { readEffect } from './effect.phrase';
import { readCardKind } from './library-search.phrase';

describe('searching a library for a card of a kind, into the hand or the graveyard (701.23a)', () => {
  it('reads the search, and the shuffle after it as its own instruction', () => {
    expect(readEffect('Search your library for a land card, reveal it, and put it into your hand. Then shuffle your library.')).toEqual({
      effect: { kind: 'sequence', effects: [{ kind: 'searchLibraryFor', find: { kind: 'land' }, to: 'hand' }, { kind: 'shuffleLibrary' }] },
    });
    expect(readEffect('Search your library for a card, put that card into your graveyard, then shuffle.')).toEqual({
      effect: { kind: 'sequence', effects: [{ kind: 'searchLibraryFor', find: { kind: 'anyCard' }, to: 'graveyard' }, { kind: 'shuffleLibrary' }] },
    });
  });

  it('reads kinds of cards: types, a keyword, creature types, and either of two', () => {
    expect(readCardKind('instant card or a card with flash')).toEqual({ kind: 'oneOf', kinds: [{ kind: 'cardType', type: 'Instant' }, { kind: 'withKeyword', keyword: 'flash' }] });
    expect(readCardKind('instant or sorcery card')).toEqual({ kind: 'oneOf', kinds: [{ kind: 'cardType', type: 'Instant' }, { kind: 'cardType', type: 'Sorcery' }] });
    expect(readCardKind('creature card')).toEqual({ kind: 'cardType', type: 'Creature' });
    expect(readCardKind('basic land card')).toEqual({ kind: 'basicLand' });
    expect(readCardKind('Goblin card')).toEqual({ kind: 'subtype', subtype: 'Goblin' });
  });

  it('reads nothing it cannot play: a card with a quality it does not know, another zone, two cards', () => {
    for (const line of [
      'Search your library for a creature card with mana value 6 or greater, reveal it, put it into your hand.',
      'Search your library for a card, put that card onto the battlefield.',
      'Search your library for a card named Relentless Rats, reveal it, put it into your hand.',
      'Search your library for up to two cards, put them into your hand.',
    ]) {
      expect({ line, read: readEffect(line) }).toEqual({ line, read: null });
    }
  });
});

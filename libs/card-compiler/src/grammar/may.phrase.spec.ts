import { readEffect } from './effect.phrase';

describe('"You may <instruction>." (603.5, 608.2d)', () => {
  it('makes the instruction optional, its targets kept', () => {
    expect(readEffect('You may destroy target artifact or enchantment.')).toEqual({
      effect: { kind: 'mayDo', effect: { kind: 'destroyTarget' } }, targets: { kind: 'artifactOrEnchantment' },
    });
    expect(readEffect('You may draw a card.')).toEqual({ effect: { kind: 'mayDo', effect: { kind: 'drawCards', amount: 1, who: 'controller' } } });
  });

  it('covers the whole instruction: "then shuffle" happens only if you search', () => {
    expect(readEffect('You may search your library for a basic land card, put it onto the battlefield tapped, then shuffle.')).toMatchObject({
      effect: { kind: 'mayDo', effect: { kind: 'sequence', effects: [{ kind: 'searchLibraryToBattlefield' }, { kind: 'shuffleLibrary' }] } },
    });
  });

  it('is not read when the instruction is not', () => {
    expect(readEffect('You may play an additional land this turn.')).toBeNull();
  });
});

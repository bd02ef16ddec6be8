import { createCatalog, missingCardMessage, nearestNames } from '@arbiter/rules';
import { ALL_CARDS } from '@arbiter/cards';

describe('nearest names', () => {
  it('orders candidates by edit distance, ignoring case, ties by name', () => {
    expect(nearestNames('lanowar elfs', ['Llanowar Elves', 'Sol Ring', 'Forest', 'Island'])).toEqual(['Llanowar Elves']);
    expect(nearestNames('forrest', ['Forest', 'Forests', 'Island', 'Fores'])).toEqual(['Forest', 'Fores', 'Forests']);
    expect(nearestNames('Sol Rign', ['Sol Ring', 'Sol Rings'], 1)).toEqual(['Sol Ring']);
  });

  it('lets a catalog name the nearest cards to an unknown one', () => {
    const catalog = createCatalog(ALL_CARDS);
    expect(missingCardMessage(catalog, 'Forrest')).toBe('unknown card "Forrest"; nearest: "Forest"');
    expect(missingCardMessage(catalog, 'Black Lotus')).toBe('unknown card "Black Lotus"');
    expect(missingCardMessage({ has: () => false, get: () => { throw new Error('none'); }, names: () => [] }, 'X')).toBe('unknown card "X"');
  });
});

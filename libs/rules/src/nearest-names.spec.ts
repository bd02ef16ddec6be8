import { nearestNames } from './nearest-names';

describe('nearest names', () => {
  it('orders candidates by edit distance, ignoring case, ties by name', () => {
    expect(nearestNames('lanowar elfs', ['Llanowar Elves', 'Sol Ring', 'Forest', 'Island'])).toEqual(['Llanowar Elves']);
    expect(nearestNames('forrest', ['Forest', 'Forests', 'Island', 'Fores'])).toEqual(['Forest', 'Fores', 'Forests']);
    expect(nearestNames('Sol Rign', ['Sol Ring', 'Sol Rings'], 1)).toEqual(['Sol Ring']);
  });
});

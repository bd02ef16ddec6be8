import { MAX_LIST_ANSWERS, permutations, subsets } from './legal-commands';

describe('bounded samples of list answers', () => {
  it('lists subsets smallest first and always includes the largest allowed', () => {
    expect(subsets(['a', 'b', 'c'], 1, 2)).toEqual([['a'], ['b'], ['c'], ['a', 'b'], ['a', 'c'], ['b', 'c']]);
    const many = subsets(Array.from({ length: 10 }, (_, i) => i), 0, 10);
    expect(many).toHaveLength(MAX_LIST_ANSWERS);
    expect(many[many.length - 1]).toHaveLength(10);
  });

  it('lists orders with the given one first, at most MAX_LIST_ANSWERS of them', () => {
    expect(permutations([1, 2, 3])).toEqual([[1, 2, 3], [1, 3, 2], [2, 1, 3], [2, 3, 1], [3, 1, 2], [3, 2, 1]]);
    expect(permutations([1, 2, 3, 4, 5])).toHaveLength(MAX_LIST_ANSWERS);
  });
});

import { BadInputError } from './game.errors';
import { checkRevisions } from './revision-range';

/** What `checkRevisions` throws (undefined when it takes the revisions). */
const refusal = (...args: Parameters<typeof checkRevisions>): unknown => {
  try {
    checkRevisions(...args);
  } catch (err) {
    return err;
  }
  return undefined;
};

describe('checkRevisions', () => {
  it('takes every revision from 0 to the current one, and a range in order', () => {
    expect(() => {
      checkRevisions(5, { field: 'at', revision: 0 });
      checkRevisions(5, { field: 'at', revision: 5 });
      checkRevisions(5, { field: 'from', revision: 2 }, { field: 'to', revision: 2 });
      checkRevisions(5, { field: 'from', revision: 0 }, { field: 'to', revision: 5 });
    }).not.toThrow();
  });

  it.each([
    [{ field: 'at', revision: 6 }, 'at', 'revision 6 is outside 0..5'],
    [{ field: 'revision', revision: -1 }, 'revision', 'revision -1 is outside 0..5'],
    [{ field: 'to', revision: 1.5 }, 'to', 'revision 1.5 is outside 0..5'],
    [{ field: 'to', revision: Number.MAX_SAFE_INTEGER + 2 }, 'to', `revision ${Number.MAX_SAFE_INTEGER + 2} is outside 0..5`],
  ])('names the field of a revision the game does not have: %j', (arg, field, detail) => {
    expect(refusal(5, arg)).toEqual(new BadInputError(field, detail));
  });

  it('names the first bad field of a range, and the end of a range that ends before it starts', () => {
    expect(refusal(5, { field: 'from', revision: 9 }, { field: 'to', revision: 12 })).toMatchObject({ field: 'from' });
    expect(refusal(5, { field: 'from', revision: 1 }, { field: 'to', revision: 12 })).toMatchObject({ field: 'to' });
    expect(refusal(5, { field: 'from', revision: 4 }, { field: 'to', revision: 3 })).toEqual(
      new BadInputError('to', 'revision 3 is before from (4)'),
    );
  });
});

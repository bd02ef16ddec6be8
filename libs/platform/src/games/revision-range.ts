/**
 * The one check of the revisions a request names (`?at=`, `?from=&to=`, `/why/:revision`,
 * `?to=` of a backup): each must be a revision the game has, 0 to its current one, and a range
 * must not end before it starts. The error names the field the caller gave.
 */
import { BadInputError } from './game.errors';

/** A revision as a request gave it, with the name of its field. */
export interface RevisionArg {
  readonly field: string;
  readonly revision: number;
}

/**
 * Throws BadInputError naming the first field outside `0..current`, or the second of two that
 * are out of order (a range's `to` before its `from`).
 *
 * @example
 * checkRevisions(12, { field: 'from', revision: 3 }, { field: 'to', revision: 20 });
 * // BadInputError: to: revision 20 is outside 0..12
 */
export function checkRevisions(current: number, ...args: readonly RevisionArg[]): void {
  let previous: RevisionArg | undefined;
  for (const arg of args) {
    const { field, revision } = arg;
    if (!Number.isSafeInteger(revision) || revision < 0 || revision > current)
      throw new BadInputError(field, `revision ${revision} is outside 0..${current}`);
    if (previous !== undefined && revision < previous.revision)
      throw new BadInputError(field, `revision ${revision} is before ${previous.field} (${previous.revision})`);
    previous = arg;
  }
}

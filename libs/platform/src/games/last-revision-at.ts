/**
 * The last revision whose event was stored at or before an instant, by a binary search over
 * revisions that reads one event per step: log2(n) reads instead of a scan from the start. It
 * relies on a stream's events being stored in time order (each append is stamped after the one
 * before it); were a clock ever to step back, it still answers a revision whose event is at or
 * before the instant and whose next event is after it.
 */

/** When the event at a revision was stored (epoch milliseconds). */
export type StoredAt = (revision: number) => Promise<number>;

/**
 * The greatest revision in `0..last` stored at or before `time`, or -1 when even revision 0 is
 * later.
 *
 * @example
 * await lastRevisionAt(99, 1_700_000_000_000, (r) => readOneEvent(r).then((e) => e.created.getTime()));
 */
export async function lastRevisionAt(last: number, time: number, storedAt: StoredAt): Promise<number> {
  if (last < 0) return -1;
  // An instant after the last event (a view "as of now") costs one read.
  if ((await storedAt(last)) <= time) return last;
  let found = -1;
  let low = 0;
  let high = last - 1;
  while (low <= high) {
    const middle = low + Math.floor((high - low) / 2);
    if ((await storedAt(middle)) <= time) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

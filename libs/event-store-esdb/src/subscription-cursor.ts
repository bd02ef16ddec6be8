/**
 * Where a dropped subscription resumes. EventStoreDB subscriptions start *after* a revision or
 * position, so resuming after the wrong one silently loses an event. Two sources are known:
 *
 * - the last event the subscriber handled (its revision, or its position in `$all`): always
 *   safe, since everything up to it has been delivered;
 * - the server's `checkpointReached` for filtered `$all` subscriptions, which lets a
 *   subscription with a sparse filter skip the records it already scanned. It is *not* safe on
 *   its own: kurrent-io/KurrentDB#4970 (24.10 before KDB-744) could report a checkpoint equal to
 *   the position the *next* event would take, so resuming after it skipped that event.
 *
 * The cursor therefore resumes after the last handled event, and moves past it to a server
 * checkpoint only when `isSafe` confirms that no event this subscription wants sits at that
 * position (see `EsdbEventStore`).
 */
export class SubscriptionCursor {
  private lastHandled: bigint | undefined;
  private serverCheckpoint: bigint | undefined;

  constructor(start: bigint | undefined) {
    this.lastHandled = start;
  }

  /** The subscriber has handled (or the subscription consumed and dropped) the event at `cursor`. */
  handled(cursor: bigint): void {
    if (this.lastHandled === undefined || cursor > this.lastHandled) this.lastHandled = cursor;
  }

  /** The server reported a checkpoint, and every event sent before it has been handled. */
  checkpoint(position: bigint): void {
    if (this.serverCheckpoint === undefined || position > this.serverCheckpoint) {
      this.serverCheckpoint = position;
    }
  }

  /** The last handled event's cursor (`undefined`: nothing yet, start from the beginning). */
  get handledUpTo(): bigint | undefined {
    return this.lastHandled;
  }

  /** Where to resubscribe: after the last handled event, or after a checkpoint proved safe. */
  async resumeAfter(
    isSafe?: (checkpoint: bigint) => Promise<boolean>,
  ): Promise<bigint | undefined> {
    const checkpoint = this.serverCheckpoint;
    const handled = this.lastHandled;
    if (checkpoint === undefined || isSafe === undefined) return handled;
    if (handled !== undefined && checkpoint <= handled) return handled;
    const safe = await isSafe(checkpoint).catch(() => false);
    return safe ? checkpoint : handled;
  }
}

import { Observable } from 'rxjs';
import type { RecordedEvent, SubscriptionMessage } from './event-store.types';

/** One page of a catch-up read: the matching events and where the next page starts. */
export interface CatchUpPage<TCursor> {
  readonly events: readonly RecordedEvent[];
  /** Cursor after the last row read (rows a filter dropped included). */
  readonly cursor: TCursor;
  /** True when the page reached the end of what is stored now. */
  readonly done: boolean;
}

/** Reads the page after `cursor`. */
export type ReadPage<TCursor> = (
  cursor: TCursor,
) => CatchUpPage<TCursor> | Promise<CatchUpPage<TCursor>>;

const nextMacrotask = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * A catch-up subscription built on "read what is stored after my cursor": it reads pages until
 * the end, emits `caughtUp` once, then reads again each time `wakeups` fires (an append in this
 * process, or a poll that saw one from another process). The store stays the single source of
 * truth, so an event appended while history is being read is neither lost nor emitted twice,
 * and memory stays bounded by one page however long the history. It completes when `wakeups`
 * completes (the store closed) and stops reading when unsubscribed.
 *
 * @example
 * return catchUp(-1n, (after) => readStreamPage(streamId, after), this.appended$);
 */
export function catchUp<TCursor>(
  start: TCursor,
  readPage: ReadPage<TCursor>,
  wakeups: Observable<unknown>,
): Observable<SubscriptionMessage> {
  return new Observable<SubscriptionMessage>((subscriber) => {
    let cursor = start;
    let caughtUp = false;
    // `again` records wake-ups that arrive while a pump is running, so none is lost.
    const state = { running: false, again: false };
    // A function, not the property: the subscriber may close across any await below.
    const stopped = (): boolean => subscriber.closed;

    const drain = async (): Promise<void> => {
      let done = false;
      while (!done && !stopped()) {
        const page = await readPage(cursor);
        if (stopped()) return;
        cursor = page.cursor;
        for (const event of page.events) {
          subscriber.next({ kind: 'event', event });
          if (stopped()) return;
        }
        done = page.done;
        // Long histories: let timers, I/O and unsubscribes in between pages.
        if (!done) await nextMacrotask();
      }
      if (!caughtUp && !stopped()) {
        caughtUp = true;
        subscriber.next({ kind: 'caughtUp' });
      }
    };

    const wokeWhileDraining = (): boolean => state.again && !stopped();

    const pump = async (): Promise<void> => {
      if (state.running) {
        state.again = true;
        return;
      }
      state.running = true;
      try {
        do {
          state.again = false;
          await drain();
        } while (wokeWhileDraining());
      } catch (error: unknown) {
        if (!stopped()) subscriber.error(error);
      } finally {
        state.running = false;
      }
    };

    const wake = wakeups.subscribe({
      next: () => void pump(),
      complete: () => {
        subscriber.complete();
      },
    });
    void pump();
    return () => {
      wake.unsubscribe();
    };
  });
}

import {
  CancelledError,
  DeadlineExceededError,
  NotLeaderError,
  TimeoutError,
  UnavailableError,
} from '@eventstore/db-client';
import type { AllStreamResolvedEvent, ResolvedEvent } from '@eventstore/db-client';
import type { Readable } from 'node:stream';
import { Observable } from 'rxjs';
import type { RecordedEvent, SubscriptionMessage } from '@arbiter/event-store';
import { toRecordedEvent } from './esdb-recorded-event.mapper';
import { SubscriptionCursor } from './subscription-cursor';

/** The client's subscription stream (stream or `$all`). */
export type ClientSubscription = Readable & {
  unsubscribe(): Promise<void>;
};

/** What differs between a stream subscription and an `$all` one. */
export interface SubscriptionTarget {
  /**
   * Opens the client subscription after `after` (`undefined`: from the start). `onCheckpoint`
   * receives the server's checkpoints (filtered `$all` subscriptions only).
   */
  open(
    after: bigint | undefined,
    onCheckpoint: (subscription: Readable, position: bigint) => void,
  ): ClientSubscription;
  /** The cursor of an event: its revision (stream) or global position (`$all`). */
  cursorOf(event: RecordedEvent): bigint;
  /** Whether the port's subscriber gets this event (system events, client-side filters). */
  accepts(event: RecordedEvent): boolean;
  /** Whether resuming after this server checkpoint cannot skip a wanted event (`$all` only). */
  checkpointIsSafe?: (checkpoint: bigint) => Promise<boolean>;
}

/** Resubscription tuning. */
export interface ResubscribePolicy {
  readonly maxAttempts: number;
  readonly delayMs: number;
}

/**
 * A catch-up subscription on EventStoreDB as the port's Observable: the events after the start
 * point, one `caughtUp` (the server's signal, EventStoreDB 23.10+), then live events.
 *
 * Order: the client reports `caughtUp` and checkpoints as stream events while the events before
 * them may still sit in its buffer. Each such signal is therefore applied only after the
 * `readableLength` events buffered at that moment have been delivered, so `caughtUp` never
 * overtakes history and a checkpoint never counts events not yet handled.
 *
 * Drops: when the server goes away (UNAVAILABLE, cancelled, not leader, deadline) the
 * subscription reopens after its {@link SubscriptionCursor} (the last handled event, see there
 * for checkpoints and KurrentDB#4970) with a growing delay, and fails after `maxAttempts` drops
 * in a row without an event in between. History replayed after a drop is not followed by a
 * second `caughtUp`.
 */
export function catchUpSubscription(
  target: SubscriptionTarget,
  start: bigint | undefined,
  policy: ResubscribePolicy,
  openSubscriptions: Set<() => void>,
): Observable<SubscriptionMessage> {
  return new Observable<SubscriptionMessage>((subscriber) => {
    const cursor = new SubscriptionCursor(start);
    let caughtUpSent = false;
    let drops = 0;
    let current: ClientSubscription | undefined;
    let timer: NodeJS.Timeout | undefined;
    let stopped = false;

    const stop = (): void => {
      stopped = true;
      clearTimeout(timer);
      const subscription = current;
      current = undefined;
      if (subscription !== undefined) void subscription.unsubscribe();
    };
    // The store's close(): end this subscription normally.
    const complete = (): void => {
      stop();
      subscriber.complete();
    };
    openSubscriptions.add(complete);

    const connect = (after: bigint | undefined): void => {
      let delivered = 0;
      const pending: { readonly at: number; readonly run: () => void }[] = [];
      const afterBuffered = (subscription: Readable, run: () => void): void => {
        const at = delivered + subscription.readableLength;
        if (at <= delivered) run();
        else pending.push({ at, run });
      };
      const subscription = target.open(after, (source, position) => {
        afterBuffered(source, () => {
          cursor.checkpoint(position);
        });
      });
      current = subscription;

      subscription.on('data', (resolved: ResolvedEvent | AllStreamResolvedEvent) => {
        if (stopped || subscription !== current) return;
        delivered++;
        drops = 0;
        const event = toRecordedEvent(resolved);
        if (event !== undefined) {
          if (target.accepts(event)) subscriber.next({ kind: 'event', event });
          cursor.handled(target.cursorOf(event));
        }
        while (pending[0] !== undefined && pending[0].at <= delivered) pending.shift()?.run();
      });
      subscription.on('caughtUp', () => {
        afterBuffered(subscription, () => {
          if (caughtUpSent || stopped) return;
          caughtUpSent = true;
          subscriber.next({ kind: 'caughtUp' });
        });
      });
      subscription.on('error', (error: unknown) => {
        dropped(subscription, error);
      });
      subscription.on('end', () => {
        dropped(subscription, undefined);
      });
    };

    const dropped = (subscription: ClientSubscription, error: unknown): void => {
      if (stopped || subscription !== current) return;
      current = undefined;
      drops++;
      if (!isTransient(error) || drops > policy.maxAttempts) {
        stopped = true;
        openSubscriptions.delete(complete);
        subscriber.error(error ?? new Error('EventStoreDB ended the subscription'));
        return;
      }
      // Wait first: on UNAVAILABLE the client replaces its channel, and calls made before that
      // finishes fail with "Channel has been shut down".
      timer = setTimeout(() => {
        void cursor.resumeAfter(target.checkpointIsSafe).then((after) => {
          if (!stopped) connect(after);
        });
      }, policy.delayMs * drops);
    };

    connect(start);
    return () => {
      openSubscriptions.delete(complete);
      stop();
    };
  });
}

/**
 * Errors after which resubscribing can help; `undefined` is a subscription ended by the server.
 * "Channel has been shut down" is grpc-js refusing a call on the channel the client is replacing
 * after a drop.
 */
function isTransient(error: unknown): boolean {
  return (
    error === undefined ||
    (error instanceof Error && error.message.includes('Channel has been shut down')) ||
    error instanceof UnavailableError ||
    error instanceof CancelledError ||
    error instanceof NotLeaderError ||
    error instanceof DeadlineExceededError ||
    error instanceof TimeoutError
  );
}

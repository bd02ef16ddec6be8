import { UnavailableError } from '@eventstore/db-client';
import type { ResolvedEvent } from '@eventstore/db-client';
import { PassThrough } from 'node:stream';
import type { SubscriptionMessage } from '@arbiter/event-store';
import { catchUpSubscription } from './esdb-catch-up.subscription';
import type { SubscriptionTarget } from './esdb-catch-up.subscription';

/** A client subscription the test drives by hand: push events, emit signals, fail. */
class FakeSubscription extends PassThrough {
  unsubscribed = false;
  constructor() {
    super({ objectMode: true });
  }
  unsubscribe(): Promise<void> {
    this.unsubscribed = true;
    return Promise.resolve();
  }
}

function resolved(revision: bigint): ResolvedEvent {
  return {
    event: {
      streamId: 's',
      id: `00000000-0000-4000-8000-${revision.toString().padStart(12, '0')}`,
      revision,
      type: 'T',
      data: { n: Number(revision) },
      metadata: { hash: '' },
      isJson: true,
      created: new Date(0),
      position: { commit: 100n + revision, prepare: 100n + revision },
    },
  };
}

function harness(checkpointIsSafe?: (checkpoint: bigint) => Promise<boolean>) {
  const opened: {
    after: bigint | undefined;
    subscription: FakeSubscription;
    checkpoint: (p: bigint) => void;
  }[] = [];
  const target: SubscriptionTarget = {
    open: (after, onCheckpoint) => {
      const subscription = new FakeSubscription();
      opened.push({
        after,
        subscription,
        checkpoint: (p) => {
          onCheckpoint(subscription, p);
        },
      });
      return subscription;
    },
    cursorOf: (event) => event.revision,
    accepts: () => true,
    ...(checkpointIsSafe === undefined ? {} : { checkpointIsSafe }),
  };
  const messages: string[] = [];
  const open = new Set<() => void>();
  const label = (m: SubscriptionMessage): string =>
    m.kind === 'event' ? `#${m.event.revision.toString()}` : m.kind;
  const errors: unknown[] = [];
  let done = false;
  const subscription = catchUpSubscription(
    target,
    undefined,
    { maxAttempts: 2, delayMs: 0 },
    open,
  ).subscribe({
    next: (m) => messages.push(label(m)),
    error: (e: unknown) => errors.push(e),
    complete: () => {
      done = true;
    },
  });
  return { opened, messages, errors, open, subscription, completed: () => done };
}

/** Lets the streams flow (their buffered data is emitted on later ticks). */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** Turns the event loop until `condition` holds (the resubscription runs on a timer). */
async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await settle();
}

describe('catchUpSubscription', () => {
  it('delivers caughtUp only after the events the client still had buffered', async () => {
    const { opened, messages, subscription } = harness();
    const client = opened[0]!.subscription;
    // Paused, the events stay in the client's buffer, as they can when it reports caught_up.
    client.pause();
    client.push(resolved(0n));
    client.push(resolved(1n));
    expect(client.readableLength).toBe(2);
    client.emit('caughtUp');
    client.push(resolved(2n));
    client.resume();
    await until(() => messages.length === 4);
    expect(messages).toEqual(['#0', '#1', 'caughtUp', '#2']);
    subscription.unsubscribe();
    expect(client.unsubscribed).toBe(true);
  });

  it('resumes after the last delivered event when the server drops the subscription, without a second caughtUp', async () => {
    const { opened, messages, subscription } = harness();
    const first = opened[0]!.subscription;
    first.push(resolved(0n));
    first.emit('caughtUp');
    first.push(resolved(1n));
    await until(() => messages.length === 3);
    first.emit('error', new UnavailableError());
    await until(() => opened.length === 2);
    expect(opened.map((o) => o.after)).toEqual([undefined, 1n]);
    const second = opened[1]!.subscription;
    second.emit('caughtUp');
    second.push(resolved(2n));
    await until(() => messages.length === 4);
    expect(messages).toEqual(['#0', 'caughtUp', '#1', '#2']);
    subscription.unsubscribe();
  });

  it('fails on an error resubscribing cannot help, and after too many drops in a row', async () => {
    const fatal = harness();
    fatal.opened[0]!.subscription.emit('error', new Error('access denied'));
    expect(fatal.errors).toHaveLength(1);

    const flaky = harness();
    for (let drop = 1; drop <= 2; drop++) {
      flaky.opened[drop - 1]!.subscription.emit('error', new UnavailableError());
      await until(() => flaky.opened.length === drop + 1);
    }
    flaky.opened[2]!.subscription.emit('error', new UnavailableError());
    expect(flaky.errors[0]).toBeInstanceOf(UnavailableError);
    expect(flaky.opened).toHaveLength(3);
  });

  it('completes, and stops the client subscription, when the store closes it', () => {
    const { open, opened, completed } = harness();
    expect(open.size).toBe(1);
    for (const complete of [...open]) complete();
    expect(completed()).toBe(true);
    expect(opened[0]!.subscription.unsubscribed).toBe(true);
    expect(open.size).toBe(0);
  });

  it('counts a server checkpoint only once the events sent before it were delivered', async () => {
    const { opened, messages, subscription } = harness(() => Promise.resolve(true));
    const first = opened[0]!.subscription;
    first.pause();
    first.push(resolved(0n));
    first.push(resolved(1n));
    opened[0]!.checkpoint(50n);
    // Dropped while both events were still buffered: neither they nor the checkpoint count.
    first.emit('error', new UnavailableError());
    await until(() => opened.length === 2);
    expect(opened[1]!.after).toBeUndefined();

    const second = opened[1]!.subscription;
    second.pause();
    second.push(resolved(0n));
    second.push(resolved(1n));
    opened[1]!.checkpoint(50n);
    second.resume();
    await until(() => messages.length === 2);
    second.emit('error', new UnavailableError());
    await until(() => opened.length === 3);
    expect(opened[2]!.after).toBe(50n);
    subscription.unsubscribe();
  });
});

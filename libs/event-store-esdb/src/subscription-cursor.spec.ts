import { SubscriptionCursor } from './subscription-cursor';

describe('SubscriptionCursor', () => {
  const safe = (): Promise<boolean> => Promise.resolve(true);
  const unsafe = (): Promise<boolean> => Promise.resolve(false);

  it('resumes after the start point until an event is handled', async () => {
    expect(await new SubscriptionCursor(undefined).resumeAfter()).toBeUndefined();
    expect(await new SubscriptionCursor(7n).resumeAfter()).toBe(7n);
  });

  it('resumes after the last handled event, never moving backwards', async () => {
    const cursor = new SubscriptionCursor(undefined);
    cursor.handled(10n);
    cursor.handled(4n);
    expect(await cursor.resumeAfter()).toBe(10n);
  });

  it('moves past the last handled event to a server checkpoint only when proven safe', async () => {
    const cursor = new SubscriptionCursor(undefined);
    cursor.handled(10n);
    cursor.checkpoint(50n);
    expect(await cursor.resumeAfter(safe)).toBe(50n);
    expect(await cursor.resumeAfter(unsafe)).toBe(10n);
    expect(await cursor.resumeAfter(() => Promise.reject(new Error('read failed')))).toBe(10n);
  });

  it('ignores a checkpoint at or before the last handled event without asking', async () => {
    const cursor = new SubscriptionCursor(undefined);
    cursor.checkpoint(10n);
    cursor.handled(20n);
    const asked: bigint[] = [];
    const resume = await cursor.resumeAfter((checkpoint) => {
      asked.push(checkpoint);
      return Promise.resolve(true);
    });
    expect(resume).toBe(20n);
    expect(asked).toEqual([]);
  });
});

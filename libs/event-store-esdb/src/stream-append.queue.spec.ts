import { StreamAppendQueue } from './stream-append.queue';

describe('StreamAppendQueue', () => {
  it('runs work for one stream one at a time, in order, even after a failure', async () => {
    const queue = new StreamAppendQueue();
    const log: string[] = [];
    const step =
      (name: string, fail = false) =>
      async (): Promise<string> => {
        log.push(`start ${name}`);
        await Promise.resolve();
        log.push(`end ${name}`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      queue.run('s', step('a')),
      queue.run('s', step('b', true)),
      queue.run('s', step('c')),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('lets different streams run side by side', async () => {
    const queue = new StreamAppendQueue();
    const log: string[] = [];
    let release: () => void = () => undefined;
    const blocked = queue.run('s1', () => new Promise<void>((resolve) => (release = resolve)));
    await queue.run('s2', () => {
      log.push('s2 ran while s1 waits');
      return Promise.resolve();
    });
    release();
    await blocked;
    expect(log).toEqual(['s2 ran while s1 waits']);
  });
});

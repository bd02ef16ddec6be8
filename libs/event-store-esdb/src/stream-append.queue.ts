/**
 * Runs this process's `any` / `stream_exists` appends to one stream one after another. Those
 * appends pin the stream's last revision and retry when another writer got there first; letting
 * writers of the same process queue instead of racing turns N-1 lost rounds per append into none
 * (races with other processes still retry).
 */
export class StreamAppendQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  run<T>(streamId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(streamId) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(streamId, tail);
    void tail.then(() => {
      if (this.tails.get(streamId) === tail) this.tails.delete(streamId);
    });
    return result;
  }
}

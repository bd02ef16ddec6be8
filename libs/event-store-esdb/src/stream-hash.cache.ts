/**
 * Remembers the chain hash of (stream, revision) pairs. An event never changes once written, so
 * an entry never goes stale; the cache only saves the read of the previous event's hash before
 * an append. It holds only hashes this process read from the server or wrote itself with fresh
 * ids (see `EsdbAppender`), and forgets the oldest entries beyond its size.
 */
export class StreamHashCache {
  private readonly hashes = new Map<string, string>();

  constructor(private readonly maxEntries: number) {}

  get(streamId: string, revision: bigint): string | undefined {
    return this.hashes.get(key(streamId, revision));
  }

  set(streamId: string, revision: bigint, hash: string): void {
    if (this.maxEntries <= 0) return;
    this.hashes.set(key(streamId, revision), hash);
    if (this.hashes.size > this.maxEntries) {
      const oldest = this.hashes.keys().next();
      if (oldest.done !== true) this.hashes.delete(oldest.value);
    }
  }
}

function key(streamId: string, revision: bigint): string {
  return `${revision.toString()}:${streamId}`;
}

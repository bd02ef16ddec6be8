/**
 * Time travel without waiting: GameViews by revision, kept in a small least-recently-used cache,
 * with requests for the same revision shared. A scrub asks for one revision; the neighbours are
 * fetched afterwards so that stepping with ←/→ finds them ready.
 */
export type ViewLoader<V> = (revision: number, signal: AbortSignal) => Promise<V>;

interface Pending<V> {
  readonly promise: Promise<V>;
  readonly controller: AbortController;
  /** Prefetches may be dropped when the user moves on; a wanted view is never aborted. */
  wanted: boolean;
}

export class ViewCache<V> {
  private readonly done = new Map<number, V>();
  private readonly pending = new Map<number, Pending<V>>();

  constructor(
    private readonly load: ViewLoader<V>,
    private readonly capacity = 256,
  ) {}

  /** The view if it is already here (for a synchronous render), else undefined. */
  peek(revision: number): V | undefined {
    const v = this.done.get(revision);
    if (v !== undefined) {
      this.done.delete(revision); // most recently used last
      this.done.set(revision, v);
    }
    return v;
  }

  get(revision: number, wanted = true): Promise<V> {
    const v = this.peek(revision);
    if (v !== undefined) return Promise.resolve(v);
    const inFlight = this.pending.get(revision);
    if (inFlight !== undefined) {
      inFlight.wanted ||= wanted;
      return inFlight.promise;
    }
    const controller = new AbortController();
    const promise = this.load(revision, controller.signal).then(
      (view) => {
        this.pending.delete(revision);
        this.store(revision, view);
        return view;
      },
      (err: unknown) => {
        this.pending.delete(revision);
        throw err;
      },
    );
    this.pending.set(revision, { promise, controller, wanted });
    return promise;
  }

  /** Fetches revisions around `revision` that are not here yet, dropping prefetches far from it. */
  prefetchAround(revision: number, radius: number, last: number): void {
    for (const [r, p] of this.pending) {
      if (!p.wanted && Math.abs(r - revision) > radius) p.controller.abort();
    }
    for (let d = 1; d <= radius; d++) {
      for (const r of [revision + d, revision - d]) {
        if (r < 0 || r > last || this.done.has(r) || this.pending.has(r)) continue;
        this.get(r, false).catch(() => undefined);
      }
    }
  }

  /** Abandons requests nobody waits for any more (the user scrubbed past them). */
  cancelExcept(revision: number): void {
    for (const [r, p] of this.pending) {
      if (r !== revision) {
        p.wanted = false;
        p.controller.abort();
      }
    }
  }

  /** Keeps a view fetched another way (the game's current view). */
  put(revision: number, view: V): void {
    this.store(revision, view);
  }

  get size(): number {
    return this.done.size;
  }

  private store(revision: number, view: V): void {
    this.done.set(revision, view);
    while (this.done.size > this.capacity) {
      const oldest = this.done.keys().next().value;
      if (oldest === undefined) break;
      this.done.delete(oldest);
    }
  }
}

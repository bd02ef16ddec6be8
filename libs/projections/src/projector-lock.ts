import type Database from 'better-sqlite3';

/** Who holds (or wants) the projector lock. */
export interface LockOwner {
  /** Unique per runner instance. */
  readonly id: string;
  readonly host: string;
  readonly pid: number;
}

/** The current holder as stored. */
export interface LockHolder extends LockOwner {
  readonly acquiredAt: number;
  readonly expiresAt: number;
}

/** Options of {@link ProjectorLock}. */
export interface ProjectorLockOptions {
  /** How long a holder that stops renewing keeps the lock. */
  readonly leaseMs: number;
  readonly now: () => number;
  /** Whether a process of this host is alive; a dead holder's lease is taken at once. */
  readonly isAlive: (pid: number) => boolean;
}

type HolderRow = [string, string, number, number, number];

/** `kill(pid, 0)` probes a process without signalling it: ESRCH means it is gone. */
export function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error: unknown) {
    return (error as { code?: unknown }).code !== 'ESRCH';
  }
}

/**
 * The single-consumer lock: one row in the analytics database naming the active runner, with a
 * lease it renews. Another runner takes the row only when the lease has expired or, on the same
 * host, when the holder's process is gone (a SIGKILLed projector restarts at once). The lease
 * alone cannot stop a paused holder from waking up and writing, so every batch the runner
 * commits re-checks the lock inside its own transaction ({@link ProjectorLock.confirm}): a
 * runner that lost the lock can compute a batch, but never commit it.
 *
 * @example
 * const lock = new ProjectorLock(db, { id: 'p1', host: 'h', pid: process.pid }, { leaseMs: 15_000, now: Date.now, isAlive: processIsAlive });
 * if (lock.tryAcquire()) { ... }
 */
export class ProjectorLock {
  private readonly readHolder: Database.Statement<[], HolderRow>;
  private readonly upsert: Database.Statement<{
    id: string;
    host: string;
    pid: number;
    now: number;
    expires: number;
  }>;
  private readonly extend: Database.Statement<{ id: string; expires: number }>;
  private readonly remove: Database.Statement<{ id: string }>;
  private readonly acquireTransaction: () => boolean;

  constructor(
    db: Database.Database,
    readonly owner: LockOwner,
    private readonly options: ProjectorLockOptions,
  ) {
    this.readHolder = db
      .prepare<[], HolderRow>(
        'SELECT owner, host, pid, acquired_at, expires_at FROM projector_lock WHERE id = 1',
      )
      .raw(true);
    this.upsert = db.prepare(
      `INSERT INTO projector_lock (id, owner, host, pid, acquired_at, expires_at)
       VALUES (1, @id, @host, @pid, @now, @expires)
       ON CONFLICT (id) DO UPDATE SET owner = excluded.owner, host = excluded.host,
         pid = excluded.pid, acquired_at = excluded.acquired_at, expires_at = excluded.expires_at`,
    );
    this.extend = db.prepare(
      'UPDATE projector_lock SET expires_at = @expires WHERE id = 1 AND owner = @id',
    );
    this.remove = db.prepare('DELETE FROM projector_lock WHERE id = 1 AND owner = @id');
    const acquire = db.transaction((): boolean => {
      const holder = this.holder();
      if (holder !== null && holder.id !== this.owner.id && !this.isStale(holder)) return false;
      const now = this.options.now();
      this.upsert.run({ ...this.owner, now, expires: now + this.options.leaseMs });
      return true;
    });
    // IMMEDIATE: read and write the row under one write lock, so two runners cannot both win.
    this.acquireTransaction = () => acquire.immediate();
  }

  /** The stored holder, whoever it is (null when free). */
  holder(): LockHolder | null {
    const row = this.readHolder.get();
    if (row === undefined) return null;
    const [id, host, pid, acquiredAt, expiresAt] = row;
    return { id, host, pid, acquiredAt, expiresAt };
  }

  /** Takes the lock if it is free, expired, already ours, or held by a dead local process. */
  tryAcquire(): boolean {
    return this.acquireTransaction();
  }

  /**
   * Inside a write transaction: true (and the lease extended) when this owner still holds the
   * lock. An expired lease nobody took is still ours; one another runner took is not.
   */
  confirm(): boolean {
    const expires = this.options.now() + this.options.leaseMs;
    return this.extend.run({ id: this.owner.id, expires }).changes === 1;
  }

  /** Gives the lock up (no-op when another runner holds it). */
  release(): void {
    this.remove.run({ id: this.owner.id });
  }

  private isStale(holder: LockHolder): boolean {
    if (holder.expiresAt <= this.options.now()) return true;
    return (
      holder.host === this.owner.host &&
      holder.pid !== this.owner.pid &&
      !this.options.isAlive(holder.pid)
    );
  }
}

/**
 * Whether the store can write: a full disk, a data folder that became read-only or a broken file
 * make appends fail with the storage's own error. Such a failure is answered as 503 (the service
 * cannot record now; nothing was recorded), `/health` reports it until a write succeeds again,
 * and it is told apart from the errors that are the request's (a stale revision, bad input).
 */

/** SQLite's result codes and the system's errno codes that mean "the storage cannot write". */
const STORAGE_CODES = /^(SQLITE_(FULL|IOERR|READONLY|CANTOPEN|CORRUPT|NOTADB|PERM|BUSY|LOCKED|PROTOCOL)\w*|ENOSPC|EACCES|EROFS|EPERM|EIO|EDQUOT)$/;

export function isStorageFailure(err: unknown): boolean {
  if (err === null || typeof err !== 'object') return false;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' && STORAGE_CODES.test(code);
}

/** The store could not write (HTTP 503): nothing was recorded; the same request may be retried. */
export class StoreUnavailableError extends Error {
  constructor(readonly reason: string) {
    super(`the game store cannot write now, nothing was recorded: ${reason}`);
    this.name = 'StoreUnavailableError';
  }
}

export interface StorageFailure {
  readonly message: string;
  readonly code: string;
  readonly since: string;
}

/** The last write's outcome, as `/health` reports it. */
export class StorageHealth {
  private current: StorageFailure | null = null;

  get failure(): StorageFailure | null {
    return this.current;
  }

  succeeded(): void {
    this.current = null;
  }

  /** Records a storage failure and gives the error to answer with. */
  failed(err: unknown, now: Date = new Date()): StoreUnavailableError {
    const message = err instanceof Error ? err.message : String(err);
    const raw = err !== null && typeof err === 'object' ? (err as { code?: unknown }).code : undefined;
    const code = typeof raw === 'string' ? raw : 'unknown';
    this.current = { message, code, since: this.current?.since ?? now.toISOString() };
    return new StoreUnavailableError(`${code}: ${message}`);
  }
}

import { InvalidReadError } from './event-store.errors';
import type {
  AllFilter,
  ReadAllOptions,
  ReadDirection,
  ReadStreamOptions,
} from './event-store.types';
import { MAX_REVISION } from './append-preparation';

/** `readStream` options with defaults applied and checked. */
export interface StreamReadPlan {
  readonly direction: ReadDirection;
  /** First revision to return, inclusive (`MAX_REVISION` stands for "end"). */
  readonly from: bigint;
  /** Most events to return (`Infinity` when unlimited). */
  readonly maxCount: number;
}

/** `readAll` options with defaults applied and checked. */
export interface AllReadPlan {
  /** First global position to return, inclusive. */
  readonly from: bigint;
  readonly maxCount: number;
  readonly filter: AllFilter | undefined;
}

function checkMaxCount(maxCount: number | undefined): number {
  if (maxCount === undefined) return Infinity;
  if (!Number.isSafeInteger(maxCount) || maxCount < 0) {
    throw new InvalidReadError(`maxCount ${String(maxCount)} is not a non-negative integer`);
  }
  return maxCount;
}

/**
 * Applies `readStream` defaults (forwards from start, backwards from end, unlimited).
 *
 * @throws InvalidReadError
 * @example
 * const plan = planStreamRead({ direction: 'backwards', maxCount: 1 }); // from = MAX_REVISION
 */
export function planStreamRead(options: ReadStreamOptions = {}): StreamReadPlan {
  const direction = options.direction ?? 'forwards';
  const given: unknown = direction;
  if (given !== 'forwards' && given !== 'backwards') {
    throw new InvalidReadError(`direction ${String(given)} is unknown`);
  }
  const fromOption = options.fromRevision ?? (direction === 'forwards' ? 'start' : 'end');
  let from: bigint;
  if (fromOption === 'start') from = 0n;
  else if (fromOption === 'end') from = MAX_REVISION;
  else if (typeof fromOption === 'bigint' && fromOption >= 0n && fromOption <= MAX_REVISION)
    from = fromOption;
  else throw new InvalidReadError(`fromRevision ${String(fromOption)} is out of range`);
  // Forwards from the end reads nothing, as in EventStoreDB.
  if (direction === 'forwards' && fromOption === 'end') from = MAX_REVISION;
  return { direction, from, maxCount: checkMaxCount(options.maxCount) };
}

function checkFilter(filter: AllFilter | undefined): AllFilter | undefined {
  if (filter === undefined) return undefined;
  const by: unknown = filter.by;
  const prefixes: unknown = filter.prefixes;
  const prefixesOk =
    Array.isArray(prefixes) &&
    prefixes.length > 0 &&
    prefixes.every((p: unknown) => typeof p === 'string' && p !== '');
  if ((by !== 'eventType' && by !== 'streamName') || !prefixesOk) {
    throw new InvalidReadError('filter needs by eventType|streamName and non-empty prefixes');
  }
  return filter;
}

/**
 * Applies `readAll` defaults (from the start, unlimited, unfiltered).
 *
 * @throws InvalidReadError
 * @example
 * const plan = planAllRead({ fromPosition: 10n, filter: { by: 'streamName', prefixes: ['game-'] } });
 */
export function planAllRead(options: ReadAllOptions = {}): AllReadPlan {
  const fromOption = options.fromPosition ?? 'start';
  let from: bigint;
  if (fromOption === 'start') from = 0n;
  else if (typeof fromOption === 'bigint' && fromOption >= 0n) from = fromOption;
  else throw new InvalidReadError(`fromPosition ${String(fromOption)} is out of range`);
  return { from, maxCount: checkMaxCount(options.maxCount), filter: checkFilter(options.filter) };
}

/**
 * Checks subscription filter and starting point options.
 *
 * @throws InvalidReadError
 */
export function checkSubscriptionStart(after: bigint | undefined, what: string): void {
  if (after !== undefined && (typeof after !== 'bigint' || after < 0n)) {
    throw new InvalidReadError(`${what} ${String(after)} is out of range`);
  }
}

/** Validates a subscription's `$all` filter. @throws InvalidReadError */
export function checkAllFilter(filter: AllFilter | undefined): AllFilter | undefined {
  return checkFilter(filter);
}

/**
 * True when an event passes an `$all` filter (no filter passes everything).
 *
 * @example
 * matchesFilter({ by: 'eventType', prefixes: ['Card'] }, 'CardsDrawn', 'game-1'); // true
 */
export function matchesFilter(
  filter: AllFilter | undefined,
  type: string,
  streamId: string,
): boolean {
  if (filter === undefined) return true;
  const subject = filter.by === 'eventType' ? type : streamId;
  return filter.prefixes.some((prefix) => subject.startsWith(prefix));
}

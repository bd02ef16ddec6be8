/** Filters every analytics report takes. Bounds are epoch milliseconds on the game's start. */
export interface AnalyticsFilters {
  /** Games started at or after this instant. */
  readonly from: number | null;
  /** Games started strictly before this instant. */
  readonly until: number | null;
  /** Only rows about this player (see each report). */
  readonly player: string | null;
}

export type AnalyticsFormat = 'json' | 'csv';

/** A query parameter that is not acceptable, with the field it concerns. */
export class AnalyticsQueryError extends Error {
  constructor(
    readonly field: string,
    readonly detail: string,
  ) {
    super(`${field}: ${detail}`);
    this.name = 'AnalyticsQueryError';
  }
}

export const NO_FILTERS: AnalyticsFilters = { from: null, until: null, player: null };

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const PLAYER = /^[^\s,]{1,64}$/;
const DAY_MS = 86_400_000;
/** Parameters the reports understand; `key` is the API key for links and EventSource. */
const KNOWN = new Set(['from', 'to', 'player', 'format', 'key']);

function instant(value: string, field: string, endOfDay: boolean): number {
  const date = DATE.exec(value);
  if (date === null && !DATE_TIME.test(value)) {
    throw new AnalyticsQueryError(
      field,
      `must be an ISO date (2025-01-31) or date-time (2025-01-31T18:00:00Z), got ${JSON.stringify(value)}`,
    );
  }
  const ms = Date.parse(date === null ? value : `${value}T00:00:00.000Z`);
  // Date.parse accepts 2025-02-31 as March 3rd: round-trip the calendar date to refuse it.
  if (Number.isNaN(ms) || (date !== null && new Date(ms).toISOString().slice(0, 10) !== value)) {
    throw new AnalyticsQueryError(field, `is not a valid date: ${JSON.stringify(value)}`);
  }
  // `to` is inclusive: a whole day for a date, the instant itself for a date-time.
  if (!endOfDay) return ms;
  return date === null ? ms + 1 : ms + DAY_MS;
}

function single(query: Readonly<Record<string, unknown>>, field: string): string | undefined {
  const value = query[field];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string') throw new AnalyticsQueryError(field, 'give it once, as text');
  return value;
}

/**
 * Validates a report's query string: `from` and `to` (ISO dates or date-times, both inclusive,
 * on the game's start), `player`, `format` (`json` or `csv`). Anything else is refused, naming
 * the field, so that a typo never silently returns unfiltered figures.
 *
 * @throws AnalyticsQueryError
 * @example
 * parseAnalyticsQuery({ from: '2025-01-01', to: '2025-01-31', player: 'alice' });
 * // { filters: { from: 1735689600000, until: 1738368000000, player: 'alice' }, format: undefined }
 */
export function parseAnalyticsQuery(query: Readonly<Record<string, unknown>>): {
  filters: AnalyticsFilters;
  format: AnalyticsFormat | undefined;
} {
  for (const field of Object.keys(query)) {
    if (!KNOWN.has(field)) {
      throw new AnalyticsQueryError(field, 'is not a filter (use from, to, player, format)');
    }
  }
  const fromText = single(query, 'from');
  const toText = single(query, 'to');
  const player = single(query, 'player');
  const format = single(query, 'format');
  const from = fromText === undefined ? null : instant(fromText, 'from', false);
  const until = toText === undefined ? null : instant(toText, 'to', true);
  if (from !== null && until !== null && until <= from) {
    throw new AnalyticsQueryError('to', 'must not be before from');
  }
  if (player !== undefined && !PLAYER.test(player)) {
    throw new AnalyticsQueryError('player', 'must be a player name (no spaces or commas)');
  }
  if (format !== undefined && format !== 'json' && format !== 'csv') {
    throw new AnalyticsQueryError('format', `must be json or csv, got ${JSON.stringify(format)}`);
  }
  return { filters: { from, until, player: player ?? null }, format };
}

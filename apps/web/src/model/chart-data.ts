/**
 * An analytics report as a bar chart: one bar per row, labelled by the row's text columns, its
 * height one numeric column (the measure the user picks).
 */
import type { AnalyticsColumn, AnalyticsResult } from '@arbiter/contracts';

export interface ChartData {
  readonly labels: readonly string[];
  readonly values: readonly number[];
  /** Rows left out of the chart (it shows the first `limit`). */
  readonly omitted: number;
}

export function isNumeric(column: AnalyticsColumn): boolean {
  return column.type === 'integer' || column.type === 'real';
}

/** The measure shown first: a total when the report has one, else its first number. */
export function defaultMeasure(columns: readonly AnalyticsColumn[]): string | null {
  const numeric = columns.filter(isNumeric).map((c) => c.name);
  return numeric.find((n) => n === 'total') ?? numeric[0] ?? null;
}

function short(value: string | number | boolean | null | undefined): string {
  const text = value === null || value === undefined ? '—' : String(value);
  return text.length > 24 ? `${text.slice(0, 8)}…` : text;
}

/**
 * @example
 * reportChart({ columns: [{ name: 'player', type: 'text' }, { name: 'total', type: 'integer' }],
 *   rows: [{ player: 'alice', total: 3 }], report: 'mana-by-player', filters }, 'total');
 * // { labels: ['alice'], values: [3], omitted: 0 }
 */
export function reportChart(
  result: AnalyticsResult,
  measure: string,
  limit = 60,
): ChartData | null {
  const column = result.columns.find((c) => c.name === measure);
  if (column === undefined || !isNumeric(column) || result.rows.length === 0) return null;
  const labelColumns = result.columns
    .filter((c) => c.type === 'text' || c.type === 'date')
    .slice(0, 2);
  const rows = result.rows.slice(0, limit);
  return {
    labels: rows.map((r, i) =>
      labelColumns.length === 0
        ? String(i + 1)
        : labelColumns.map((c) => short(r[c.name])).join(' · '),
    ),
    values: rows.map((r) => {
      const v = r[measure];
      return typeof v === 'number' && Number.isFinite(v) ? v : 0;
    }),
    omitted: result.rows.length - rows.length,
  };
}

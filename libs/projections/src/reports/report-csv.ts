import type { ReportResult, ReportValue } from './analytics-reader';

function cell(value: ReportValue): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A report as CSV (RFC 4180): a header of column names, one line per row, CRLF line ends,
 * empty cells for nulls.
 *
 * @example
 * reportCsv({ report: 'mana-by-type', columns: [{ name: 'type', type: 'text' }], position: '9', rows: [{ type: 'G' }] });
 * // 'type\r\nG\r\n'
 */
export function reportCsv(result: Pick<ReportResult, 'columns' | 'rows'>): string {
  const names = result.columns.map((c) => c.name);
  const lines = [names.map(cell).join(',')];
  for (const row of result.rows) lines.push(names.map((n) => cell(row[n] ?? null)).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

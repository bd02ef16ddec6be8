/**
 * A plain-text table for the CLI's summaries: a header, a rule of dashes, one line per row,
 * columns padded to their widest cell, trailing spaces trimmed.
 *
 * @example
 * textTable(['log', 'events'], [['a.json', '12']], { alignRight: [1] });
 * // log     events
 * // ------  ------
 * // a.json      12
 */
export function textTable(header: readonly string[], rows: readonly (readonly string[])[], options: { readonly alignRight?: readonly number[] } = {}): string[] {
  const right = new Set(options.alignRight ?? []);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    cells.map((c, i) => (right.has(i) ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

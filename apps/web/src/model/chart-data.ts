/**
 * The analytics endpoints are read without knowing their shapes in advance: whatever JSON comes
 * back, find a labelled table of numbers in it to chart (and show the JSON otherwise).
 */
export interface ChartData {
  readonly labels: readonly string[];
  readonly series: readonly { readonly name: string; readonly values: readonly number[] }[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function fromRows(rows: readonly Record<string, unknown>[]): ChartData | null {
  if (rows.length === 0) return null;
  const keys = Object.keys(rows[0] ?? {});
  const numeric = keys.filter((k) =>
    rows.every((r) => typeof r[k] === 'number' && Number.isFinite(r[k])),
  );
  if (numeric.length === 0) return null;
  const labelKeys = keys.filter(
    (k) =>
      !numeric.includes(k) &&
      rows.every((r) => ['string', 'number', 'boolean'].includes(typeof r[k])),
  );
  const labels = rows.map((r, i) =>
    labelKeys.length === 0 ? String(i + 1) : labelKeys.map((k) => String(r[k])).join(' · '),
  );
  return {
    labels,
    series: numeric.map((name) => ({ name, values: rows.map((r) => r[name] as number) })),
  };
}

/**
 * @example
 * chartData([{ player: 'alice', mana: 3 }, { player: 'bob', mana: 5 }]);
 * // { labels: ['alice', 'bob'], series: [{ name: 'mana', values: [3, 5] }] }
 * chartData({ alice: 3, bob: 5 }); // { labels: ['alice', 'bob'], series: [{ name: 'value', values: [3, 5] }] }
 */
export function chartData(json: unknown): ChartData | null {
  if (Array.isArray(json)) return json.every(isRecord) ? fromRows(json) : null;
  if (!isRecord(json)) return null;
  const entries = Object.entries(json);
  if (entries.length > 0 && entries.every(([, v]) => typeof v === 'number')) {
    return {
      labels: entries.map(([k]) => k),
      series: [{ name: 'value', values: entries.map(([, v]) => v as number) }],
    };
  }
  for (const [, v] of entries) {
    const found = Array.isArray(v) || isRecord(v) ? chartData(v) : null;
    if (found !== null) return found;
  }
  return null;
}

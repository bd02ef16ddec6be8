/**
 * The names nearest to a misspelt one, for error messages: by edit distance on lowercased
 * names (at most a third of its letters), ties in name order.
 */

function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min((prev[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1));
      row.push(v);
      if (v < best) best = v;
    }
    if (best > limit) return limit + 1;
    prev = row;
  }
  return prev[b.length] ?? limit + 1;
}

/**
 * @example
 * nearestNames('Lightning Blot', ['Lightning Bolt', 'Shock']) // ['Lightning Bolt']
 */
export function nearestNames(name: string, names: readonly string[], count = 3): string[] {
  const wanted = name.toLowerCase();
  const scored: { name: string; d: number }[] = [];
  // Further than a third of the name's letters is no longer a misspelling.
  let limit = Math.max(2, Math.floor(wanted.length / 3));
  for (const candidate of names) {
    const d = distance(wanted, candidate.toLowerCase(), limit);
    if (d > limit) continue;
    scored.push({ name: candidate, d });
    scored.sort((x, y) => x.d - y.d || x.name.localeCompare(y.name));
    if (scored.length > count) scored.pop();
    if (scored.length === count) limit = scored[scored.length - 1]?.d ?? limit;
  }
  return scored.map((s) => s.name);
}

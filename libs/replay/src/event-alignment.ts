/**
 * Lines up the events a log records for one decision with the events the rules derive for it, so
 * that an edited, inserted or missing event shows up as one local difference rather than shifting
 * everything after it: a longest common subsequence of identical events, the gaps between them
 * paired side by side.
 */

/** One step of an alignment: indexes into each side, null where that side has no event. */
export interface AlignedPair {
  readonly recorded: number | null;
  readonly derived: number | null;
  readonly same: boolean;
}

/** Above this many cells the alignment falls back to pairing by position (bounded memory). */
const MAX_CELLS = 4_000_000;

function byPosition(n: number, m: number, same: (i: number, j: number) => boolean): AlignedPair[] {
  const out: AlignedPair[] = [];
  for (let k = 0; k < Math.max(n, m); k++) {
    const r = k < n ? k : null;
    const d = k < m ? k : null;
    out.push({ recorded: r, derived: d, same: r !== null && d !== null && same(r, d) });
  }
  return out;
}

function pairGap(out: AlignedPair[], r0: number, r1: number, d0: number, d1: number): void {
  for (let k = 0; k < Math.max(r1 - r0, d1 - d0); k++) {
    out.push({
      recorded: r0 + k < r1 ? r0 + k : null,
      derived: d0 + k < d1 ? d0 + k : null,
      same: false,
    });
  }
}

/**
 * @example
 * alignEvents(3, 3, (i, j) => rec[i] equals der[j]); // [{recorded:0,derived:0,same:true}, ...]
 */
export function alignEvents(
  n: number,
  m: number,
  same: (recorded: number, derived: number) => boolean,
): AlignedPair[] {
  if (n === m) {
    let all = true;
    for (let k = 0; k < n && all; k++) all = same(k, k);
    if (all) return byPosition(n, m, () => true);
  }
  if ((n + 1) * (m + 1) > MAX_CELLS) return byPosition(n, m, same);
  const width = m + 1;
  const eq = new Uint8Array(n * m);
  const lcs = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const e = same(i, j) ? 1 : 0;
      eq[i * m + j] = e;
      lcs[i * width + j] =
        e === 1
          ? (lcs[(i + 1) * width + j + 1] ?? 0) + 1
          : Math.max(lcs[(i + 1) * width + j] ?? 0, lcs[i * width + j + 1] ?? 0);
    }
  }
  const out: AlignedPair[] = [];
  let i = 0;
  let j = 0;
  let gapR = 0;
  let gapD = 0;
  while (i < n && j < m) {
    if (eq[i * m + j] === 1) {
      pairGap(out, gapR, i, gapD, j);
      out.push({ recorded: i, derived: j, same: true });
      i++;
      j++;
      gapR = i;
      gapD = j;
    } else if ((lcs[(i + 1) * width + j] ?? 0) >= (lcs[i * width + j + 1] ?? 0)) {
      i++;
    } else {
      j++;
    }
  }
  pairGap(out, gapR, n, gapD, m);
  return out;
}

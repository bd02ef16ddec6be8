/** The coverage report as text for a terminal. */
import type { CoverageReport, Tally } from '@arbiter/card-compiler';

const percent = (t: Tally): string => (t.cards === 0 ? '0.0' : ((t.modeled * 100) / t.cards).toFixed(1));
const row = (label: string, t: Tally): string => `  ${label.padEnd(14)} ${String(t.modeled).padStart(6)} / ${String(t.cards).padEnd(6)} ${percent(t).padStart(5)}%`;

/**
 * @example
 * coverageText(coverageReport(compiled, { top: 30 }), 1234)
 */
export function coverageText(report: CoverageReport, compileMs: number, sets: readonly string[]): string {
  const out: string[] = [];
  out.push(`cards modeled${report.set === null ? '' : ` in set ${report.set}`}: ${report.total.modeled} of ${report.total.cards} (${percent(report.total)}%), compiled in ${compileMs.toFixed(0)} ms`);
  out.push('', 'by card type:');
  for (const [type, t] of Object.entries(report.byType)) out.push(row(type, t));
  out.push('', `by set (${sets.length === Object.keys(report.bySet).length ? 'all' : `${sets.length} shown`}):`);
  for (const set of sets) {
    const t = report.bySet[set];
    if (t !== undefined) out.push(row(set, t));
  }
  out.push('', 'not modeled for a reason other than a line:');
  for (const [reason, n] of Object.entries(report.byReason)) out.push(`  ${String(n).padStart(6)}  ${reason}`);
  out.push('', `the ${report.topBlockingLines.length} lines not understood that block the most cards (cards; of them, cards it alone blocks):`);
  report.topBlockingLines.forEach((l, i) => {
    out.push(`  ${String(i + 1).padStart(2)}. ${String(l.cards).padStart(5)} ${`(${l.onlyLine})`.padStart(7)}  ${l.line}`);
  });
  return `${out.join('\n')}\n`;
}

/**
 * `npm run bench`: runs every bench/*.bench.ts module in this process, one after the other, and
 * prints one table. `npm run bench -- <filter>` runs only the modules whose file name contains
 * the filter; `--quick` uses smaller sizes (for a smoke run, not for figures to quote).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { BenchModule, BenchRow } from './bench.types';

function formatValue(value: number): string {
  if (Number.isInteger(value)) return value.toLocaleString('en-US');
  if (Math.abs(value) >= 100) return Math.round(value).toLocaleString('en-US');
  return value.toFixed(value >= 10 ? 1 : 3);
}

function printTable(rows: readonly BenchRow[]): void {
  const header = ['suite', 'measure', 'value', 'unit', 'note'];
  const body = rows.map((r) => [r.suite, r.name, formatValue(r.value), r.unit, r.note ?? '']);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: readonly string[]): string =>
    '| ' + cells.map((c, i) => (i === 2 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0))).join(' | ') + ' |';
  console.log(line(header));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const b of body) console.log(line(b));
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const quick = args.includes('--quick');
  const filters = args.filter((a) => !a.startsWith('--'));
  const files = readdirSync(__dirname)
    .filter((f) => f.endsWith('.bench.ts'))
    .filter((f) => filters.length === 0 || filters.some((flt) => f.includes(flt)))
    .sort();
  const rows: BenchRow[] = [];
  for (const file of files) {
    process.stderr.write(`running ${file}...\n`);
    const mod = (await import(join(__dirname, file))) as BenchModule;
    rows.push(...(await mod.run({ quick })));
  }
  console.log(`\nArbiter benchmarks — node ${process.version}, ${new Date().toISOString()}\n`);
  printTable(rows);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

/**
 * Cards compiled from their rules text: how many cards of the data file are modeled (overall and
 * in Foundations, FDN), and the time to compile the whole file (median of runs, each from scratch;
 * reading and parsing the file is measured apart).
 */
import { existsSync } from 'node:fs';
import { compileCard, coverageReport, type CardRecord } from '@arbiter/card-compiler';
import { cardDataPath, readCardRecords } from '@arbiter/platform';
import type { BenchRow } from './bench.types';

function millis(fn: () => void): number {
  const t0 = process.hrtime.bigint();
  fn();
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

export function run({ quick }: { quick: boolean }): Promise<BenchRow[]> {
  const path = cardDataPath();
  if (!existsSync(path)) return Promise.resolve([{ suite: 'cards', name: 'card data file missing', value: 0, unit: '', note: path }]);
  let records: CardRecord[] = [];
  const readMs = millis(() => {
    records = readCardRecords(path);
  });
  const runs = quick ? 1 : 5;
  const times: number[] = [];
  let compiled: (readonly [CardRecord, ReturnType<typeof compileCard>])[] = [];
  for (let i = 0; i < runs; i++) {
    times.push(millis(() => {
      compiled = records.map((r) => [r, compileCard(r)] as const);
    }));
  }
  times.sort((a, b) => a - b);
  const all = coverageReport(compiled).total;
  const fdn = coverageReport(compiled, { set: 'FDN' }).total;
  const pct = (modeled: number, cards: number): string => `${((modeled * 100) / cards).toFixed(1)}% of ${cards.toLocaleString('en-US')}`;
  return Promise.resolve([
    { suite: 'cards', name: 'cards modeled, whole data file', value: all.modeled, unit: 'cards', note: `${pct(all.modeled, all.cards)}; target ≥ 5,000` },
    { suite: 'cards', name: 'cards modeled, Foundations (FDN)', value: fdn.modeled, unit: 'cards', note: `${pct(fdn.modeled, fdn.cards)}; target ≥ half` },
    { suite: 'cards', name: 'compile the whole data file', value: times[Math.floor(times.length / 2)] ?? 0, unit: 'ms', note: `median of ${runs}; ${records.length.toLocaleString('en-US')} records` },
    { suite: 'cards', name: 'read and parse the data file', value: readMs, unit: 'ms' },
  ]);
}

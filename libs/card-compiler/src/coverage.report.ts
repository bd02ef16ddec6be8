/**
 * How much of the data file the compiler models: overall, per set, per card type, and the lines
 * not understood that block the most cards.
 */
import type { CardRecord } from './card-record';
import type { CompileResult } from './compile-card';

export interface Tally {
  readonly cards: number;
  readonly modeled: number;
}

export interface BlockingLine {
  /** The line in canonical wording, "~" for the card's name. */
  readonly line: string;
  /** Cards that have this line among their lines not understood. */
  readonly cards: number;
  /** Cards for which it is the only line not understood. */
  readonly onlyLine: number;
}

export interface CoverageReport {
  readonly set: string | null;
  readonly total: Tally;
  readonly bySet: Readonly<Record<string, Tally>>;
  readonly byType: Readonly<Record<string, Tally>>;
  /** Not modeled for a reason other than their lines (layout, unknown text, a type the engine lacks). */
  readonly byReason: Readonly<Record<string, number>>;
  readonly topBlockingLines: readonly BlockingLine[];
}

const MAIN_TYPES = ['Creature', 'Land', 'Artifact', 'Enchantment', 'Instant', 'Sorcery', 'Planeswalker', 'Battle'] as const;

/** The card type a record is counted under: the first main type of its type line, else "Other". */
export function countedType(typeLine: string): string {
  const left = typeLine.split(/—|--/)[0] ?? '';
  return MAIN_TYPES.find((t) => left.includes(t)) ?? 'Other';
}

function bump(map: Map<string, { cards: number; modeled: number }>, key: string, modeled: boolean): void {
  const t = map.get(key) ?? { cards: 0, modeled: 0 };
  t.cards++;
  if (modeled) t.modeled++;
  map.set(key, t);
}

const sorted = <T>(map: Map<string, T>): Record<string, T> => Object.fromEntries([...map.entries()].sort(([a], [b]) => a.localeCompare(b)));

/** A reason without its particulars ("layout: SplitCard (only ...)" → "layout: SplitCard"), for counting. */
function reasonKey(reason: string): string {
  const [key = reason, rest = ''] = reason.split(': ', 2);
  if (key === 'layout') return `${key}: ${rest.split(' ')[0] ?? ''}`;
  return key === 'type' ? `${key}: ${rest.replace(/ is not in the engine$/, '')}` : key;
}

/**
 * The report over compiled records (each with its result), for one set or all.
 *
 * @example
 * coverageReport(records.map((r) => [r, compileCard(r)]), { top: 30 }).total // { cards: 32172, modeled: ... }
 */
export function coverageReport(
  compiled: readonly (readonly [CardRecord, CompileResult])[],
  options: { readonly set?: string; readonly top?: number } = {},
): CoverageReport {
  const bySet = new Map<string, { cards: number; modeled: number }>();
  const byType = new Map<string, { cards: number; modeled: number }>();
  const byReason = new Map<string, number>();
  const lines = new Map<string, { cards: number; onlyLine: number }>();
  let cards = 0;
  let modeled = 0;
  for (const [record, result] of compiled) {
    const sets = record.sets ?? [];
    if (options.set !== undefined && !sets.includes(options.set)) continue;
    cards++;
    if (result.modeled) modeled++;
    for (const set of options.set === undefined ? sets : [options.set]) bump(bySet, set, result.modeled);
    bump(byType, countedType(record.type_line), result.modeled);
    if (result.modeled) continue;
    if (result.lines.length === 0) byReason.set(reasonKey(result.reason), (byReason.get(reasonKey(result.reason)) ?? 0) + 1);
    for (const line of new Set(result.lines)) {
      const l = lines.get(line) ?? { cards: 0, onlyLine: 0 };
      l.cards++;
      if (result.lines.length === 1) l.onlyLine++;
      lines.set(line, l);
    }
  }
  const topBlockingLines = [...lines.entries()]
    .map(([line, l]) => ({ line, cards: l.cards, onlyLine: l.onlyLine }))
    .sort((a, b) => b.cards - a.cards || b.onlyLine - a.onlyLine || a.line.localeCompare(b.line))
    .slice(0, options.top ?? 30);
  return { set: options.set ?? null, total: { cards, modeled }, bySet: sorted(bySet), byType: sorted(byType), byReason: sorted(byReason), topBlockingLines };
}

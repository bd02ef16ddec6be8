/**
 * The card pool the platform plays with: hand-written cards (which win) and every card of the data
 * file the compiler models. Compiling is lazy and cached: a name is compiled the first time it is
 * asked for, the whole file only when every name is wanted.
 */
import { createCatalog, nearestNames, unknownCardMessage, type CardCatalog, type CardDefinition } from '@arbiter/rules';
import type { CardRecord } from './card-record';
import { compileCard, type CompileResult } from './compile-card';
import { tokenFromName } from './grammar/token.phrase';
import { artifactTokenFromName } from './grammar/artifact-tokens.phrase';

export type CardLookup =
  | { readonly kind: 'handWritten' | 'compiled'; readonly definition: CardDefinition }
  | { readonly kind: 'notModeled'; readonly reason: string; readonly lines: readonly string[]; readonly record: CardRecord }
  | { readonly kind: 'unknown'; readonly nearest: readonly string[] };

export interface CardPool {
  /** A catalog for the decider: hand-written and modeled cards; `whyMissing` names nearest names or lines not understood. */
  readonly catalog: CardCatalog;
  lookup(name: string): CardLookup;
  /** The record of a name in the data file, if any. */
  record(name: string): CardRecord | undefined;
  /** Every record of the data file, in file order. */
  readonly records: readonly CardRecord[];
  /** Every record with its compile result, in file order (compiles what is not compiled yet); `progress` every 1,000 records. */
  compileAll(progress?: (done: number, total: number) => void): readonly (readonly [CardRecord, CompileResult])[];
}

/** The message for a card that is known but not modeled: never played half-understood. */
export function notModeledMessage(name: string, reason: string, lines: readonly string[]): string {
  const detail = lines.length > 0 ? `lines not understood: ${lines.map((l) => JSON.stringify(l)).join(', ')}` : reason;
  return `card ${JSON.stringify(name)} is not modeled: ${detail}`;
}

/**
 * @example
 * const pool = createCardPool(ALL_CARDS, records);
 * pool.catalog.has('Shivan Dragon') // true: compiled from its text
 * pool.lookup('Lightning Bolt').kind // 'handWritten'
 */
export function createCardPool(handWritten: readonly CardDefinition[], records: readonly CardRecord[]): CardPool {
  const hand = createCatalog(handWritten);
  const byName = new Map<string, CardRecord>();
  for (const r of records) if (!byName.has(r.name)) byName.set(r.name, r);
  const compiled = new Map<string, CompileResult>();
  let allNames: readonly string[] | null = null;

  const compiledResult = (record: CardRecord): CompileResult => {
    let result = compiled.get(record.name);
    if (result === undefined) {
      result = compileCard(record);
      compiled.set(record.name, result);
    }
    return result;
  };

  const knownNames = (): string[] => [...new Set([...hand.names(), ...byName.keys()])];

  const lookup = (name: string): CardLookup => {
    if (hand.has(name)) return { kind: 'handWritten', definition: hand.get(name) };
    const record = byName.get(name);
    if (record === undefined) {
      // A token a compiled card creates is defined by its name (grammar/token.phrase.ts), or is a predefined one (111.10).
      const token = tokenFromName(name) ?? artifactTokenFromName(name);
      return token === null ? { kind: 'unknown', nearest: nearestNames(name, knownNames()) } : { kind: 'compiled', definition: token };
    }
    const result = compiledResult(record);
    return result.modeled ? { kind: 'compiled', definition: result.definition } : { kind: 'notModeled', reason: result.reason, lines: result.lines, record };
  };

  const catalog: CardCatalog = {
    has: (name) => {
      const found = lookup(name);
      return found.kind === 'handWritten' || found.kind === 'compiled';
    },
    get: (name) => {
      const found = lookup(name);
      if (found.kind === 'handWritten' || found.kind === 'compiled') return found.definition;
      throw new Error(`unknown card "${name}"`);
    },
    names: () => {
      allNames ??= knownNames().filter((n) => catalog.has(n)).sort();
      return allNames;
    },
    whyMissing: (name) => {
      const found = lookup(name);
      if (found.kind === 'unknown') return unknownCardMessage(name, found.nearest);
      if (found.kind === 'notModeled') return notModeledMessage(name, found.reason, found.lines);
      return `card ${JSON.stringify(name)} is playable`;
    },
  };

  return {
    catalog,
    lookup,
    record: (name) => byName.get(name),
    records,
    compileAll: (progress) =>
      records.map((r, i) => {
        if (progress !== undefined && (i + 1) % 1000 === 0) progress(i + 1, records.length);
        return [r, compiledResult(r)] as const;
      }),
  };
}

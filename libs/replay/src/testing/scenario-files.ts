/**
 * Test support: where the scenario files are (the shared examples, when present, and the
 * project's own), and the card pool they are played over — the hand-written cards and the cards
 * compiled from the card data file, which `cc*` scenarios name.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createCardPool, toCardRecord, type CardRecord } from '@arbiter/card-compiler';
import { ALL_CARDS } from '@arbiter/cards';
import type { CardCatalog } from '@arbiter/rules';

const root = resolve(__dirname, '../../../..');

export const SCENARIO_FOLDERS: readonly string[] = [resolve(root, '../shared/scenarios'), resolve(root, 'test/scenarios')].filter((d) => existsSync(d));

let catalog: CardCatalog | undefined;

/** The pool scenario files are played over (read once per test process). */
export function scenarioCatalog(): CardCatalog {
  if (catalog === undefined) {
    const dataFile = resolve(root, '../shared/cards/cards.jsonl');
    const records = existsSync(dataFile)
      ? readFileSync(dataFile, 'utf8').split('\n').filter((l) => l !== '').map((l) => toCardRecord(JSON.parse(l) as unknown)).filter((r): r is CardRecord => r !== null)
      : [];
    catalog = createCardPool(ALL_CARDS, records).catalog;
  }
  return catalog;
}

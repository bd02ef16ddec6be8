/**
 * The card data file (`cards.jsonl`, one card record a line) read once per process, and the card
 * pool over it: the hand-written cards, which win, and every card the compiler models. The file
 * is `ARBITER_CARDS_FILE`, by default `../shared/cards/cards.jsonl` from the working directory;
 * without it the pool is the hand-written cards alone.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createCardPool, toCardRecord, type CardPool, type CardRecord } from '@arbiter/card-compiler';
import { ALL_CARDS } from '@arbiter/cards';

/** Where the card data file is. */
export function cardDataPath(env: NodeJS.ProcessEnv = process.env): string {
  return resolve(env['ARBITER_CARDS_FILE'] ?? '../shared/cards/cards.jsonl');
}

/** The records of a card data file; a line that is not a card record is an error naming its line. */
export function readCardRecords(path: string): CardRecord[] {
  const records: CardRecord[] = [];
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      if (line.trim() === '') return;
      const record = toCardRecord(JSON.parse(line) as unknown);
      if (record === null) throw new Error(`${path}:${i + 1}: not a card record`);
      records.push(record);
    });
  return records;
}

let cached: { readonly path: string; readonly pool: CardPool } | undefined;

/**
 * The card pool the platform plays with, built once per process (and per file).
 *
 * @example
 * createDecider(playableCards().catalog)
 */
export function playableCards(path: string = cardDataPath()): CardPool {
  if (cached?.path !== path) cached = { path, pool: createCardPool(ALL_CARDS, existsSync(path) ? readCardRecords(path) : []) };
  return cached.pool;
}

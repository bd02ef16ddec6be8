/**
 * A hand-written card is the card of the card data file: the same mana cost, card types, supertypes,
 * subtypes, power and toughness as its record. (Rules text is not compared: the file's wording
 * depends on its source, see its README; each card's spec shows what its text does.) Tokens are
 * not cards of the file: the Ornithopter that Yotia Declares War makes is not the card Ornithopter.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseTypeLine, type CardRecord } from '@arbiter/card-compiler';
import { ALL_CARDS } from '@arbiter/cards';
import { readCardRecords } from '@arbiter/platform';
import type { CardDefinition } from '@arbiter/rules';

/** The card data file, beside the checkout (present for developers and CI). */
const CARD_DATA = resolve(__dirname, '../../../shared/cards/cards.jsonl');
const records = new Map<string, CardRecord>(existsSync(CARD_DATA) ? readCardRecords(CARD_DATA).map((r) => [r.name, r]) : []);

/** What a definition and a record both say about a card, besides its text. */
function printed(card: CardDefinition): unknown {
  return { manaCost: card.manaCostText, types: card.types, supertypes: card.supertypes, subtypes: card.subtypes, power: card.power, toughness: card.toughness };
}

function recorded(record: CardRecord): unknown {
  const typeLine = parseTypeLine(record.type_line);
  const number = (v: string | undefined): number | null => (v === undefined ? null : Number(v));
  return {
    manaCost: record.mana_cost ?? null,
    ...(typeof typeLine === 'string' ? { typeLine: `not read: ${typeLine}` } : typeLine),
    power: number(record.power),
    toughness: number(record.toughness),
  };
}

const checked = ALL_CARDS.filter((c) => !c.token && records.has(c.name));

describe('hand-written cards and the card data file', () => {
  if (checked.length === 0) {
    it.skip('match their records (the card data file is not beside the checkout)', () => undefined);
    return;
  }

  it.each(checked.map((c) => [c.name, c] as const))('%s has the cost, types and power/toughness of its record', (_name, card) => {
    expect(printed(card)).toEqual(recorded(records.get(card.name) as CardRecord));
  });
});

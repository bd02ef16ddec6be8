/**
 * One card of the data file (`cards.jsonl`): the fields the compiler reads. The CLI and the
 * platform read the file; this lib only ever sees records.
 */
export interface CardRecord {
  readonly name: string;
  readonly mana_cost?: string;
  readonly type_line: string;
  readonly power?: string;
  readonly toughness?: string;
  readonly loyalty?: string;
  readonly defense?: string;
  readonly text?: string;
  readonly sets?: readonly string[];
  readonly layout?: string;
  readonly text_source?: string;
}

const isObject = (v: unknown): v is Record<string, unknown> => v !== null && typeof v === 'object' && !Array.isArray(v);
const optionalString = (v: unknown): boolean => v === undefined || typeof v === 'string';

/**
 * A record from parsed JSON, or null when it lacks a name or type line or has a field of the
 * wrong type.
 *
 * @example
 * toCardRecord(JSON.parse('{"name":"Grizzly Bears","type_line":"Creature — Bear"}'))?.name // 'Grizzly Bears'
 */
export function toCardRecord(json: unknown): CardRecord | null {
  if (!isObject(json)) return null;
  if (typeof json['name'] !== 'string' || typeof json['type_line'] !== 'string') return null;
  for (const key of ['mana_cost', 'power', 'toughness', 'loyalty', 'defense', 'text', 'layout', 'text_source']) {
    if (!optionalString(json[key])) return null;
  }
  const sets = json['sets'];
  if (sets !== undefined && !(Array.isArray(sets) && sets.every((s) => typeof s === 'string'))) return null;
  return json as unknown as CardRecord;
}

/** The sets a card was printed in. */
export function setsOf(record: CardRecord): readonly string[] {
  return record.sets ?? [];
}

/**
 * Activation costs (CR 602.1, 118): "{T}", mana symbols, "{Q}", "Sacrifice ~", "Sacrifice a
 * creature", "Sacrifice another Goblin", "Discard a card", "Pay 2 life", comma-separated
 * ("{2}, {T}, Sacrifice ~").
 */
import type { CardType, CostPart } from '@arbiter/rules';
import { readNumber } from './numbers.phrase';

const MANA = /^(\{(\d+|X|[WUBRGC])\})+$/;

/** Card types a sacrifice cost names in lower case ("Sacrifice a creature"); capitalised words are subtypes ("Sacrifice a Goblin"). */
const SACRIFICED_TYPES: Readonly<Record<string, CardType>> = { creature: 'Creature', artifact: 'Artifact', land: 'Land', enchantment: 'Enchantment' };

/** Subtypes only cards the engine does not play have (Rooms are split cards): nothing could pay such a cost. */
const UNPLAYED_SUBTYPES: ReadonlySet<string> = new Set(['Room']);

/** "Sacrifice a creature", "Sacrifice another creature", "Sacrifice an artifact", "Sacrifice a Goblin". */
function readSacrifice(part: string): CostPart | null {
  const m = /^Sacrifice (a|an|another) ([a-z]+|[A-Z][a-z]+)$/.exec(part);
  if (m === null) return null;
  const word = m[2] ?? '';
  const type = SACRIFICED_TYPES[word];
  if (type === undefined && (!/^[A-Z]/.test(word) || UNPLAYED_SUBTYPES.has(word))) return null;
  return { kind: 'sacrifice', what: type === undefined ? { subtype: word } : { type }, another: m[1] === 'another' };
}

function readPart(part: string): CostPart | null {
  const sacrifice = readSacrifice(part);
  if (sacrifice !== null) return sacrifice;
  const discard = /^Discard (a|two|three) cards?$/.exec(part);
  if (discard !== null) return { kind: 'discard', amount: readNumber(discard[1] ?? '') ?? 0 };
  const life = /^Pay (\d+) life$/.exec(part);
  if (life !== null) return { kind: 'payLife', amount: Number(life[1]) };
  if (part === '{T}') return { kind: 'tap' };
  if (part === '{Q}') return { kind: 'untap' };
  if (part === 'Sacrifice ~') return { kind: 'sacrificeSelf' };
  if (MANA.test(part) && !part.includes('{X}')) return { kind: 'mana', cost: part };
  return null;
}

/**
 * @example
 * readCost('{1}, {T}') // [{ kind: 'mana', cost: '{1}' }, { kind: 'tap' }]
 */
export function readCost(text: string): CostPart[] | null {
  const parts: CostPart[] = [];
  for (const piece of text.split(', ')) {
    const part = readPart(piece.trim());
    if (part === null) return null;
    parts.push(part);
  }
  return parts.length === 0 ? null : parts;
}

/** Whether a mana cost is one the engine parses (numbers, X, W U B R G C). */
export function isPlainManaCost(cost: string): boolean {
  return cost === '' || MANA.test(cost);
}

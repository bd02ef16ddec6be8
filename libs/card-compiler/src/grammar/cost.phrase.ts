/**
 * Activation costs (CR 602.1, 118): "{T}", mana symbols, "{Q}", "Sacrifice ~", comma-separated
 * ("{2}, {T}, Sacrifice ~").
 */
import type { CostPart } from '@arbiter/rules';

const MANA = /^(\{(\d+|X|[WUBRGC])\})+$/;

function readPart(part: string): CostPart | null {
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

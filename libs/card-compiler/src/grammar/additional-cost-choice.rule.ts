/**
 * An additional cost with a choice (CR 118.8): "As an additional cost to cast ~, sacrifice a
 * creature or pay {3}{B}." — its caster announces which one they pay (601.2b).
 */
import type { CostPart } from '@arbiter/rules';
import { readCost } from './cost.phrase';
import type { LineRule } from './line-rule';

/** One cost of the choice: "sacrifice a creature", "discard a card", "pay 3 life", "pay {3}{B}". */
function readChoice(words: string): CostPart | null {
  const mana = /^pay ((?:\{(?:\d+|[WUBRGC])\})+)$/.exec(words)?.[1];
  if (mana !== undefined) return { kind: 'mana', cost: mana };
  const parts = readCost(`${words.charAt(0).toUpperCase()}${words.slice(1)}`);
  const part = parts?.length === 1 ? parts[0] : undefined;
  return part !== undefined && (part.kind === 'sacrifice' || part.kind === 'discard' || part.kind === 'payLife') ? part : null;
}

export const additionalCostChoiceRule: LineRule = {
  name: 'additional cost to cast, one or the other',
  examples: ['As an additional cost to cast ~, sacrifice a creature or pay {3}{B}.', 'As an additional cost to cast ~, discard a card or pay {2}.', 'As an additional cost to cast ~, sacrifice a creature or discard a card.'],
  read: (line) => {
    const m = /^As an additional cost to cast ~, ([^,]+) or ([^,]+)\.$/.exec(line.text);
    if (m === null) return null;
    const costs = [readChoice(m[1] ?? ''), readChoice(m[2] ?? '')];
    if (costs.some((c) => c === null)) return null;
    return { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'additionalCostEither', costs: costs.filter((c) => c !== null) } }] };
  },
};

/**
 * Additional costs to cast a spell (CR 118.8): "As an additional cost to cast this spell,
 * sacrifice a creature." / "..., discard a card." / "..., pay 3 life." — paid with its mana cost.
 */
import { readCost } from './cost.phrase';
import type { LineRule } from './line-rule';

export const additionalCostRule: LineRule = {
  name: 'additional cost to cast',
  examples: ['As an additional cost to cast ~, sacrifice a creature.', 'As an additional cost to cast ~, discard a card.', 'As an additional cost to cast ~, sacrifice an artifact.'],
  read: (line) => {
    const m = /^As an additional cost to cast ~, (.+)\.$/.exec(line.text);
    if (m === null) return null;
    const words = m[1] ?? '';
    const parts = readCost(words.charAt(0).toUpperCase() + words.slice(1));
    const part = parts?.length === 1 ? parts[0] : undefined;
    if (part === undefined || (part.kind !== 'sacrifice' && part.kind !== 'discard' && part.kind !== 'payLife')) return null;
    return { abilities: [{ kind: 'static', text: line.printed, static: { kind: 'additionalCost', cost: part } }] };
  },
};

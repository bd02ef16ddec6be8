import type { CardShape } from './line-rule';
import { additionalCostChoiceRule } from './additional-cost-choice.rule';

const sorcery: CardShape = { name: 'Example', types: ['Sorcery'], subtypes: [] };
const read = (text: string): unknown => {
  const a = additionalCostChoiceRule.read({ printed: text, text }, sorcery)?.abilities[0];
  return a?.kind === 'static' ? a.static : null;
};

describe('an additional cost with a choice (118.8)', () => {
  it('reads the two costs in the order written', () => {
    expect(read('As an additional cost to cast ~, sacrifice a creature or pay {3}{B}.')).toEqual({
      kind: 'additionalCostEither', costs: [{ kind: 'sacrifice', what: { type: 'Creature' }, another: false }, { kind: 'mana', cost: '{3}{B}' }],
    });
    expect(read('As an additional cost to cast ~, discard a card or pay {2}.')).toEqual({ kind: 'additionalCostEither', costs: [{ kind: 'discard', amount: 1 }, { kind: 'mana', cost: '{2}' }] });
  });

  it('reads no cost it does not know, nor "an artifact or creature" as two costs', () => {
    for (const line of ['As an additional cost to cast ~, sacrifice an artifact or creature.', 'As an additional cost to cast ~, tap an untapped artifact you control or pay {1}.', 'As an additional cost to cast ~, pay {X} or sacrifice a creature.']) {
      expect({ line, read: read(line) }).toEqual({ line, read: null });
    }
  });
});

import { readCost } from './cost.phrase';

describe('costs that sacrifice, discard or pay life', () => {
  it('reads the kind of permanent a sacrifice cost names, by type or subtype, and "another"', () => {
    expect(readCost('Sacrifice a creature')).toEqual([{ kind: 'sacrifice', what: { type: 'Creature' }, another: false }]);
    expect(readCost('{1}, Sacrifice another creature')).toEqual([{ kind: 'mana', cost: '{1}' }, { kind: 'sacrifice', what: { type: 'Creature' }, another: true }]);
    expect(readCost('{T}, Sacrifice an artifact')).toEqual([{ kind: 'tap' }, { kind: 'sacrifice', what: { type: 'Artifact' }, another: false }]);
    expect(readCost('{1}{R}, Sacrifice a Goblin')).toEqual([{ kind: 'mana', cost: '{1}{R}' }, { kind: 'sacrifice', what: { subtype: 'Goblin' }, another: false }]);
  });

  it('reads discards and life payments with their amounts', () => {
    expect(readCost('Discard a card')).toEqual([{ kind: 'discard', amount: 1 }]);
    expect(readCost('{2}, Discard two cards')).toEqual([{ kind: 'mana', cost: '{2}' }, { kind: 'discard', amount: 2 }]);
    expect(readCost('{T}, Pay 1 life')).toEqual([{ kind: 'tap' }, { kind: 'payLife', amount: 1 }]);
  });

  it('reads nothing it cannot pay: other sacrifices, random discards, a Room', () => {
    expect(readCost('Sacrifice a nonland permanent')).toBeNull();
    expect(readCost('Sacrifice two creatures')).toBeNull();
    expect(readCost('Discard a card at random')).toBeNull();
    expect(readCost('Sacrifice a Room')).toBeNull();
  });
});

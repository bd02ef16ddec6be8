import { readEffect } from './effect.phrase';

describe('sentences on a player\'s hand and life', () => {
  it('reads discarding a hand (701.9a), and "then draws" with the same subject', () => {
    expect(readEffect('Each player discards their hand, then draws seven cards.')).toEqual({
      effect: { kind: 'sequence', effects: [{ kind: 'discardHand', who: 'eachPlayer' }, { kind: 'drawCards', amount: 7, who: 'eachPlayer' }] },
    });
    expect(readEffect('Discard your hand.')).toEqual({ effect: { kind: 'discardHand', who: 'controller' } });
    expect(readEffect('Target player discards their hand.')).toEqual({ effect: { kind: 'discardHand', who: 'target' }, targets: { kind: 'player' } });
  });

  it('reads "If target player has exactly N life" around an instruction on "that player" (608.2c)', () => {
    expect(readEffect('If target player has exactly 10 life, ~ deals 10 damage to that player.')).toEqual({
      effect: { kind: 'ifTargetPlayerHasLife', exactly: 10, then: { kind: 'dealDamage', amount: 10, to: 'target' } }, targets: { kind: 'player' },
    });
    expect(readEffect('If target player has exactly 10 life, ~ deals 10 damage to any target.')).toBeNull();
  });
});

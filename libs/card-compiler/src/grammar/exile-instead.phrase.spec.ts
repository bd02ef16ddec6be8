import { readEffect } from './effect.phrase';

describe('"if that creature would die this turn, exile it instead" (614.1a)', () => {
  it('follows the targeted sentence before it, on the same target', () => {
    expect(readEffect('~ deals 3 damage to target creature or planeswalker. If that creature or planeswalker would die this turn, exile it instead.')).toEqual({
      effect: { kind: 'sequence', effects: [{ kind: 'dealDamage', amount: 3, to: 'target' }, { kind: 'exileTargetIfItWouldDieThisTurn' }] },
      targets: { kind: 'creatureOrPlaneswalker' },
    });
    expect(readEffect('Target creature gets -5/-5 until end of turn. If that creature would die this turn, exile it instead.')).toMatchObject({
      effect: { kind: 'sequence', effects: [{ kind: 'pumpTarget', power: -5, toughness: -5 }, { kind: 'exileTargetIfItWouldDieThisTurn' }] },
    });
  });

  it('is not read alone, after a sentence without a creature target, or naming a planeswalker the target cannot be', () => {
    expect(readEffect('If that creature would die this turn, exile it instead.')).toBeNull();
    expect(readEffect('Draw a card. If that creature would die this turn, exile it instead.')).toBeNull();
    expect(readEffect('~ deals 3 damage to target creature. If that creature or planeswalker would die this turn, exile it instead.')).toBeNull();
  });
});

import { readEffect } from './effect.phrase';

describe('doubling a creature\'s power (701.10b)', () => {
  it('reads power, or power and toughness, of a target creature, in both wordings', () => {
    expect(readEffect("Double target creature's power until end of turn.")).toEqual({ effect: { kind: 'doubleTargetPowerToughness', toughness: false }, targets: { kind: 'creature' } });
    expect(readEffect("Double target creature's power and toughness until end of turn.")).toEqual({ effect: { kind: 'doubleTargetPowerToughness', toughness: true }, targets: { kind: 'creature' } });
    expect(readEffect('Double the power of target creature you control until end of turn.')).toEqual({ effect: { kind: 'doubleTargetPowerToughness', toughness: false }, targets: { kind: 'creatureYouControl' } });
    expect(readEffect("Double target player's life until end of turn.")).toBeNull();
  });
});

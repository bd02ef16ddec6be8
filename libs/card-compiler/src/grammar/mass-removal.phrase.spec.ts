import { readEffect } from './effect.phrase';

describe('removal beyond one target', () => {
  it("reads \"Return all <kind> target player controls to their owner's hand\" (608.2c)", () => {
    expect(readEffect("Return all nonland permanents target player controls to their owner's hand.")).toEqual({
      effect: { kind: 'returnAllToHand', what: 'nonlandPermanents', ofTargetPlayer: true }, targets: { kind: 'player' },
    });
    expect(readEffect("Return all creatures target opponent controls to their owners' hands.")).toMatchObject({ targets: { kind: 'opponent' } });
  });

  it('reads "Destroy target nonland permanent and all other permanents with the same name" (701.8a, 201.2a), on permanents only', () => {
    expect(readEffect('Destroy target nonland permanent and all other permanents with the same name as that permanent.')).toEqual({
      effect: { kind: 'destroyTargetAndSameName' }, targets: { kind: 'nonlandPermanent' },
    });
    expect(readEffect('Destroy target creature spell and all other permanents with the same name as that permanent.')).toBeNull();
  });
});

import { readEffect } from './effect.phrase';

describe('"Its controller creates ..." after a targeted sentence (608.2h)', () => {
  it('gives the tokens to the controller of what the sentence before targeted', () => {
    expect(readEffect('Destroy target nonland permanent. Its controller creates a 1/1 white Human creature token.')).toMatchObject({
      effect: { kind: 'sequence', effects: [{ kind: 'destroyTarget' }, { kind: 'createTokens', amount: 1, for: 'targetController' }] },
      targets: { kind: 'nonlandPermanent' },
    });
    expect(readEffect('Counter target noncreature spell. Its controller creates two Treasure tokens.')).toEqual({
      effect: { kind: 'sequence', effects: [{ kind: 'counterTargetSpell' }, { kind: 'createTokens', token: 'Treasure Token', amount: 2, tapped: false, for: 'targetController' }] },
      targets: { kind: 'spellOfKind', spell: 'noncreature' },
    });
  });

  it('is not read alone, or after a sentence that targets a player or nothing', () => {
    expect(readEffect('Its controller creates a Treasure token.')).toBeNull();
    expect(readEffect('Draw a card. Its controller creates a Treasure token.')).toBeNull();
    expect(readEffect('Target player draws a card. Its controller creates a Treasure token.')).toBeNull();
  });

  it("reads \"You lose life equal to that permanent's converted mana cost\" after a sentence targeting a permanent", () => {
    expect(readEffect("Destroy target creature or enchantment an opponent controls. You lose life equal to that permanent's converted mana cost.")).toMatchObject({
      effect: { kind: 'sequence', effects: [{ kind: 'destroyTarget' }, { kind: 'loseLife', amount: { kind: 'targetManaValue' }, who: 'controller' }] },
      targets: { kind: 'permanentMatching', filter: { controller: 'opponent' } },
    });
    expect(readEffect("Counter target spell. You lose life equal to that permanent's mana value.")).toBeNull();
  });
});

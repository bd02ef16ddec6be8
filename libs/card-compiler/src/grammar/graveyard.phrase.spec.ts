import { readEffect } from './effect.phrase';

describe('cards of a kind from your graveyard (608.2c, 110.4a, 205.3m) and opponents’ graveyards (701.13a)', () => {
  it('reads a permanent card or a card of a creature type returned to your hand', () => {
    expect(readEffect('Return target permanent card from your graveyard to your hand.')).toEqual({
      effect: { kind: 'returnTargetCardToHand' }, targets: { kind: 'cardInYourGraveyard', cardType: 'permanent' },
    });
    expect(readEffect('Return target Zombie card from your graveyard to your hand.')).toEqual({
      effect: { kind: 'returnTargetCardToHand' }, targets: { kind: 'cardInYourGraveyard', cardType: 'any', subtype: 'Zombie' },
    });
  });

  it('reads a creature card of a type returned to the battlefield, tapped or not', () => {
    expect(readEffect('Return target Zombie creature card from your graveyard to the battlefield tapped.')).toEqual({
      effect: { kind: 'returnTargetFromGraveyardToBattlefield', tapped: true }, targets: { kind: 'cardInYourGraveyard', cardType: 'creature', subtype: 'Zombie' },
    });
    expect(readEffect('Return target creature card from your graveyard to the battlefield tapped.')).toEqual({
      effect: { kind: 'returnTargetFromGraveyardToBattlefield', tapped: true }, targets: { kind: 'cardInYourGraveyard', cardType: 'creature' },
    });
  });

  it("reads each opponent's graveyard exiled", () => {
    expect(readEffect("Exile each opponent's graveyard.")).toEqual({ effect: { kind: 'exileGraveyards', who: 'eachOpponent' } });
  });

  it('reads tokens for each card of a kind in your graveyard, counted as it resolves', () => {
    expect(readEffect('Create a tapped 1/1 black Rat creature token for each creature card in your graveyard.')).toEqual({
      effect: { kind: 'createTokens', token: 'Rat Token 1/1 black', amount: { kind: 'cardsInYourGraveyard', types: ['Creature'] }, tapped: true, for: 'controller' },
    });
  });

  it('reads every creature card of your graveyard (with a top mana value) or of all graveyards entering the battlefield', () => {
    expect(readEffect('Return all creature cards with mana value 2 or less from your graveyard to the battlefield.')).toEqual({
      effect: { kind: 'returnAllFromGraveyardToBattlefield', types: ['Creature'], maxManaValue: 2, graveyards: 'yours' },
    });
    expect(readEffect('Put all creature cards from all graveyards onto the battlefield under your control.')).toEqual({
      effect: { kind: 'returnAllFromGraveyardToBattlefield', types: ['Creature'], graveyards: 'all' },
    });
  });

  it('reads a card returned without a target, chosen as it resolves, and a draw only for a target card of a creature type', () => {
    expect(readEffect('Mill three cards, then return an instant or sorcery card from your graveyard to your hand.')).toEqual({
      effect: { kind: 'sequence', effects: [{ kind: 'mill', amount: 3, who: 'controller' }, { kind: 'returnCardFromGraveyardToHand', cardType: 'instantOrSorcery' }] },
    });
    expect(readEffect("Return target creature card from your graveyard to your hand. If it's a Zombie card, draw a card.")).toEqual({
      effect: { kind: 'sequence', effects: [{ kind: 'returnTargetCardToHand' }, { kind: 'ifTargetCardHasSubtype', subtype: 'Zombie', then: { kind: 'drawCards', amount: 1, who: 'controller' } }] },
      targets: { kind: 'cardInYourGraveyard', cardType: 'creature' },
    });
  });

  it('reads a look at the top cards that keeps at most one, the rest into the graveyard, as one instruction', () => {
    expect(readEffect('Look at the top three cards of your library. You may put one of those cards back on top of your library. Put the rest into your graveyard.')).toEqual({
      effect: { kind: 'lookAtTopKeepOneRestToGraveyard', amount: 3 },
    });
    expect(readEffect('Look at the top two cards of your library. Put the rest into your graveyard.')).toBeNull();
  });

  it('reads nothing it cannot play: a word that is no creature type, a permanent card onto the battlefield, another graveyard', () => {
    for (const line of [
      'Return target Legendary card from your graveyard to your hand.',
      'Return target permanent card from your graveyard to the battlefield.',
      'Return target Zombie creature card from a graveyard to the battlefield tapped.',
      "Exile each player's hand.",
      'Create a 1/1 black Rat creature token for each creature card in your hand.',
      "If it's a Legendary card, draw a card.",
      'Return a land card from your graveyard to the battlefield.',
      'Return all creature cards with mana value 2 or more from your graveyard to the battlefield.',
    ]) {
      expect({ line, read: readEffect(line) }).toEqual({ line, read: null });
    }
  });
});

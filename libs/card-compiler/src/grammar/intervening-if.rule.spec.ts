import { LINE_RULES } from './grammar';
import type { CardShape } from './line-rule';
import { interveningIfRule } from './intervening-if.rule';

const creature: CardShape = { name: 'Example', types: ['Creature'], subtypes: [] };

describe('intervening "if" clauses', () => {
  it('reads the trigger without its clause and adds the condition', () => {
    const line = 'When ~ enters, if you attacked this turn, draw a card.';
    expect(interveningIfRule.read({ printed: line, text: line }, creature)?.abilities).toEqual([
      { kind: 'triggered', text: line, trigger: { kind: 'selfEnters' }, effect: { kind: 'drawCards', amount: 1, who: 'controller' }, ifYouAttackedThisTurn: true },
    ]);
  });

  it('reads a graveyard of seven or more cards as a condition checked again on resolution (603.4)', () => {
    const line = 'Whenever ~ attacks, if there are seven or more cards in your graveyard, ~ gets +2/+0 until end of turn.';
    expect(interveningIfRule.read({ printed: line, text: line }, creature)?.abilities).toEqual([
      { kind: 'triggered', text: line, trigger: { kind: 'selfAttacks' }, effect: { kind: 'pumpSource', power: 2, toughness: 0 }, ifYourGraveyardAtLeast: 7 },
    ]);
    const creatures = 'Whenever ~ attacks, if there are seven or more creature cards in your graveyard, draw a card.';
    expect(interveningIfRule.read({ printed: creatures, text: creatures }, creature)).toBeNull();
  });

  it('reads no other condition, so such a line is not understood at all', () => {
    const line = 'When ~ enters, if you gained life this turn, draw a card.';
    expect(LINE_RULES.filter((r) => r.read({ printed: line, text: line }, creature) !== null).map((r) => r.name)).toEqual([]);
  });
});

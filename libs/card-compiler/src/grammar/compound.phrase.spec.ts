import { readEffect, sentences } from './effect.phrase';
import { COMPOUND_EXAMPLES, splitCompound } from './compound.phrase';

describe('compound sentences (608.2c: in the order written)', () => {
  it.each(COMPOUND_EXAMPLES.map(([sentence, parts]) => [sentence, parts]))('reads "%s" as its sentences', (sentence, parts) => {
    expect(splitCompound(sentence)).toEqual(parts);
  });

  it('reads each opponent discarding and losing life, then you drawing and gaining life', () => {
    expect(readEffect('Each opponent discards a card and loses 2 life. You draw a card and gain 2 life.')).toEqual({
      effect: {
        kind: 'sequence',
        effects: [
          { kind: 'discardCards', amount: 1, who: 'eachOpponent' }, { kind: 'loseLife', amount: 2, who: 'eachOpponent' },
          { kind: 'drawCards', amount: 1, who: 'controller' }, { kind: 'gainLife', amount: 2, who: 'controller' },
        ],
      },
    });
  });

  it('puts "until end of turn" written first where the group sentence reads it', () => {
    expect(sentences('Until end of turn, creatures you control get +1/+1 and gain haste.')).toEqual(['Creatures you control get +1/+1 and gain haste until end of turn.']);
  });

  it('splits no sentence whose parts belong to different players or are not effects', () => {
    for (const s of ['Target player draws a card and loses 1 life.', 'Draw a card and you lose 1 life.', 'Until end of turn, target creature gets +1/+1.', 'Each opponent discards a card, then draws a card.']) {
      expect({ s, split: splitCompound(s) }).toEqual({ s, split: null });
    }
  });
});

import { readEffect, sentences } from './effect.phrase';

describe('each opponent loses life and you gain the life lost this way (119.3)', () => {
  it('keeps the two sentences together and reads them as one drain', () => {
    const text = 'Each opponent loses X life. You gain life equal to the life lost this way.';
    expect(sentences(text)).toEqual([text]);
    expect(readEffect(text)).toEqual({ effect: { kind: 'drainEachOpponent', amount: { kind: 'x' } } });
    expect(readEffect('Each opponent loses 1 life. You gain life equal to the life lost this way.')).toEqual({ effect: { kind: 'drainEachOpponent', amount: 1 } });
  });

  it('reads no loss it cannot count, and no gain without the loss before it', () => {
    expect(readEffect('Each opponent loses X life, where X is your devotion to black. You gain life equal to the life lost this way.')).toBeNull();
    expect(readEffect('You gain life equal to the life lost this way.')).toBeNull();
    expect(readEffect('Target player loses 2 life. You gain life equal to the life lost this way.')).toBeNull();
  });
});

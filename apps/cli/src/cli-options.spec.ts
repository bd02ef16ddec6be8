import { InvalidOptionValue, oneOf, playerRange, wholeNumber } from './cli-options';

describe('option values', () => {
  it('reads whole numbers within bounds', () => {
    expect(wholeNumber('12', '--games', 1, 100)).toBe(12);
    expect(() => wholeNumber('0', '--games', 1, 100)).toThrow('--games must be from 1 to 100, got 0');
    expect(() => wholeNumber('1.5', '--games', 1)).toThrow('--games takes a whole number, got "1.5"');
    expect(() => wholeNumber('-3', '--seed', 0)).toThrow(InvalidOptionValue);
  });

  it('reads a player count or a range from 2 to 4', () => {
    expect(playerRange('3')).toEqual({ min: 3, max: 3 });
    expect(playerRange('2..4')).toEqual({ min: 2, max: 4 });
    for (const bad of ['1', '5', '4..2', '2..5', 'two', '2-4']) expect(() => playerRange(bad)).toThrow('--players');
  });

  it('reads one of a few words', () => {
    expect(oneOf('positions', '--start', ['decks', 'positions'])).toBe('positions');
    expect(() => oneOf('deck', '--start', ['decks', 'positions'])).toThrow('--start takes one of decks, positions, got "deck"');
  });

  it('reports bad values as commander reports invalid arguments (exit 2)', () => {
    const err = new InvalidOptionValue('x');
    expect(err).toMatchObject({ code: 'commander.invalidArgument', exitCode: 2 });
  });
});

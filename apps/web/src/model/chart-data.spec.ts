import { chartData } from './chart-data';

describe('chartData', () => {
  it('charts rows of a label and numbers', () => {
    expect(
      chartData([
        { player: 'alice', mana: 3, games: 1 },
        { player: 'bob', mana: 5, games: 2 },
      ]),
    ).toEqual({
      labels: ['alice', 'bob'],
      series: [
        { name: 'mana', values: [3, 5] },
        { name: 'games', values: [1, 2] },
      ],
    });
  });

  it('charts a map of numbers and finds a table inside an envelope', () => {
    expect(chartData({ alice: 3, bob: 5 })).toEqual({
      labels: ['alice', 'bob'],
      series: [{ name: 'value', values: [3, 5] }],
    });
    expect(chartData({ from: null, rows: [{ rule: '302.6', count: 4 }] })).toEqual({
      labels: ['302.6'],
      series: [{ name: 'count', values: [4] }],
    });
  });

  it('gives up on what has no numbers', () => {
    expect(chartData([{ a: 'x' }])).toBeNull();
    expect(chartData('text')).toBeNull();
    expect(chartData([])).toBeNull();
  });
});

import type { AnalyticsResult } from '@arbiter/contracts';
import { defaultMeasure, reportChart } from './chart-data';

const filters = { from: null, to: null, player: null };

const manaByPlayer: AnalyticsResult = {
  report: 'mana-by-player',
  filters,
  columns: [
    { name: 'player', type: 'text' },
    { name: 'G', type: 'integer' },
    { name: 'total', type: 'integer' },
  ],
  rows: [
    { player: 'alice', G: 2, total: 3 },
    { player: 'bob', G: 0, total: 5 },
  ],
};

describe('reportChart', () => {
  it('charts the total by default, one bar per row labelled by its text', () => {
    expect(defaultMeasure(manaByPlayer.columns)).toBe('total');
    expect(reportChart(manaByPlayer, 'total')).toEqual({
      labels: ['alice', 'bob'],
      values: [3, 5],
      omitted: 0,
    });
    expect(reportChart(manaByPlayer, 'G')?.values).toEqual([2, 0]);
  });

  it('shortens long labels and caps the number of bars', () => {
    const games: AnalyticsResult = {
      report: 'games',
      filters,
      columns: [
        { name: 'gameId', type: 'text' },
        { name: 'events', type: 'integer' },
      ],
      rows: [
        { gameId: '576d9604-7869-4860-96c9-e8bbd3f1819c', events: 43 },
        { gameId: 'x', events: null },
      ],
    };
    expect(reportChart(games, 'events', 1)).toEqual({
      labels: ['576d9604…'],
      values: [43],
      omitted: 1,
    });
    expect(reportChart(games, 'events')?.values).toEqual([43, 0]);
  });

  it('has nothing to chart without a numeric measure or rows', () => {
    expect(reportChart(manaByPlayer, 'player')).toBeNull();
    expect(reportChart({ ...manaByPlayer, rows: [] }, 'total')).toBeNull();
    expect(defaultMeasure([{ name: 'rule', type: 'text' }])).toBeNull();
  });
});

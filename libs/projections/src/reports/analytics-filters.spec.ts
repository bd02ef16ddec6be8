import { AnalyticsQueryError, parseAnalyticsQuery } from './analytics-filters';

const fieldOf = (query: Record<string, unknown>): string => {
  try {
    parseAnalyticsQuery(query);
  } catch (err) {
    if (err instanceof AnalyticsQueryError) return err.field;
    throw err;
  }
  throw new Error('accepted');
};

describe('parseAnalyticsQuery', () => {
  it('reads no filter as no bound', () => {
    expect(parseAnalyticsQuery({})).toEqual({
      filters: { from: null, until: null, player: null },
      format: undefined,
    });
    expect(parseAnalyticsQuery({ from: '', player: '' }).filters).toEqual({
      from: null,
      until: null,
      player: null,
    });
  });

  it('takes a date as midnight UTC for from, and the whole day for to', () => {
    const { filters } = parseAnalyticsQuery({ from: '2025-01-31', to: '2025-01-31' });
    expect(filters.from).toBe(Date.parse('2025-01-31T00:00:00Z'));
    expect(filters.until).toBe(Date.parse('2025-02-01T00:00:00Z'));
  });

  it('takes a date-time with its offset, to inclusive', () => {
    const { filters } = parseAnalyticsQuery({
      from: '2025-01-31T18:00+01:00',
      to: '2025-01-31T18:00:00.250Z',
    });
    expect(filters.from).toBe(Date.parse('2025-01-31T17:00:00Z'));
    expect(filters.until).toBe(Date.parse('2025-01-31T18:00:00.251Z'));
  });

  it('keeps the player and the format', () => {
    expect(parseAnalyticsQuery({ player: 'alice', format: 'csv', key: 'k' })).toEqual({
      filters: { from: null, until: null, player: 'alice' },
      format: 'csv',
    });
  });

  it('names the field it refuses', () => {
    expect(fieldOf({ from: 'yesterday' })).toBe('from');
    expect(fieldOf({ from: '2025-02-30' })).toBe('from');
    expect(fieldOf({ to: '2025-13-01' })).toBe('to');
    expect(fieldOf({ to: '2025-01-01T10:00' })).toBe('to');
    expect(fieldOf({ from: '2025-02-01', to: '2025-01-01' })).toBe('to');
    expect(fieldOf({ player: 'two words' })).toBe('player');
    expect(fieldOf({ player: ['alice', 'bob'] })).toBe('player');
    expect(fieldOf({ format: 'xml' })).toBe('format');
    expect(fieldOf({ form: '2025-01-01' })).toBe('form');
  });
});

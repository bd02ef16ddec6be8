import { reportCsv } from './report-csv';

describe('reportCsv', () => {
  it('writes a header, one line per row, CRLF, empty cells for null, RFC 4180 quoting', () => {
    const csv = reportCsv({
      columns: [
        { name: 'card', type: 'text' },
        { name: 'uses', type: 'integer' },
        { name: 'rate', type: 'real' },
      ],
      rows: [
        { card: 'Yes Man, Personal Securitron', uses: 2, rate: null },
        { card: 'The "Quoted"\nOne', uses: 0, rate: 0.5 },
      ],
    });
    expect(csv).toBe(
      'card,uses,rate\r\n"Yes Man, Personal Securitron",2,\r\n"The ""Quoted""\nOne",0,0.5\r\n',
    );
  });

  it('writes only the header when there are no rows', () => {
    expect(reportCsv({ columns: [{ name: 'rule', type: 'text' }], rows: [] })).toBe('rule\r\n');
  });
});

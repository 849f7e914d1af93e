import { bet } from '../__tests__/bet-fixtures';
import { betsToCsv, csvField } from './bets-csv';

describe('bets CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    [12.5, '12.5'],
    [null, ''],
  ] as const)('should write %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('should write a header and one CRLF line per bet, quoting what needs it', () => {
    const csv = betsToCsv([
      bet(),
      bet({
        id: 'b2',
        notes: 'late "steam", took it',
        result: 'pending',
        profit: null,
      }),
    ]);
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(4); // header, two bets, the final empty line
    expect(lines[0].split(',')).toContain('closingFairPrice');
    expect(lines[1]).toContain(',Betr,5,10,');
    expect(lines[1]).toContain(',won,50,40,2.5,');
    expect(lines[2].endsWith(',"late ""steam"", took it"')).toBe(true);
    expect(lines[2]).toContain(',pending,50,,2.5,');
    expect(lines[3]).toBe('');
  });
});

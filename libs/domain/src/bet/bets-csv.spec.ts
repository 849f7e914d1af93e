import type { BetView } from './bet';
import { BETS_CSV_HEADER, betsCsvLines, csvField } from './bets-csv';

/** A settled winning bet: $10 at 5.00 on a 4.00 fair price (EV +25%), closing fair 4.50. */
const bet = (overrides: Partial<BetView> = {}): BetView => ({
  id: 'bet-1',
  placedAt: '2026-11-23T01:00:00Z',
  extRaceId: 'flem-4',
  venue: 'Flemington',
  raceNumber: 4,
  raceCode: 'TB',
  startTime: '2026-11-23T02:00:00Z',
  runnerNumber: 3,
  runnerName: 'Fast Lad',
  bookmaker: 'Betr',
  price: 5,
  stake: 10,
  promoId: null,
  promoType: null,
  promoLabel: null,
  boostId: null,
  boostType: null,
  legs: null,
  retention: null,
  retentionOrigin: null,
  lay: null,
  layProfit: null,
  lockedResult: null,
  notes: '',
  evAtPlacement: 25,
  fairPriceAtPlacement: 4,
  closingPrice: 4.8,
  closingFairPrice: 4.5,
  clv: 5 / 4.5 - 1,
  result: 'won',
  payout: 50,
  profit: 40,
  expectedProfit: 2.5,
  settledAt: '2026-11-23T02:05:00Z',
  ...overrides,
});

describe('bets CSV', () => {
  it.each([
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rhere', '"cr\rhere"'],
    [12.5, '12.5'],
    [null, ''],
    // Formula injection: a text cell a spreadsheet would run gets a leading quote.
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ['+61 400', "'+61 400"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tlead', "'\tlead"],
    ['\rlead', `"'\rlead"`],
    ['a=b', 'a=b'],
    [-12.5, '-12.5'],
  ] as const)('should write %j as %j', (value, expected) => {
    expect(csvField(value)).toBe(expected);
  });

  it('should write a header and one CRLF line per bet, quoting what needs it', () => {
    const csv =
      BETS_CSV_HEADER +
      betsCsvLines([
        bet(),
        bet({ id: 'b2', notes: 'late "steam", took it', result: 'pending', profit: null }),
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

  it('should guard text cells against formulas and leave negative numbers alone', () => {
    const [line] = betsCsvLines([bet({ notes: '=1+1', runnerName: '@Lad', profit: -10 })]).split('\r\n');
    const header = BETS_CSV_HEADER.trimEnd().split(',');
    const cells = line.split(',');
    expect(cells[header.indexOf('notes')]).toBe("'=1+1");
    expect(cells[header.indexOf('runnerName')]).toBe("'@Lad");
    expect(cells[header.indexOf('profit')]).toBe('-10');
  });

  it("should write the venue's start beside the UTC start, empty for a bet logged without it", () => {
    const header = BETS_CSV_HEADER.trimEnd().split(',');
    const at = header.indexOf('startTimeLocal');
    expect(header[at - 1]).toBe('startTime');
    const [perth, old] = betsCsvLines([
      bet({ startTime: '2026-11-23T11:31:00.000Z', startTimeLocal: '2026-11-23T19:31:00+08:00' }),
      bet(),
    ]).split('\r\n');
    expect(perth.split(',')[at]).toBe('2026-11-23T19:31:00+08:00');
    expect(old.split(',')[at]).toBe('');
  });
});

import type { SnapshotRace } from '@overlay/domain';
import { createEngineContext } from '../engine-context';
import { materialiseAll } from '../table/materialise-opportunity';
import { buildOpportunityTable } from '../table/opportunity-table';
import { valueRace } from '../value/race-valuation';

const T0 = Date.parse('2026-11-21T10:00:00.000Z');
const at = (secondsBefore: number): string =>
  new Date(T0 - secondsBefore * 1000).toISOString();

/** Three runners; A and B quoted 10 s before T0, C's quotes `lagSeconds` before (a lagging book). */
function race(lagSeconds: number): SnapshotRace {
  const prices = [
    [2.0, 3.0, 6.0],
    [2.1, 2.9, 5.5],
    [1.5, 4.0, 12.0],
  ];
  return {
    extRaceId: 'stale-r1',
    venue: 'Ascot',
    country: 'AU',
    code: 'TB',
    number: 1,
    name: 'Stale Stakes',
    startTime: '2026-11-21T11:00:00.000Z',
    state: 'open',
    runners: [0, 1, 2].map((r) => ({
      extId: `s-${r + 1}`,
      number: r + 1,
      name: `Runner ${r + 1}`,
      scratched: false,
      prices: ['A', 'B', 'C'].map((bookmaker, b) => ({
        bookmaker,
        win: prices[b][r],
        lastUpdated: at(b === 2 ? lagSeconds : 10),
      })),
    })),
  };
}

describe('stale quotes (DESIGN §3, §4.1)', () => {
  const context = createEngineContext();

  it.each([
    // C lags the race's newest quote by 290 s > 120 s: left out of the median.
    [300, ['A', 'B']],
    // 110 s behind: still fresh.
    [120, ['A', 'B', 'C']],
  ])(
    'should take a book lagging by %p s into the fair price only while fresh',
    (lag, books) => {
      const result = valueRace(race(lag), context);
      if (!result.ok) throw new Error('race not valued');
      expect(result.valuation.fairBooks).toEqual(books);
    },
  );

  it.each([
    // A and B have no time of their own: the store wrote the race at T0 (confirmed then); C is
    // 600 s older than that, so it leaves the median. 100 s older: it stays.
    [600, ['A', 'B']],
    [100, ['A', 'B', 'C']],
  ])('should count untimed quotes as confirmed when the store wrote the race (C %p s older)', (lag, books) => {
    const stored = race(lag);
    for (const runner of stored.runners)
      for (const quote of runner.prices) if (quote.bookmaker !== 'C') quote.lastUpdated = null;
    const result = valueRace({ ...stored, updatedAt: new Date(T0).toISOString() } as SnapshotRace, context);
    if (!result.ok) throw new Error('race not valued');
    expect(result.valuation.fairBooks).toEqual(books);
  });

  it('should give untimed quotes the age of the data they came with (asOf)', () => {
    const stored = race(300);
    for (const runner of stored.runners) for (const quote of runner.prices) quote.lastUpdated = null;
    const rows = materialiseAll(buildOpportunityTable([stored], context), T0, T0 - 30_000);
    expect(rows.every((row) => row.priceAgeSeconds === 30 && row.stale === false)).toBe(true);
  });

  it('should still show a stale quote as a row, with its age at the reply time and stale: true', () => {
    const table = buildOpportunityTable([race(300)], context);
    const rows = materialiseAll(table, T0);
    const c1 = rows.find((row) => row.id === 'stale-r1:1:C');
    const a1 = rows.find((row) => row.id === 'stale-r1:1:A');
    expect(c1).toMatchObject({
      priceAgeSeconds: 300,
      stale: true,
      fairBooks: 2,
    });
    expect(a1).toMatchObject({ priceAgeSeconds: 10, stale: false });
    // Ages move with the clock while the cached table stays: 115 s later A is 125 s old.
    const later = materialiseAll(table, T0 + 115_000);
    expect(later.find((row) => row.id === 'stale-r1:1:A')).toMatchObject({
      priceAgeSeconds: 125,
      stale: true,
    });
  });

  it('should honour the context limit', () => {
    const strict = createEngineContext({ stalePriceSeconds: 5 });
    const rows = materialiseAll(buildOpportunityTable([race(300)], strict), T0);
    expect(rows.find((row) => row.id === 'stale-r1:1:A')?.stale).toBe(true);
  });
});

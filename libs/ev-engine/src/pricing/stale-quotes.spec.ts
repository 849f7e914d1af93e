import type { SnapshotRace } from '@overlay/domain';
import { createEngineContext } from '../value/engine-context';
import { materialiseAll } from '../table/materialise-opportunity';
import { buildOpportunityTable } from '../table/opportunity-table';
import { valueRace } from '../value/race-valuation';
import { computeDebugCalc } from '../debug/debug-calc';

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

describe('stale quotes (docs/architecture.md §3, §4.1)', () => {
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
    // A and B have no time of their own: the store wrote the race at T0, its as-of without a
    // confirmedAt (they were confirmed then); C is 600 s older than that, so it leaves the median.
    // 100 s older: it stays.
    [600, ['A', 'B']],
    [100, ['A', 'B', 'C']],
  ])('should count untimed quotes as confirmed at the stored race\'s as-of (C %p s older)', (lag, books) => {
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
    const rows = materialiseAll(buildOpportunityTable([stored], context), T0, { stale: false, asOfMs: T0 - 30_000 });
    expect(rows.every((row) => row.priceAgeSeconds === 30 && row.stale === false)).toBe(true);
  });

  it('should mark every row stale, each with its age, when the market is stale as it is read, keeping the fair price', () => {
    const table = buildOpportunityTable([race(300)], context);
    const fresh = materialiseAll(table, T0);
    // The same cached table, read while the stream is down: every row stale, nothing revalued.
    const down = materialiseAll(table, T0 + 150_000, { stale: true, asOfMs: T0 });
    expect(down.every((row) => row.stale)).toBe(true);
    expect(down.map((row) => row.fairBooks)).toEqual(fresh.map((row) => row.fairBooks));
    expect(down.find((row) => row.id === 'stale-r1:1:A')?.priceAgeSeconds).toBe(160);
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
    // Ages move with the clock while the cached table stays: 115 s later A is 125 s old, but it
    // is as old as the market's as-of (A and B are its newest quotes): not stale. The market's own
    // age is the header's to show (one stale rule).
    const later = materialiseAll(table, T0 + 115_000);
    expect(later.find((row) => row.id === 'stale-r1:1:A')).toMatchObject({
      priceAgeSeconds: 125,
      stale: false,
    });
  });

  it('should honour the context limit', () => {
    const strict = createEngineContext({ stalePriceSeconds: 5 });
    const rows = materialiseAll(buildOpportunityTable([race(30)], strict), T0);
    // C is 20 s behind A and B (the as-of): stale at a 5 s limit; A and B are the as-of itself.
    expect(rows.find((row) => row.id === 'stale-r1:1:C')?.stale).toBe(true);
    expect(rows.find((row) => row.id === 'stale-r1:1:A')?.stale).toBe(false);
    expect(rows[0].fairBooks).toBe(2);
  });
});

// One stale rule for the row flag and the fair price, measured against the market's
// own "as of" time from the book's last confirmation for the race.
describe('one stale rule (docs/ev-model.md §1, "Stale quotes")', () => {
  const context = createEngineContext();

  it('should keep every book, none stale, when every book is 600 s old (the market is old, not its quotes)', () => {
    const old = race(600);
    for (const runner of old.runners) for (const quote of runner.prices) quote.lastUpdated = at(600);
    const rows = materialiseAll(buildOpportunityTable([old], context), T0, { stale: false, asOfMs: T0 });
    expect(rows).toHaveLength(9);
    expect(rows.every((row) => row.stale === false && row.fairBooks === 3)).toBe(true);
  });

  it("should count a quote's age from its book's check time (checkedAt): a price unchanged for 10 min on a book checked 5 s ago is fresh", () => {
    const checked = race(600);
    for (const runner of checked.runners) runner.prices[2].checkedAt = at(5);
    const result = valueRace(checked, context);
    if (!result.ok) throw new Error('race not valued');
    expect(result.valuation.fairBooks).toEqual(['A', 'B', 'C']);
    const rows = materialiseAll(buildOpportunityTable([checked], context), T0);
    expect(rows.some((row) => row.stale)).toBe(false);
  });

  it('should mark the row stale exactly when its quote leaves the fair price', () => {
    const rows = materialiseAll(buildOpportunityTable([race(300)], context), T0);
    expect(rows.filter((row) => row.stale).map((row) => row.bookmaker)).toEqual(['C', 'C', 'C']);
    expect(rows.every((row) => row.fairBooks === 2)).toBe(true);
    expect(computeDebugCalc(race(300), 1, context).notes).toContain(
      "C: the quote is stale (last confirmed 290 s before the market's as-of time, over 120 s), so it takes no part in the fair price.",
    );
  });

  it("should measure against a stored race's as-of (confirmedAt) and say why a race whose fair price needs stale quotes has no EV", () => {
    const stored = { ...race(600), confirmedAt: new Date(T0 + 300_000).toISOString() } as SnapshotRace;
    // A and B were confirmed 310 s before the as-of, C 900 s: every complete book is stale.
    const result = valueRace(stored, context);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.skipped.at(-1)).toMatchObject({
      code: 'STALE_FAIR_PRICE',
      message:
        "no fair price: the books that price the whole field (A, B, C) have stale quotes, older than 120 s against the market's as-of time",
    });
    expect(() => computeDebugCalc(stored, 1, context)).toThrow(
      "race stale-r1: no fair price: the books that price the whole field (A, B, C) have stale quotes, older than 120 s against the market's as-of time",
    );
  });
});

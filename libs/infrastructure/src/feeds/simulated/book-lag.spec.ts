import { bookLagAt } from './book-lag';
import { BOOKMAKER_PROFILES } from './bookmaker-profiles';
import { SimulatedMarket } from './simulated-market';

const MINUTE = 60_000;
const DAY_START = Date.parse('2026-11-20T22:00:00Z');

describe('Unit', () => {
  describe('bookLagAt', () => {
    const minutes = Array.from(
      { length: 24 * 60 },
      (_, i) => DAY_START + i * MINUTE,
    );
    const lags = minutes.map((at) => bookLagAt(42, 17, at));

    it('should let one book lag now and then: part of the day, a few minutes at a time', () => {
      const lagging = lags.filter((lag) => lag !== null).length / lags.length;
      expect(lagging).toBeGreaterThan(0.2);
      expect(lagging).toBeLessThan(0.8);
      expect(new Set(lags.map((lag) => lag?.bookIndex)).size).toBeGreaterThan(
        5,
      );
    });

    it("should keep a lag's start while it lasts, at or before now", () => {
      lags.forEach((lag, i) => {
        if (!lag) return;
        expect(lag.sinceMs).toBeLessThanOrEqual(minutes[i]);
        const next = lags[i + 1];
        if (
          next &&
          next.bookIndex === lag.bookIndex &&
          next.sinceMs <= minutes[i]
        )
          expect(next.sinceMs).toBe(lag.sinceMs);
      });
    });
  });

  describe('quote times of the simulated feed', () => {
    it("should date a lagging book's quotes from its lag and every other book's within 20 s", () => {
      const at = DAY_START + firstLongLagOffset();
      const lag = bookLagAt(42, BOOKMAKER_PROFILES.length, at)!;
      const snapshot = new SimulatedMarket(42).snapshotAt(new Date(at));
      const lagging = BOOKMAKER_PROFILES[lag.bookIndex].name;
      const ages = new Map<string, number[]>();
      for (const race of snapshot.races.filter((r) => r.state === 'open'))
        for (const runner of race.runners)
          for (const quote of runner.prices) {
            const age = (at - Date.parse(quote.lastUpdated!)) / 1000;
            ages.set(quote.bookmaker, [
              ...(ages.get(quote.bookmaker) ?? []),
              age,
            ]);
          }
      for (const [book, list] of ages) {
        if (book === lagging) expect(Math.min(...list)).toBeGreaterThan(120);
        else expect(Math.max(...list)).toBeLessThanOrEqual(20);
      }
    });
  });
});

/** Offset (ms) into the day of the first minute a book has lagged for more than three minutes. */
function firstLongLagOffset(): number {
  for (let offset = 0; offset < 24 * 60 * MINUTE; offset += MINUTE) {
    const lag = bookLagAt(42, BOOKMAKER_PROFILES.length, DAY_START + offset);
    if (lag && DAY_START + offset - lag.sinceMs > 3 * MINUTE) return offset;
  }
  throw new Error('no lag of more than 3 minutes in a day');
}

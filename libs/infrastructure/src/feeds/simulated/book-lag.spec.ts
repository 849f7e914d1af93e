import { CATCH_UP_MS, bookLagAt, bookLagsAt, lagOfRace } from './book-lag';
import { BOOKMAKER_PROFILES } from './bookmaker-profiles';
import { hashString } from './seeded-random';
import { SimulatedMarket } from './simulated-market';

const MINUTE = 60_000;
const DAY_START = Date.parse('2026-11-20T22:00:00Z');
const minutes = Array.from({ length: 24 * 60 }, (_, i) => DAY_START + i * MINUTE);

describe('Unit', () => {
  describe('bookLagAt', () => {
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

  describe('bookLagsAt and lagOfRace', () => {
    it('should let several books lag at once on a day of a hundred books, one per lane of 17', () => {
      const most = Math.max(...minutes.map((at) => new Set(bookLagsAt(42, 101, at).map((lag) => lag.bookIndex)).size));
      expect(most).toBeGreaterThanOrEqual(4);
      expect(Math.max(...minutes.map((at) => bookLagsAt(42, 17, at).length))).toBeLessThanOrEqual(3);
    });

    it('should bring a book back race by race: each race within CATCH_UP_MS of the lag ending, a few per minute', () => {
      const at = DAY_START + firstLongLagOffset();
      const lag = bookLagAt(42, 17, at)!;
      const races = Array.from({ length: 500 }, (_, i) => hashString(`race-${i}`));
      const backAt = (key: number) => {
        for (let t = lag.untilMs; t < lag.untilMs + CATCH_UP_MS + MINUTE; t += 1_000) {
          const held = lagOfRace(bookLagsAt(42, 17, t), lag.bookIndex, key, t);
          if (held?.sinceMs !== lag.sinceMs) return t;
        }
        return Infinity;
      };
      const back = races.map(backAt);
      expect(Math.max(...back)).toBeLessThanOrEqual(lag.untilMs + CATCH_UP_MS);
      // Evenly over the catch-up: no minute takes back more than a fifth of the races.
      for (let from = lag.untilMs; from < lag.untilMs + CATCH_UP_MS; from += MINUTE)
        expect(back.filter((t) => t >= from && t < from + MINUTE).length).toBeLessThan(races.length / 5);
    });
  });

  describe('quote times of the simulated feed', () => {
    it("should date the quotes of a book lagging for their race from its lag and every other book's within 20 s", () => {
      const at = DAY_START + firstLongLagOffset();
      const lags = bookLagsAt(42, BOOKMAKER_PROFILES.length, at);
      const snapshot = new SimulatedMarket(42).snapshotAt(new Date(at));
      let lagging = 0;
      for (const race of snapshot.races.filter((r) => r.state === 'open'))
        for (const runner of race.runners)
          for (const quote of runner.prices) {
            const age = (at - Date.parse(quote.lastUpdated!)) / 1000;
            const bookIndex = BOOKMAKER_PROFILES.findIndex((book) => book.name === quote.bookmaker);
            const lag = lagOfRace(lags, bookIndex, hashString(`42:${race.extRaceId}`), at);
            if (lag === null) expect(age).toBeLessThanOrEqual(20);
            else {
              lagging += 1;
              expect(quote.lastUpdated).toBe(new Date(Math.min(lag.sinceMs, Date.parse(race.startTime))).toISOString());
            }
          }
      expect(lagging).toBeGreaterThan(100);
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

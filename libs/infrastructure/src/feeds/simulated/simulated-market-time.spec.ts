import type { MarketSnapshot, SnapshotRace } from '@overlay/domain';
import { ticksBetween } from './__fixtures__/market-realism';
import { SimulatedMarket } from './simulated-market';

const SATURDAY_MORNING = new Date('2026-11-20T22:00:00Z');
const MINUTE = 60_000;

const at = (base: Date | string, minutes: number): Date =>
  new Date(new Date(base).getTime() + minutes * MINUTE);
const raceById = (snapshot: MarketSnapshot, id: string): SnapshotRace => {
  const race = snapshot.races.find((candidate) => candidate.extRaceId === id);
  if (!race) throw new Error(`race ${id} not in snapshot`);
  return race;
};
const winPrices = (race: SnapshotRace) =>
  race.runners.flatMap((runner) => runner.prices.map((quote) => quote.win));

/** Share of win quotes that changed between two snapshots, over races picked by `filter`. */
function changedShare(
  a: MarketSnapshot,
  b: MarketSnapshot,
  filter: (race: SnapshotRace) => boolean,
): number {
  let changed = 0;
  let total = 0;
  for (const race of a.races.filter(filter)) {
    const before = winPrices(race);
    const after = winPrices(raceById(b, race.extRaceId));
    if (before.length !== after.length) continue;
    before.forEach((price, index) => {
      total += 1;
      if (price !== after[index]) changed += 1;
    });
  }
  return changed / total;
}

describe('Unit', () => {
  describe('SimulatedMarket over time', () => {
    const market = new SimulatedMarket(42);
    const now = market.snapshotAt(SATURDAY_MORNING);

    it('should drift prices between refreshes, faster in the last 15 minutes', () => {
      const later = market.snapshotAt(at(SATURDAY_MORNING, 2));
      const startsIn = (race: SnapshotRace) =>
        (Date.parse(race.startTime) - SATURDAY_MORNING.getTime()) / MINUTE;
      const far = changedShare(now, later, (race) => startsIn(race) > 180);
      const near = changedShare(
        now,
        later,
        (race) => startsIn(race) > 3 && startsIn(race) <= 15,
      );
      expect(far).toBeGreaterThan(0);
      expect(near).toBeGreaterThan(far);
      expect(later.races.map((race) => race.extRaceId).slice(0, 50)).toEqual(
        now.races.map((race) => race.extRaceId).slice(0, 50),
      );
    });

    it('should open, close at the jump, freeze prices and go final minutes later', () => {
      const race = now.races.find(
        (candidate) =>
          Date.parse(candidate.startTime) > at(SATURDAY_MORNING, 60).getTime(),
      )!;
      const states = [-1, 0.5, 3, 15].map((minutes) => {
        const snapshot = market.snapshotAt(at(race.startTime, minutes));
        return raceById(snapshot, race.extRaceId);
      });
      expect(states.map((candidate) => candidate.state)).toEqual([
        'open',
        'closed',
        'closed',
        'final',
      ]);
      expect(winPrices(states[2])).toEqual(winPrices(states[1]));
      expect(winPrices(states[3])).toEqual(winPrices(states[1]));
    });

    it('should keep races of the last hour and drop older ones', () => {
      const race = now.races[now.races.length - 1];
      const inAnHour = market.snapshotAt(at(race.startTime, 59));
      expect(raceById(inAnHour, race.extRaceId).state).toBe('final');
      const later = market.snapshotAt(at(race.startTime, 61));
      expect(
        later.races.some((candidate) => candidate.extRaceId === race.extRaceId),
      ).toBe(false);
    });

    // docs/architecture.md §3 (revised): metropolitan gallops trade 1-2 ticks wide at any time; a small
    // meeting (here a greyhound race) trades a tick wider hours out and tightens as money comes.
    it('should tighten exchange spreads at small meetings and grow matched volume toward the jump', () => {
      const race = now.races.find(
        (candidate) =>
          candidate.code === 'GR' &&
          Date.parse(candidate.startTime) >
            at(SATURDAY_MORNING, 360).getTime() &&
          candidate.runners.every(
            (runner) => runner.scratched || runner.exchange,
          ),
      )!;
      const early = raceById(
        market.snapshotAt(at(race.startTime, -300)),
        race.extRaceId,
      );
      const late = raceById(
        market.snapshotAt(at(race.startTime, -2)),
        race.extRaceId,
      );
      const meanSpread = (snapshotRace: SnapshotRace) => {
        const spreads = snapshotRace.runners
          .filter(
            (runner) => runner.exchange?.winBack && runner.exchange?.winLay,
          )
          .map((runner) =>
            ticksBetween(runner.exchange!.winBack!, runner.exchange!.winLay!),
          );
        return spreads.reduce((sum, value) => sum + value, 0) / spreads.length;
      };
      const volume = (snapshotRace: SnapshotRace) =>
        snapshotRace.runners.reduce(
          (sum, runner) => sum + (runner.exchange?.matchedVolume ?? 0),
          0,
        );
      expect(meanSpread(late)).toBeLessThan(meanSpread(early));
      expect(volume(late)).toBeGreaterThan(volume(early) * 3);
      for (const runner of late.runners.filter(
        (candidate) => candidate.exchange,
      )) {
        expect(runner.exchange!.winLay!).toBeGreaterThan(
          runner.exchange!.winBack!,
        );
      }
    });

    it('should abandon a meeting now and then, voiding its markets', () => {
      let abandoned: SnapshotRace | undefined;
      for (let day = 0; day < 40 && !abandoned; day += 1) {
        const snapshot = new SimulatedMarket(1).snapshotAt(
          at(SATURDAY_MORNING, day * 24 * 60 + 12 * 60),
        );
        abandoned = snapshot.races.find((race) => race.state === 'abandoned');
      }
      expect(abandoned).toBeDefined();
      abandoned!.runners.forEach((runner) => expect(runner.prices).toEqual([]));
    });

    it('should build the whole 25-hour window of a Saturday (its speed is in bench/simulated-feed.bench.ts)', () => {
      const snapshot = new SimulatedMarket(2).snapshotAt(SATURDAY_MORNING);
      expect(snapshot.races.length).toBeGreaterThan(400);
    });
  });
});

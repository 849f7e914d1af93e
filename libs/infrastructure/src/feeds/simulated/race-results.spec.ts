import fc from 'fast-check';
import { meetingsOn } from './meeting-schedule';
import { topKProbabilities } from './place-probability';
import { raceField } from './race-field';
import { raceMarketAt } from './race-market';
import { harvilleOrder, simulatedResults } from './race-results';
import { SeededRandom } from './seeded-random';
import { SimulatedMarket } from './simulated-market';

const SEED = 20261121;
const DATES = [
  '2026-11-16',
  '2026-11-17',
  '2026-11-18',
  '2026-11-19',
  '2026-11-20',
];

/** Every race the simulator runs on the dates: its true p at the jump and its drawn result. */
function simulatedRaces(): { win: number[]; order: number[] }[] {
  const races: { win: number[]; order: number[] }[] = [];
  for (const date of DATES) {
    for (const meeting of meetingsOn(SEED, date)) {
      for (const slot of meeting.races) {
        if (slot.abandonedFromMs !== null) continue;
        const field = raceField(SEED, slot);
        const { win } = raceMarketAt(slot, field, slot.startMs);
        const numbers = field.runners.map((runner) => runner.number);
        const results = simulatedResults(SEED, slot.extRaceId, numbers, win);
        races.push({
          win,
          order: results.map(([number]) => numbers.indexOf(number)),
        });
      }
    }
  }
  return races;
}

describe('simulated race results', () => {
  describe('harvilleOrder', () => {
    it('should place distinct runners with p > 0 only, as many as asked, the same for the same seed', () => {
      fc.assert(
        fc.property(
          fc.array(
            fc.oneof(
              fc.constant(0),
              fc.double({ min: 0.001, max: 1, noNaN: true }),
            ),
            {
              minLength: 1,
              maxLength: 16,
            },
          ),
          fc.integer({ min: 1, max: 6 }),
          fc.integer(),
          (weights, places, seed) => {
            const order = harvilleOrder(
              weights,
              new SeededRandom(seed),
              places,
              [1, 0.81, 0.65],
            );
            const running = weights.filter((p) => p > 0).length;
            expect(order).toHaveLength(Math.min(places, running));
            expect(new Set(order).size).toBe(order.length);
            for (const index of order)
              expect(weights[index]).toBeGreaterThan(0);
            expect(
              harvilleOrder(
                weights,
                new SeededRandom(seed),
                places,
                [1, 0.81, 0.65],
              ),
            ).toEqual(order);
          },
        ),
        { seed: 16, numRuns: 300 },
      );
    });

    it('should draw the winner with its probability (hand-checked three-runner race)', () => {
      const random = new SeededRandom(7);
      const wins = [0, 0, 0];
      const draws = 20_000;
      for (let i = 0; i < draws; i += 1)
        wins[harvilleOrder([0.5, 0.3, 0.2], random, 1)[0]] += 1;
      // sd of a share at p = 0.5 over 20k draws is 0.0035: 0.015 is over 4 sd.
      expect(wins.map((n) => n / draws)).toEqual([
        expect.closeTo(0.5, 1.8),
        expect.closeTo(0.3, 1.8),
        expect.closeTo(0.2, 1.8),
      ]);
    });
  });

  describe('over many simulated races (fixed seed)', () => {
    const races = simulatedRaces();

    it('should run enough races for the law of large numbers to bite', () => {
      expect(races.length).toBeGreaterThan(1500);
    });

    it('should converge to EV 0 for a unit bet on every runner at its fair (true) price', () => {
      // Profit of a unit bet at 1/p: 1/p − 1 when it wins, −1 otherwise; mean 0, variance (1 − p)/p.
      let profit = 0;
      let variance = 0;
      let bets = 0;
      for (const { win, order } of races) {
        win.forEach((p, index) => {
          if (!(p > 0)) return;
          profit += (order[0] === index ? 1 / p : 0) - 1;
          variance += (1 - p) / p;
          bets += 1;
        });
      }
      const z = profit / Math.sqrt(variance);
      // The total profit sits within 4 sd of its expectation 0 (seed 20261121: z = −1.23 over
      // 16,728 bets in 2,082 races; longshots make one sd of the return on turnover 4.3 %).
      expect(Math.abs(z)).toBeLessThan(4);
      // And the noise shrinks as it should: the sd of the return on turnover is under 5 %.
      expect(Math.sqrt(variance) / bets).toBeLessThan(0.05);
    });

    it.each([1, 2, 3])(
      'should finish runners in the first %i as often as their true top-k probability says',
      (k) => {
        // Runners grouped by their true chance; each group's count of finishes in the first k
        // must sit within 4 sd of the sum of its chances.
        const bounds = [0, 0.05, 0.1, 0.2, 0.35, 0.6, 1.01];
        const expected = new Array<number>(bounds.length - 1).fill(0);
        const varianceOf = new Array<number>(bounds.length - 1).fill(0);
        const observed = new Array<number>(bounds.length - 1).fill(0);
        for (const { win, order } of races) {
          const active = win
            .map((p, index) => (p > 0 ? index : -1))
            .filter((i) => i >= 0);
          const truth = topKProbabilities(
            active.map((i) => win[i]),
            k,
          );
          active.forEach((index, a) => {
            const p = truth[a];
            const bucket = bounds.findIndex(
              (bound, b) => p >= bound && p < bounds[b + 1],
            );
            expected[bucket] += p;
            varianceOf[bucket] += p * (1 - p);
            if (order.slice(0, k).includes(index)) observed[bucket] += 1;
          });
        }
        expected.forEach((mean, bucket) => {
          if (varianceOf[bucket] === 0) return;
          const z = (observed[bucket] - mean) / Math.sqrt(varianceOf[bucket]);
          expect({ bucket, z: Math.abs(z) < 4 }).toEqual({ bucket, z: true });
        });
      },
    );
  });

  describe('in the snapshot', () => {
    it('should give results to final races only, naming runners that ran, the same at every look', () => {
      const market = new SimulatedMarket(SEED, {
        beforeMs: 6 * 3_600_000,
        afterMs: 3_600_000,
      });
      const now = new Date('2026-11-21T06:00:00Z');
      const races = market.snapshotAt(now).races;
      const finals = races.filter((race) => race.state === 'final');
      expect(finals.length).toBeGreaterThan(20);
      for (const race of races) {
        if (race.state !== 'final') {
          expect(race.results).toBeUndefined();
          continue;
        }
        expect(race.results?.length).toBeGreaterThanOrEqual(4);
        const running = new Set(
          race.runners.filter((r) => !r.scratched).map((r) => r.number),
        );
        for (const [number] of race.results ?? [])
          expect(running.has(number)).toBe(true);
      }
      const again = new SimulatedMarket(SEED, {
        beforeMs: 6 * 3_600_000,
      }).snapshotAt(new Date(now.getTime() + 60_000));
      const byId = new Map(
        again.races.map((race) => [race.extRaceId, race.results]),
      );
      for (const race of finals)
        expect(byId.get(race.extRaceId)).toEqual(race.results);
    });
  });
});

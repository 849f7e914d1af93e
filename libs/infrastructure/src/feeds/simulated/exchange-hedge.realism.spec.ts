import type { MarketSnapshot, SnapshotRace } from '@overlay/domain';
import { SimulatedMarket } from './simulated-market';
import { active, isMetroGallop, percentile, ticksBetween } from './__fixtures__/market-realism';

// The exchange as a matched bettor reads it (docs/architecture.md §3, docs/ev-model.md §10): every
// runner's best win back sits one to a few ticks under its best lay on the Betfair ladder, wider
// for longshots and, at small meetings, far from the jump; the lay moves with the back; and the
// money on offer at each best price is given, growing as the jump nears.

const MINUTE = 60_000;
const SATURDAY = Date.parse('2026-11-20T22:07:00Z');
const SEEDS = [1, 2, 3];

interface Spread {
  race: SnapshotRace;
  minutes: number;
  back: number;
  lay: number;
  ticks: number;
  backSize: number | null | undefined;
  laySize: number | null | undefined;
}

function spreads(snapshot: MarketSnapshot): Spread[] {
  const at = Date.parse(snapshot.generatedAt);
  const out: Spread[] = [];
  for (const race of snapshot.races) {
    if (race.state !== 'open') continue;
    const minutes = (Date.parse(race.startTime) - at) / MINUTE;
    for (const runner of active(race)) {
      const x = runner.exchange;
      if (!x?.winBack || !x.winLay) continue;
      out.push({
        race,
        minutes,
        back: x.winBack,
        lay: x.winLay,
        ticks: ticksBetween(x.winBack, x.winLay),
        backSize: x.winBackSize,
        laySize: x.winLaySize,
      });
    }
  }
  return out;
}

const mean = (xs: readonly number[]) => xs.reduce((sum, x) => sum + x, 0) / xs.length;

describe('Unit', () => {
  describe.each(SEEDS)('the simulated exchange, seed %i', (seed) => {
    const market = new SimulatedMarket(seed, { beforeMs: 0, afterMs: 8 * 60 * MINUTE });
    const looks = [0, 1, 6 * 60, 6 * 60 + 1].map((minutes) => market.snapshotAt(new Date(SATURDAY + minutes * MINUTE)));
    const all = looks.flatMap(spreads);

    it('should lay every runner one to a few ticks above its back', () => {
      expect(all.length).toBeGreaterThan(1000);
      for (const s of all) {
        expect(s.lay).toBeGreaterThan(s.back);
        expect(s.ticks).toBeGreaterThanOrEqual(1);
        expect(s.ticks).toBeLessThanOrEqual(5);
      }
    });

    it('should quote longshots wider than the rest', () => {
      const long = all.filter((s) => s.back > 50).map((s) => s.ticks);
      const short = all.filter((s) => s.back <= 10).map((s) => s.ticks);
      expect(mean(long)).toBeGreaterThan(mean(short) + 0.5);
    });

    it('should quote small meetings wider far from the jump than near it', () => {
      const small = all.filter((s) => !isMetroGallop(s.race) && s.back <= 10);
      const far = small.filter((s) => s.minutes > 240).map((s) => s.ticks);
      const near = small.filter((s) => s.minutes < 60).map((s) => s.ticks);
      expect(far.length).toBeGreaterThan(50);
      expect(near.length).toBeGreaterThan(50);
      expect(mean(far)).toBeGreaterThan(mean(near) + 0.5);
    });

    it('should move the lay with the back from one refresh to the next', () => {
      let moved = 0;
      let together = 0;
      for (const [a, b] of [
        [looks[0], looks[1]],
        [looks[2], looks[3]],
      ]) {
        const next = new Map(
          b.races.flatMap((race) => race.runners.map((runner) => [`${race.extRaceId}|${runner.extId}`, runner.exchange] as const)),
        );
        for (const race of a.races)
          for (const runner of race.runners) {
            const before = runner.exchange;
            const after = next.get(`${race.extRaceId}|${runner.extId}`);
            if (!before?.winBack || !before.winLay || !after?.winBack || !after.winLay) continue;
            const backMove = Math.sign(after.winBack - before.winBack);
            if (backMove === 0) continue;
            moved += 1;
            const layMove = Math.sign(after.winLay - before.winLay);
            // Never the other way; as a rule the same way (a spread may narrow or widen by a tick).
            expect(layMove).not.toBe(-backMove);
            if (layMove === backMove) together += 1;
          }
      }
      expect(moved).toBeGreaterThan(20);
      expect(together / moved).toBeGreaterThan(0.8);
    });

    it('should say how much is on offer at each best price, more as the jump nears', () => {
      for (const s of all) {
        expect(s.backSize).toBeGreaterThanOrEqual(5);
        expect(s.laySize).toBeGreaterThanOrEqual(5);
      }
      const near = all.filter((s) => s.minutes < 30).map((s) => s.laySize as number);
      const far = all.filter((s) => s.minutes > 240).map((s) => s.laySize as number);
      expect(percentile(near, 0.5)).toBeGreaterThan(2 * percentile(far, 0.5));
    });
  });
});

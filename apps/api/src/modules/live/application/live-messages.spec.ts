import { liveTracking } from '@overlay/domain';
import type { RaceMarket } from '@overlay/domain';
import { testRace } from '../../../../test/support/market-snapshots';
import { tickMessage } from './live-messages';

// The live page's market age counts from the provider's own time for the race (docs/ev-model.md
// §1), not from our last refresh, which a replayed old snapshot would make look fresh.
describe('tickMessage asOf', () => {
  const now = new Date('2026-11-27T01:00:00.000Z');
  const raceWith = (confirmedAt: string | null): RaceMarket => {
    const race = testRace({ extRaceId: 'asof', minutesFromNow: 30, runners: 3 }, now.getTime()) as RaceMarket;
    for (const runner of race.runners) for (const quote of runner.prices) quote.lastUpdated = null;
    return { ...race, updatedAt: now.toISOString(), confirmedAt };
  };
  const tickOf = (race: RaceMarket, refreshedAt: string | null) =>
    tickMessage(race, now, liveTracking(race, now.getTime()), { rows: [], unvalued: null }, [], null, refreshedAt);

  it("should carry the race's confirmation time, however recent our refresh", () => {
    const tick = tickOf(raceWith('2026-11-27T00:50:00.000Z'), '2026-11-27T00:59:58.000Z');
    expect(tick.asOf).toBe('2026-11-27T00:50:00.000Z');
  });

  it('should fall back to our refresh time only when the data does not say', () => {
    expect(tickOf(raceWith(null), '2026-11-27T00:59:58.000Z').asOf).toBe('2026-11-27T00:59:58.000Z');
  });
});

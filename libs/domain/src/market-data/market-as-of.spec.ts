import type { SnapshotRace } from '../market/market-snapshot';
import { marketAsOf, raceAsOfMs } from './market-as-of';

const race = (
  confirmedAt: string | null | undefined,
  stamps: { lastUpdated?: string | null; checkedAt?: string | null }[],
): SnapshotRace & { confirmedAt?: string | null } => ({
  extRaceId: 'r',
  venue: 'Flemington',
  country: 'AUS',
  code: 'T',
  number: 1,
  name: 'R1',
  startTime: '2026-11-27T05:00:00.000Z',
  state: 'open',
  confirmedAt,
  runners: [{ number: 1, name: 'One', scratched: false, prices: stamps.map((s, i) => ({ bookmaker: `B${i}`, win: 3, ...s })) }],
} as SnapshotRace & { confirmedAt?: string | null });

describe('raceAsOfMs', () => {
  it.each([
    ['the fetch that last listed the race, over any quote', '2026-11-27T04:00:00.000Z', [{ lastUpdated: '2026-11-27T04:10:00.000Z' }], '2026-11-27T04:00:00.000Z'],
    ["the newest quote's check time when no fetch says", undefined, [{ lastUpdated: '2026-11-27T03:00:00.000Z', checkedAt: '2026-11-27T03:59:00.000Z' }, { lastUpdated: '2026-11-27T03:30:00.000Z' }], '2026-11-27T03:59:00.000Z'],
    ['the quotes when the confirmation is unreadable', 'soon', [{ lastUpdated: '2026-11-27T03:30:00.000Z' }], '2026-11-27T03:30:00.000Z'],
  ])('should take %s', (_what, confirmedAt, stamps, expected) => {
    expect(raceAsOfMs(race(confirmedAt, stamps))).toBe(Date.parse(expected));
  });

  it('should be NaN when nothing in the race says when it was seen', () => {
    expect(raceAsOfMs(race(null, [{}, { lastUpdated: null }]))).toBeNaN();
  });
});

describe('marketAsOf', () => {
  it('should be the newest race as-of, as ISO-8601 UTC', () => {
    const races = [race('2026-11-27T04:00:00.000Z', []), race(null, [{ lastUpdated: '2026-11-27T04:05:00.000Z' }]), race(null, [])];
    expect(marketAsOf(races)).toBe('2026-11-27T04:05:00.000Z');
  });

  it('should be null for a market that does not say', () => {
    expect(marketAsOf([])).toBeNull();
    expect(marketAsOf([race(null, [])])).toBeNull();
  });
});

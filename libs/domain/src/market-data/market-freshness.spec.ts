import fc from 'fast-check';
import type { FeedHealth } from './market-freshness';
import { marketFreshness, marketReading, quoteFreshness, quoteOutlived } from './market-freshness';
import { marketStaleMessage } from './market-stale-message';

const T0 = Date.parse('2026-11-21T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const LIMITS = { stalePriceSeconds: 120, refreshSeconds: 100 };
const health = (over: Partial<FeedHealth> = {}): FeedHealth => ({
  delivery: 'stream',
  lastSuccessAt: iso(T0),
  lastError: null,
  lastErrorAt: null,
  lastErrorCode: null,
  ...over,
});

describe('marketFreshness (docs/ev-model.md §1)', () => {
  it.each([
    // delivery, seconds since the last word, stale, reason
    ['stream', 119, false, null],
    ['stream', 120, false, null],
    ['stream', 121, true, 'stream_down'],
    // A polled feed is late after two missed fetches (2 × 100 s).
    ['polled', 121, false, null],
    ['polled', 200, false, null],
    ['polled', 201, true, 'feed_down'],
  ] as const)('should judge a %s last heard %p s ago: stale %p (%p)', (delivery, seconds, stale, reason) => {
    const verdict = marketFreshness(health({ delivery }), T0 + seconds * 1000, LIMITS);
    expect(verdict).toMatchObject({ stale, reason, asOf: iso(T0) });
    if (stale) expect(verdict.staleSince).toBe(iso(T0 + (delivery === 'stream' ? 120_000 : 200_000)));
    else expect(verdict.staleAt).toBe(iso(T0 + (delivery === 'stream' ? 120_000 : 200_000)));
  });

  it('should freeze the market at once while the quota is spent, and say since when', () => {
    const verdict = marketFreshness(
      health({ lastError: 'The monthly request quota is spent.', lastErrorAt: iso(T0 + 5_000), lastErrorCode: 'quota_exceeded' }),
      T0 + 6_000,
      LIMITS,
    );
    expect(verdict).toEqual({
      stale: true,
      reason: 'quota_exceeded',
      asOf: iso(T0),
      staleSince: iso(T0 + 5_000),
      staleAt: null,
      detail: 'The monthly request quota is spent.',
    });
  });

  it('should call a market nothing was ever stored for stale, with no data', () => {
    expect(marketFreshness(health({ lastSuccessAt: null }), T0, LIMITS)).toMatchObject({ stale: true, reason: 'no_data', asOf: null });
  });

  it('should honour STALE_PRICE_SECONDS on a stream', () => {
    expect(marketFreshness(health(), T0 + 4_000, { ...LIMITS, stalePriceSeconds: 3 }).stale).toBe(true);
  });
});

describe('quoteFreshness (the one rule for a quote)', () => {
  const fresh = { stale: false, asOfMs: T0 };

  it('should date a quote with no time of its own from the market as-of (a stream: its last frame or heartbeat)', () => {
    expect(quoteFreshness(false, NaN, fresh, T0 + 12_500)).toEqual({ stale: false, ageSeconds: 12.5 });
  });

  it('should date a quote from its own confirmation when it has one, never below 0', () => {
    expect(quoteFreshness(false, T0 - 30_000, fresh, T0)).toEqual({ stale: false, ageSeconds: 30 });
    expect(quoteFreshness(false, T0 + 5_000, fresh, T0)).toEqual({ stale: false, ageSeconds: 0 });
    expect(quoteFreshness(false, NaN, { stale: false, asOfMs: NaN }, T0).ageSeconds).toBeNull();
  });

  it('should mark a quote stale when it outlived its confirmation, or when the whole market is stale', () => {
    expect(quoteFreshness(true, T0 - 300_000, fresh, T0).stale).toBe(true);
    expect(quoteFreshness(false, NaN, { stale: true, asOfMs: T0 }, T0 + 150_000)).toEqual({ stale: true, ageSeconds: 150 });
  });

  it('should read a verdict into numbers', () => {
    expect(marketReading(marketFreshness(health(), T0 + 200_000, LIMITS))).toEqual({ stale: true, asOfMs: T0 });
  });

  it('should tell outlived quotes against their race as-of, not the clock', () => {
    expect(quoteOutlived(T0 - 121_000, T0, 120)).toBe(true);
    expect(quoteOutlived(T0 - 120_000, T0, 120)).toBe(false);
    expect(quoteOutlived(NaN, T0, 120)).toBe(false);
  });

  it('should never call a row fresh while its market is stale, whatever the quote (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.double({ noNaN: false }), fc.integer({ min: 0, max: 1e6 }), (outlived, confirmed, ahead) => {
        const verdict = quoteFreshness(outlived, confirmed, { stale: true, asOfMs: T0 }, T0 + ahead);
        return verdict.stale && (verdict.ageSeconds === null || verdict.ageSeconds >= 0);
      }),
    );
  });
});

describe('marketStaleMessage', () => {
  const time = (value: string) => value.slice(11, 19);

  it('should say nothing of a fresh market', () => {
    expect(marketStaleMessage(marketFreshness(health(), T0, LIMITS), time)).toBeNull();
  });

  it('should say why and since when', () => {
    const down = marketStaleMessage(
      marketFreshness(health({ lastError: 'connection reset', lastErrorAt: iso(T0 + 1000), lastErrorCode: 'network' }), T0 + 130_000, LIMITS),
      time,
    );
    expect(down).toEqual({
      title: 'Prices are stale: the Betwatch stream is down',
      description:
        'Nothing has been heard from Betwatch since 10:00:00 (connection reset). Prices are as they were then and every price is marked stale until the stream is back.',
    });
    expect(
      marketStaleMessage(marketFreshness(health({ lastErrorCode: 'quota_exceeded', lastErrorAt: iso(T0) }), T0, LIMITS), time)?.title,
    ).toBe('Betwatch quota exceeded: prices are frozen');
  });
});

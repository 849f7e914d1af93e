import type { MarketFreshness } from './market-freshness';

/** What the stale banner (dashboard, live page) and the debug view say of a stale market. */
export interface MarketStaleMessage {
  title: string;
  description: string;
}

/**
 * The words for a market stale as a whole (docs/feeds.md, "What it looks like on screen"): why,
 * and since when; null while it is fresh. `time` formats an ISO time for the reader (their clock).
 * One function, so the banner and the debug view say the same.
 */
export function marketStaleMessage(
  freshness: MarketFreshness,
  time: (iso: string) => string,
): MarketStaleMessage | null {
  if (!freshness.stale) return null;
  const asOf = freshness.asOf === null ? null : time(freshness.asOf);
  const why = freshness.detail ? ` (${freshness.detail})` : '';
  switch (freshness.reason) {
    case 'quota_exceeded':
      return {
        title: 'Betwatch quota exceeded: prices are frozen',
        description: `The Betwatch account's monthly request quota is spent. Prices are as they were at ${asOf ?? 'the last update'} and every price is marked stale until the quota resets.`,
      };
    case 'stream_down':
      return {
        title: 'Prices are stale: the Betwatch stream is down',
        description: `Nothing has been heard from Betwatch since ${asOf ?? 'the start'}${why}. Prices are as they were then and every price is marked stale until the stream is back.`,
      };
    case 'feed_down':
      return {
        title: 'Prices are stale: the odds feed is not being read',
        description: `The last good read of the odds feed was at ${asOf ?? 'no time yet'}${why}. Prices are as they were then and every price is marked stale until a read succeeds.`,
      };
    default:
      return {
        title: 'No prices yet: the odds feed has delivered no market',
        description: `Nothing has been stored from the odds feed yet${why}. Every price is marked stale until it delivers.`,
      };
  }
}

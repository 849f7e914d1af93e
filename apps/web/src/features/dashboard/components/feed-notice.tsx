import { Alert } from 'antd';
import { memo } from 'react';
import type { FeedState } from '../api/dashboard.api';

/**
 * Says why every price is marked stale when the feed is frozen (docs/feeds.md, "What it looks
 * like on screen"): Betwatch refused us for the account's monthly quota, so the market stays as
 * it was at its last update until the quota resets. Nothing is shown otherwise (an ordinary
 * stale market has the header's warning icon).
 */
export const FeedNotice = memo(function FeedNotice({
  feed,
}: {
  feed: FeedState | null;
}) {
  if (feed?.lastErrorCode !== 'quota_exceeded') return null;
  const since = feed.lastUpdated
    ? new Date(feed.lastUpdated).toLocaleTimeString('en-AU')
    : 'the last update';
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="feed-notice"
      title="Betwatch quota exceeded: prices are frozen"
      description={`The Betwatch account's monthly request quota is spent. Prices are as they were at ${since} and every price is marked stale until the quota resets.`}
    />
  );
});

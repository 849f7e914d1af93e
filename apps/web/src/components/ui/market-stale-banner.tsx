import { marketStaleMessage } from '@overlay/domain';
import type { MarketFreshness } from '@overlay/contracts';
import { Alert } from 'antd';
import { memo } from 'react';

/** A time as the banner says it: the viewer's clock, hours to seconds. */
function clockTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-AU');
}

/**
 * Says plainly when the whole market is stale (docs/feeds.md, "What it looks like on screen"):
 * why (the stream down, the quota spent, no data) and since when, above the dashboard's cards and
 * on the live page. Every row is then marked stale too; nothing is shown while the market is
 * fresh. The words are the domain's (marketStaleMessage), as the debug view's note.
 */
export const MarketStaleBanner = memo(function MarketStaleBanner({
  freshness,
}: {
  freshness: MarketFreshness | null | undefined;
}) {
  const message = freshness ? marketStaleMessage(freshness, clockTime) : null;
  if (!message) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="status"
      data-testid="market-stale-banner"
      title={message.title}
      description={message.description}
    />
  );
});

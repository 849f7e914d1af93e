import { render, screen } from '@testing-library/react';
import type { MarketFreshness } from '@overlay/contracts';
import { MarketStaleBanner } from '../market-stale-banner';

const FRESH: MarketFreshness = {
  stale: false,
  reason: null,
  asOf: '2026-11-21T01:02:03Z',
  staleSince: null,
  staleAt: '2026-11-21T01:04:03Z',
  detail: null,
};
const time = (iso: string) => new Date(iso).toLocaleTimeString('en-AU');

describe('MarketStaleBanner', () => {
  it('should say the prices are frozen and stale while Betwatch refuses the monthly quota', () => {
    render(
      <MarketStaleBanner
        freshness={{ ...FRESH, stale: true, reason: 'quota_exceeded', staleAt: null, staleSince: '2026-11-21T01:02:05Z' }}
      />,
    );
    expect(screen.getByText('Betwatch quota exceeded: prices are frozen')).toBeInTheDocument();
    expect(screen.getByTestId('market-stale-banner')).toHaveTextContent(
      `Prices are as they were at ${time('2026-11-21T01:02:03Z')} and every price is marked stale until the quota resets.`,
    );
  });

  it('should say the stream is down, since when and why', () => {
    render(
      <MarketStaleBanner
        freshness={{
          ...FRESH,
          stale: true,
          reason: 'stream_down',
          staleAt: null,
          staleSince: '2026-11-21T01:04:03Z',
          detail: 'Betwatch /v1/stream answered 503 stream_unavailable',
        }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Prices are stale: the Betwatch stream is down');
    expect(screen.getByRole('status')).toHaveTextContent(
      `Nothing has been heard from Betwatch since ${time('2026-11-21T01:02:03Z')} (Betwatch /v1/stream answered 503 stream_unavailable).`,
    );
  });

  it('should say when no market was ever delivered', () => {
    render(<MarketStaleBanner freshness={{ ...FRESH, stale: true, reason: 'no_data', asOf: null, staleAt: null }} />);
    expect(screen.getByText('No prices yet: the odds feed has delivered no market')).toBeInTheDocument();
  });

  it('should show nothing while the market is fresh, or before it is known', () => {
    const { container } = render(<MarketStaleBanner freshness={FRESH} />);
    render(<MarketStaleBanner freshness={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByTestId('market-stale-banner')).toBeNull();
  });
});

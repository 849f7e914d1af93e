import { render, screen } from '@testing-library/react';
import { FeedNotice } from '../components/feed-notice';

describe('FeedNotice', () => {
  it('should say the prices are frozen and stale while Betwatch refuses the monthly quota', () => {
    render(
      <FeedNotice
        feed={{
          stale: true,
          lastUpdated: '2026-11-21T01:02:03Z',
          lastError: 'quota',
          lastErrorCode: 'quota_exceeded',
        }}
      />,
    );
    expect(
      screen.getByText('Betwatch quota exceeded: prices are frozen'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('feed-notice')).toHaveTextContent(
      'every price is marked stale until the quota resets',
    );
  });

  it('should show nothing for an ordinary stale market or none', () => {
    const { container } = render(
      <FeedNotice
        feed={{
          stale: true,
          lastUpdated: null,
          lastError: 'HTTP 503',
          lastErrorCode: 'unavailable',
        }}
      />,
    );
    render(<FeedNotice feed={null} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByTestId('feed-notice')).toBeNull();
  });
});

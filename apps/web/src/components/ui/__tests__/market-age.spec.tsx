import { render, screen } from '@testing-library/react';
import { MarketAge } from '../market-age';

const NOW = Date.parse('2026-11-24T01:00:00Z');

describe('MarketAge', () => {
  it("should show the market's age without a warning up to the stale limit", () => {
    render(<MarketAge asOf="2026-11-24T00:59:15Z" nowMs={NOW} />);
    expect(screen.getByTestId('market-age').textContent).toBe('Market 45 s old');
    expect(screen.queryByLabelText('Market data is old')).toBeNull();
  });

  it('should warn past the stale limit (120 s)', () => {
    render(<MarketAge asOf="2026-11-24T00:57:55Z" nowMs={NOW} />);
    expect(screen.getByTestId('market-age').textContent).toBe('Market 2 min 5 s old');
    expect(screen.getByLabelText('Market data is old')).toBeTruthy();
  });

  it('should show nothing without an as-of time', () => {
    const { container } = render(<MarketAge asOf={null} nowMs={NOW} />);
    expect(container.textContent).toBe('');
  });
});

import { screen, waitFor } from '@testing-library/react';
import { EDITOR, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

vi.setConfig({ testTimeout: 60_000 });

const TOP2 = {
  id: 'b2', bookmaker: 'Neds', boostType: 'FIXED_PLACE_K2', raceExtId: 'r1', runnerExtId: 'x3', boostedOdds: 2.2,
  isActive: 1, notes: null, kPlaces: 2, legs: [], raceId: 'r1', raceCode: 'TB', track: 'Flemington',
  raceNumber: 1, runnerNumber: 3, runnerName: 'Zoom', startTime: '2026-11-24T03:00:00Z', baseEV: 10,
  promoEV: 0, totalEV: 10, fairPrice: 2, fairMethod: 'BF Mid', placeFairPrice: 2, placeSource: 'cross_k',
  placeDataWarning: 'Place price estimated from a 3-place market',
};

describe('Top 2 Boost tab', () => {
  it('should list active Top-2 boosts with EV and estimate warnings, and refuse a blank form', async () => {
    const { calls } = mockApi({
      'GET /api/auth/me': { body: { user: EDITOR } },
      'GET /api/boosts/active': { body: { boosts: [TOP2] } },
      'GET /api/admin/bookmakers': { body: [] },
      'GET /api/races': { body: [] },
    });
    const { user } = renderApp('/promo-manager?tab=top2');
    expect(await screen.findByText(/EV \+10\.0%/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByText('Place price estimated from a 3-place market')).toBeInTheDocument();
    expect(screen.getByText('Top-2 price cross_k (estimated)')).toBeInTheDocument();
    // A Top-2 boost is measured against the top-2 fair price.
    expect(screen.getByText(/EV \+10\.0% · top-2 fair 2\.00/)).toBeInTheDocument();
    expect(screen.getByText('Back to Dashboard').closest('a')).toHaveAttribute('href', '/dashboard');
    await user.click(screen.getAllByText('Create Boost')[0]);
    expect(await screen.findByTestId('toast-destructive')).toHaveTextContent('Missing Fields');
    await waitFor(() => expect(calls('POST /api/boosts')).toHaveLength(0));
  });
});

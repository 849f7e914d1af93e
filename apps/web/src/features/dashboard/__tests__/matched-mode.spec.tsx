import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MEMBER, mockApi } from '../../../testing/mock-api';
import { anOpportunityRow } from '../../../testing/an-opportunity-row';
import { renderApp } from '../../../testing/render-app';
import { matchedModeChange } from '../components/matched-switch';
import { defaultOpportunitiesQuery } from '@overlay/domain';
import { activeBookmakersReply } from '../../../testing/contract-replies';

// The dashboard's Matched mode (docs/ev-model.md §10): the lay, rating, locked result and locked EV
// of each row, its filters sent to the api, the switch kept in the address.
const WAIT = { timeout: 30_000 };

const ROW = anOpportunityRow({
  runnerName: 'Night Echo',
  price: 3.8,
  layPrice: 4.1,
  lockRating: -12.31,
  lockedEV: 5.68,
  promoEV: 17.99,
  promoType: 'BonusBack_2nd',
  promoId: 'p1',
  totalEV: 12.97,
});

function serve() {
  return mockApi({
    'GET /api/auth/me': { body: { user: MEMBER } },
    'GET /api/opportunities': {
      body: {
        opportunities: [
          ROW,
          anOpportunityRow({
            id: 'x:1:TAB',
            runnerName: 'No Lay',
            bookmaker: 'TAB',
          }),
        ],
        lastUpdated: new Date().toISOString(),
        commission: 7,
        retention: { source: 'measured', measured: { Betr: 0.81 } },
      },
    },
    'GET /api/bookmakers/active': activeBookmakersReply(['TAB']),
    'GET /api/betwatch/ping': { body: { ok: true, status: 'ok' } },
  });
}

describe('Dashboard: Matched mode', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('../../../app/routes/dashboard-route'),
      import('../components/opportunity-cards'),
    ]);
  }, 120_000);

  it('should show each row’s lay, rating and locked figures, and send its filters, not the mode', async () => {
    const { calls } = serve();
    renderApp('/?matched=true&min_rating=90&lay_only=true');
    expect(
      await screen.findByText('2 opportunities', {}, WAIT),
    ).toBeInTheDocument();
    // 3.80 / 4.10 = 92.7 %; an em dash where the exchange offers no lay.
    expect(screen.getByText('92.7%')).toBeInTheDocument();
    expect(screen.getByText('-12.3%')).toBeInTheDocument();
    expect(screen.getByText('+5.7%')).toBeInTheDocument();
    // Its promo figures say which retention they counted the bonus bet at: Betr's measured 0.81.
    expect(
      screen.getByText('+5.7%').closest('[data-tip]'),
    ).toHaveAttribute(
      'data-tip',
      'Locked result plus the promo on top (Retention 0.81: measured from the market)',
    );
    expect(
      screen.getByText('BonusBack_2nd').closest('[data-tip]')?.getAttribute('data-tip'),
    ).toContain('Retention 0.81: measured from the market');
    expect(screen.getByRole('switch', { name: 'Matched' })).toBeChecked();
    const url = calls('GET /api/opportunities')[0].url;
    expect(url).toContain('min_rating=90');
    expect(url).toContain('lay_only=true');
    expect(url).not.toContain('matched');
  });

  it('should hedge at the address’s commission, kept when a filter changes', async () => {
    const { calls } = serve();
    const { router } = renderApp('/?matched=true&commission=8');
    expect(await screen.findByText('2 opportunities', {}, WAIT)).toBeInTheDocument();
    expect(calls('GET /api/opportunities')[0].url).toContain('commission=8');
    fireEvent.click(screen.getByRole('switch', { name: 'Matched' }));
    await waitFor(() => expect(router.state.location.search).not.toContain('matched'));
    expect(router.state.location.search).toContain('commission=8');
  });

  it('should turn the mode off from its switch and keep that in the address', async () => {
    serve();
    renderApp('/?matched=true');
    fireEvent.click(
      await screen.findByRole('switch', { name: 'Matched' }, WAIT),
    );
    await waitFor(() =>
      expect(window.location.search).not.toContain('matched'),
    );
    expect(screen.queryByText('92.7%')).not.toBeInTheDocument();
  });

  it('should sort by locked EV when turned on from the default order, and back when turned off', () => {
    const q = defaultOpportunitiesQuery(['TAB']);
    expect(matchedModeChange(q, true)).toEqual({
      matched: true,
      sortBy: 'lockedEV',
      sortDir: 'desc',
    });
    expect(
      matchedModeChange({ ...q, sortBy: 'lockedEV', matched: true }, false),
    ).toEqual({
      matched: false,
      sortBy: 'totalEV',
      sortDir: 'desc',
    });
    expect(matchedModeChange({ ...q, sortBy: 'price' }, true)).toEqual({
      matched: true,
    });
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { EDITOR, MEMBER, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

function mover(runnerName: string, fairFrom: number, fairTo: number) {
  return {
    extRaceId: 'flem-4',
    venue: 'Flemington',
    raceNumber: 4,
    raceCode: 'TB',
    startTime: new Date(Date.now() + 3_600_000).toISOString(),
    runnerNumber: runnerName.length,
    runnerName,
    fairFrom,
    fairTo,
    fairMovePct: (fairTo / fairFrom - 1) * 100,
    bestPriceFrom: fairFrom + 0.2,
    bestPriceTo: fairTo + 0.2,
    bestBookmaker: 'Betr',
    bestMovePct: 0,
    sparkline: [fairFrom, (fairFrom + fairTo) / 2, fairTo],
  };
}

function serve(user: typeof EDITOR | typeof MEMBER) {
  return mockApi({
    'GET /api/auth/me': { body: { user } },
    'GET /api/opportunities': {
      body: { opportunities: [], lastUpdated: null },
    },
    'GET /api/movers': (request) => ({
      body: {
        window: Number(
          new URL(request.url, 'http://x').searchParams.get('window'),
        ),
        generatedAt: new Date().toISOString(),
        // 5.00 → 4.00 is −20.0 %; 3.00 → 3.60 is +20.0 %.
        firming: [mover('Steamer', 5, 4)],
        drifting: [mover('Drifter Dan', 3, 3.6)],
      },
    }),
  });
}

const WAIT = { timeout: 30_000 };

describe('Steamers & drifters panel', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('../../../app/routes/dashboard-route'),
      import('../components/movers-panel'),
    ]);
  }, 120_000);
  beforeEach(() => localStorage.removeItem('overlay.moversOpen'));

  it('should load nothing until opened, then show both lists, switch windows and link staff to the live race', async () => {
    const { calls } = serve(EDITOR);
    const { user } = renderApp('/');
    const header = await screen.findByText('Steamers & drifters', {}, WAIT);
    await screen.findByText('No Opportunities Found', {}, WAIT);
    expect(calls('GET /api/movers')).toHaveLength(0);
    await user.click(header);
    const steamers = await screen.findByRole(
      'region',
      { name: 'Steamers (firming)' },
      WAIT,
    );
    expect(within(steamers).getByText('7. Steamer')).toBeInTheDocument();
    expect(within(steamers).getByText('−20.0%')).toBeInTheDocument();
    expect(
      within(steamers).getByRole('img', {
        name: 'Fair price 5.00, 4.50, 4.00',
      }),
    ).toBeInTheDocument();
    expect(
      within(steamers).getByRole('link', { name: 'Flemington R4' }),
    ).toHaveAttribute('href', '/admin/live/flem-4');
    const drifters = screen.getByRole('region', { name: 'Drifters' });
    expect(within(drifters).getByText('+20.0%')).toBeInTheDocument();
    expect(calls('GET /api/movers')[0].url).toBe('/api/movers?window=15');
    await user.click(screen.getByText('60 min'));
    await waitFor(() =>
      expect(calls('GET /api/movers').at(-1)?.url).toBe(
        '/api/movers?window=60',
      ),
    );
    expect(localStorage.getItem('overlay.moversOpen')).toBe('1');
  });

  it('should show a member the race without a link', async () => {
    localStorage.setItem('overlay.moversOpen', '1');
    serve(MEMBER);
    renderApp('/');
    const steamers = await screen.findByRole(
      'region',
      { name: 'Steamers (firming)' },
      WAIT,
    );
    expect(
      within(steamers).getByText('Flemington R4', { exact: false }),
    ).toBeInTheDocument();
    expect(within(steamers).queryByRole('link')).not.toBeInTheDocument();
  });
});

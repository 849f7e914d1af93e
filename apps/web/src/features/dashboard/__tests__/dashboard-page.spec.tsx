import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN, deferred, MEMBER, mockApi } from '../../../testing/mock-api';
import { anOpportunityRow } from '../../../testing/an-opportunity-row';
import { setWindowWidth } from '../../../testing/window-width';
import {
  activeBookmakersReply,
  bettingSettingsReply,
} from '../../../testing/contract-replies';
import { renderApp } from '../../../testing/render-app';

const START = new Date(Date.now() + 3 * 3_600_000).toISOString();

function opportunity(id: string, venue: string, raceNumber: number, totalEV: number) {
  return anOpportunityRow({
    id,
    extRaceId: `race-${id}`,
    venue,
    raceNumber,
    raceName: `Race ${raceNumber}`,
    startTime: START,
    runnerName: `Runner ${id}`,
    ev: totalEV,
    totalEV,
    promoK: 3,
  });
}

const ROWS = {
  body: {
    opportunities: [
      opportunity('a', 'Moonee Valley', 5, 25),
      opportunity('b', 'Randwick', 2, 8),
    ],
    lastUpdated: new Date().toISOString(),
  },
};

// Whole-app renders: on a shared 2-core machine the first lazy render can take several seconds.
const WAIT = { timeout: 30_000 };

describe('Dashboard', { timeout: 60_000 }, () => {
  // The rows view and the debug dialog are lazy chunks (the route's first-load budget): transform
  // them once here, so a test's 10 s wait is not spent compiling antd's Table on a loaded machine.
  beforeAll(async () => {
    await Promise.all([
      import('../../../app/routes/dashboard-route'),
      import('../components/opportunities-table'),
      import('../components/opportunity-cards'),
      import('../components/debug-dialog'),
    ]);
  }, 120_000);

  it('should send the URL filters to the api and show the rows, counts and cards', async () => {
    const { calls } = mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      'GET /api/opportunities': ROWS,
      'GET /api/bookmakers/active': activeBookmakersReply(['TAB']),
      'GET /api/betwatch/ping': { body: { ok: true, status: 'ok' } },
    });
    renderApp('/?min_total_ev=5&codes=TB,XX&within_minutes=abc');
    expect(
      await screen.findByText('2 opportunities', {}, WAIT),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Australian Racing/)).toBeInTheDocument();
    expect(
      await screen.findByText('✓ Connected', {}, WAIT),
    ).toBeInTheDocument();
    const url = calls('GET /api/opportunities')[0].url;
    expect(url).toContain('min_total_ev=5');
    expect(url).toMatch(/[?&]codes=TB(&|$)/);
    expect(url).toContain('within_minutes=720');
  });

  it('should read a row without a total EV as its base EV (docs/product.md §3)', async () => {
    const { totalEV: _left, ...withoutTotal } = opportunity('a', 'Moonee Valley', 5, 7);
    mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      'GET /api/opportunities': {
        body: { ...ROWS.body, opportunities: [withoutTotal, { ...opportunity('b', 'Randwick', 2, -3), totalEV: null }] },
      },
      'GET /api/bookmakers/active': activeBookmakersReply(['TAB']),
      'GET /api/betwatch/ping': { body: { ok: true, status: 'ok' } },
    });
    renderApp('/');
    expect(await screen.findByText('2 opportunities', {}, WAIT)).toBeInTheDocument();
    const best = screen.getByText('Best Total EV').closest('.ant-card') as HTMLElement;
    expect(within(best).getByText('+7.0%')).toBeInTheDocument();
    expect(within(best).getByText('Runner a')).toBeInTheDocument();
  });

  it('should say plainly when the whole market is stale, and ask for the rows again when a fresh market turns stale', async () => {
    const staleAt = new Date(Date.now() + 1_000).toISOString();
    let reads = 0;
    mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      'GET /api/opportunities': () => {
        reads += 1;
        const fresh = reads === 1;
        return {
          body: {
            ...ROWS.body,
            opportunities: ROWS.body.opportunities.map((row) => ({ ...row, stale: !fresh })),
            // A stale market names every race in staleRaces; its rows are kept, none hidden.
            staleRaces: fresh ? [] : [{ extRaceId: 'r1', venue: 'Flemington', raceNumber: 1, books: ['TAB'] }],
            marketFreshness: fresh
              ? { stale: false, reason: null, asOf: ROWS.body.lastUpdated, staleSince: null, staleAt, detail: null }
              : {
                  stale: true,
                  reason: 'stream_down',
                  asOf: ROWS.body.lastUpdated,
                  staleSince: staleAt,
                  staleAt: null,
                  detail: 'Betwatch /v1/stream answered 503 stream_unavailable',
                },
          },
        };
      },
      'GET /api/bookmakers/active': activeBookmakersReply(['TAB']),
      'GET /api/betwatch/ping': { body: { ok: true, status: 'ok' } },
    });
    renderApp('/');
    expect(await screen.findByText('2 opportunities', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId('market-stale-banner')).toBeNull();
    // No data_refresh comes when a stream falls silent: the page reads again at staleAt itself.
    const banner = await screen.findByTestId('market-stale-banner', {}, WAIT);
    expect(banner).toHaveTextContent('Prices are stale: the Betwatch stream is down');
    expect(banner).toHaveTextContent('(Betwatch /v1/stream answered 503 stream_unavailable)');
    expect(await screen.findAllByLabelText('Stale price', {}, WAIT)).not.toHaveLength(0);
    // The banner says it all: no "races hidden" notice beside rows that are shown.
    expect(screen.queryByTestId('stale-races-notice')).toBeNull();
  });

  it('should value the rows with the address\'s fair_method and keep it through a filter change (a saved view keeps one)', async () => {
    const { calls } = mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      'GET /api/opportunities': ROWS,
      'GET /api/bookmakers/active': activeBookmakersReply(['TAB']),
      'GET /api/betwatch/ping': { body: { ok: true, status: 'ok' } },
    });
    renderApp('/?fair_method=shin&min_total_ev=5');
    expect(await screen.findByText('2 opportunities', {}, WAIT)).toBeInTheDocument();
    expect(calls('GET /api/opportunities')[0].url).toMatch(/[?&]fair_method=shin(&|$)/);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(calls('GET /api/opportunities').at(-1)?.url).not.toContain('min_total_ev=5'), WAIT);
    expect(calls('GET /api/opportunities').at(-1)?.url).toMatch(/[?&]fair_method=shin(&|$)/);
  });

  it('should draw the first page (max_results=40) while the whole set loads, then the whole set, counts included (docs/product.md §2)', async () => {
    const whole = deferred();
    // The top 40 by total EV, and the whole set: those and one more below them.
    const top = Array.from({ length: 40 }, (_, i) =>
      opportunity(`p${String(i).padStart(2, '0')}`, 'Moonee Valley', 5, 60 - i),
    );
    const reply = (rows: unknown[]) => ({
      body: { opportunities: rows, lastUpdated: new Date().toISOString() },
    });
    const { calls } = mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      'GET /api/opportunities': (request) =>
        request.url.includes('max_results=40&')
          ? reply(top)
          : {
              ...reply([...top, opportunity('z', 'Randwick', 2, 1)]),
              until: whole.promise,
            },
      'GET /api/bookmakers/active': activeBookmakersReply([]),
    });
    renderApp('/');
    expect(
      await screen.findByText('Top 40 opportunities', { exact: false }, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('(loading all)')).toBeInTheDocument();
    // The counts over the whole set are not known yet.
    expect(screen.getAllByText('…')).toHaveLength(2);
    expect(screen.queryByText('Calculating Opportunities')).toBeNull();
    const sent = calls('GET /api/opportunities').map((call) => call.url);
    expect(sent).toHaveLength(2);
    expect(sent.filter((url) => url.includes('max_results=1000&'))).toHaveLength(1);
    await act(async () => whole.resolve());
    expect(
      await screen.findByText('41 opportunities', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.queryByText('(loading all)')).toBeNull();
    expect(screen.queryByText('…')).toBeNull();
    // Nothing asked again once the whole set is in.
    expect(calls('GET /api/opportunities')).toHaveLength(2);
  });

  it('should take a first page shorter than asked for as the whole set: its count at once', async () => {
    const whole = deferred();
    mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      'GET /api/opportunities': (request) =>
        request.url.includes('max_results=40&')
          ? ROWS
          : { ...ROWS, until: whole.promise },
      'GET /api/bookmakers/active': activeBookmakersReply([]),
    });
    renderApp('/');
    expect(
      await screen.findByText('2 opportunities', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.queryByText('…')).toBeNull();
    await act(async () => whole.resolve());
  });

  it('should ask for the whole set only when the view is sorted otherwise', async () => {
    const { calls } = mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      'GET /api/opportunities': ROWS,
      'GET /api/bookmakers/active': activeBookmakersReply([]),
    });
    renderApp('/?sort_by=price&sort_dir=asc');
    await screen.findByText('2 opportunities', {}, WAIT);
    const sent = calls('GET /api/opportunities').map((call) => call.url);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('max_results=1000');
  });

  it('should narrow the rows by the search and say what it filtered from', async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      'GET /api/opportunities': ROWS,
      'GET /api/bookmakers/active': activeBookmakersReply([]),
    });
    const { user, router } = renderApp('/');
    await screen.findByText('2 opportunities', {}, WAIT);
    await user.type(screen.getByLabelText('Search races'), 'moonee r5');
    expect(
      await screen.findByText('1 opportunities', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('(filtered from 2)')).toBeInTheDocument();
    // The rows narrow in the keystroke's own render; the address follows (a router transition).
    await waitFor(
      () => expect(router.state.location.search).toBe('?q=moonee+r5'),
      WAIT,
    );
  });

  it('should sort the loaded rows on a header click without asking the api again, the URL mirroring the sort', async () => {
    const { calls } = mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      'GET /api/opportunities': ROWS,
      'GET /api/bookmakers/active': activeBookmakersReply([]),
    });
    const { user, router } = renderApp('/?sort_by=price&sort_dir=asc');
    await screen.findByText('2 opportunities', {}, WAIT);
    // The table's first row (jsdom has no layout: the virtual table may draw only one).
    const firstRunner = () =>
      document
        .querySelector('.ant-table-tbody')
        ?.textContent?.match(/Runner [ab]/)?.[0];
    // Equal prices: ties by id.
    await waitFor(() => expect(firstRunner()).toBe('Runner a'), WAIT);
    const header = (title: string) =>
      [...document.querySelectorAll<HTMLElement>('.ant-table-thead th')].find(
        (th) => th.textContent?.trim() === title,
      ) as HTMLElement;
    // Spec §2: the first click on Race sorts ascending (Moonee Valley first), the second descending.
    await user.click(header('Race'));
    await waitFor(
      () =>
        expect(router.state.location.search).toBe(
          '?sort_by=raceName&sort_dir=asc',
        ),
      WAIT,
    );
    expect(firstRunner()).toBe('Runner a');
    await user.click(header('Race'));
    await waitFor(() => expect(firstRunner()).toBe('Runner b'), WAIT);
    await waitFor(
      () => expect(router.state.location.search).toBe('?sort_by=raceName'),
      WAIT,
    );
    // Back walks the sort: the view follows the address, not the click drawn ahead of it.
    await act(() => router.navigate(-1));
    await waitFor(
      () =>
        expect(router.state.location.search).toBe(
          '?sort_by=raceName&sort_dir=asc',
        ),
      WAIT,
    );
    await waitFor(() => expect(firstRunner()).toBe('Runner a'), WAIT);
    const sent = calls('GET /api/opportunities');
    expect(sent).toHaveLength(1);
    expect(sent[0].url).not.toMatch(/sort_by|sort_dir|[?&]q=/);
  });

  it('should show the error state with Try Again, and Force Data Refresh for admins only', async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: ADMIN } },
      'GET /api/opportunities': { status: 500, body: { message: 'boom' } },
    });
    const { user } = renderApp('/');
    expect(
      await screen.findByText('Something Went Wrong', {}, WAIT),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Try Again' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('✗ Error', {}, WAIT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'More actions' }));
    expect(
      await screen.findByText('Force Data Refresh', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText('Test API Connection')).toBeInTheDocument();
  });

  it('should show the empty state with Clear Filters when filters are active, and Reset restores the defaults', async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      'GET /api/opportunities': {
        body: { opportunities: [], lastUpdated: null },
      },
    });
    const { user, router } = renderApp('/?max_odds=10&q=x&race_id=r1');
    expect(
      await screen.findByText('No Opportunities Found', {}, WAIT),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''), WAIT);
  });

  it('should say which races are hidden because their prices are stale (docs/ev-model.md §1)', async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      'GET /api/opportunities': {
        body: {
          opportunities: [],
          lastUpdated: null,
          staleRaces: [{ extRaceId: 'r3', venue: 'Flemington', raceNumber: 3, books: ['Sportsbet', 'TAB'] }],
        },
      },
    });
    renderApp('/');
    expect(
      await screen.findByText('1 race hidden: prices stale (Sportsbet, TAB)', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByTestId('stale-races-notice')).toHaveTextContent('Flemington R3');
  });

  describe('suggested stakes', () => {
    // Row a: 1000 × 0.25 × 0.0578 = 14.45 → $14; row b has kelly 0 (no edge) → '—'.
    const serveStakes = () =>
      mockApi({
        'GET /api/auth/me': { body: { user: MEMBER } },
        'GET /api/opportunities': {
          body: {
            opportunities: [
              { ...opportunity('a', 'Moonee Valley', 5, 25), kelly: 0.0578 },
              { ...opportunity('b', 'Randwick', 2, -3), kelly: 0 },
            ],
            lastUpdated: new Date().toISOString(),
          },
        },
        'GET /api/bookmakers/active': activeBookmakersReply([]),
        'GET /api/users/me/betting': bettingSettingsReply({
          bankroll: 1000,
          kellyFraction: 0.25,
          maxStakePct: 0.05,
        }),
      });

    it('should put the Stake column after Total EV and show the stake of the first row', async () => {
      serveStakes();
      renderApp('/');
      await screen.findByText('2 opportunities', {}, WAIT);
      const titles = () =>
        [...document.querySelectorAll('.ant-table-thead th')].map((th) =>
          th.textContent?.trim(),
        );
      await waitFor(() => expect(titles()).toContain('Stake'), WAIT);
      expect(titles().indexOf('Stake')).toBe(titles().indexOf('Total EV') + 1);
      // Sorted by total EV, row a first (the virtual table may draw only one row in jsdom).
      await waitFor(
        () =>
          expect(
            document.querySelector('.ant-table-tbody')?.textContent,
          ).toContain('$14'),
        WAIT,
      );
    });

    it('should give a screen reader one table: named, its rows counted, each row and cell saying what it is', async () => {
      serveStakes();
      renderApp('/');
      await screen.findByText('2 opportunities', {}, WAIT);
      const table = await screen.findByRole('table', { name: 'Opportunities' }, WAIT);
      // The header row and the two rows, though a virtual body draws only those in view.
      expect(table).toHaveAttribute('aria-rowcount', '3');
      // Nor is it read out at each price change: antd's loading wrapper is a polite live region.
      await waitFor(() => expect(table.closest('[aria-live="polite"]')).toBeNull(), WAIT);
      const headers = within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent?.trim());
      expect(headers.slice(0, 3)).toEqual(['Race', 'Time', 'Runner']);
      const first = await waitFor(() => {
        const row = within(table)
          .getAllByRole('row')
          .find((r) => r.getAttribute('aria-rowindex') === '2');
        expect(row).toBeDefined();
        return row as HTMLElement;
      }, WAIT);
      expect(within(first).getAllByRole('cell')[2]).toHaveTextContent('Runner a');
    });

    describe('on a phone', () => {
      beforeEach(() => setWindowWidth(375));

      it("should show 'Stake $N' on a card with a stake and nothing on one without", async () => {
        serveStakes();
        renderApp('/');
        const cards = () => [
          ...document.querySelectorAll<HTMLElement>('.ant-list-item'),
        ];
        await waitFor(() => expect(cards()).toHaveLength(2), WAIT);
        // Nor are the cards read out at each price change (antd's List sits in a live region).
        await waitFor(() => expect(cards()[0].closest('[aria-live="polite"]')).toBeNull(), WAIT);
        // Sorted by total EV: row a's card first. The cards can draw before
        // the betting settings answer, so the stake is awaited.
        expect(cards()[0]).toHaveTextContent('Runner a');
        await waitFor(
          () => expect(cards()[0]).toHaveTextContent('Stake $14'),
          WAIT,
        );
        expect(cards()[1]).toHaveTextContent('Runner b');
        expect(cards()[1]).not.toHaveTextContent('Stake');
      });
    });
  });
});

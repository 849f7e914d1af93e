import { screen, waitFor } from '@testing-library/react';
import { MEMBER, deferred, mockApi } from '../../testing/mock-api';
import { anOpportunityRow } from '../../testing/an-opportunity-row';
import { renderApp } from '../../testing/render-app';
import { prefetchAtBoot } from '../boot-prefetch';
import { createAppStore } from '../store';
import { activeBookmakersReply } from '../../testing/contract-replies';

const ROW = anOpportunityRow({ id: 'a', runnerName: 'Runner a', promoK: 3 });

const WAIT = { timeout: 30_000 };
/** The page's cookies while a session cookie is held (the api's sign of it). */
const SIGNED_IN = 'theme=x; overlay_signed_in=1';
const opportunityEntries = (store: ReturnType<typeof createAppStore>) =>
  Object.keys(store.getState().api.queries).filter((key) =>
    key.startsWith('opportunities('),
  );

describe('prefetchAtBoot', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import('../routes/dashboard-route');
    await import('../../features/dashboard/components/opportunities-table');
  }, 120_000);

  it('should ask for the opportunities before the session check answers, and the dashboard should use that entry', async () => {
    const me = deferred();
    const { calls } = mockApi({
      'GET /api/auth/me': async () => {
        await me.promise;
        return { body: { user: MEMBER } };
      },
      'GET /api/opportunities': {
        body: { opportunities: [ROW], lastUpdated: new Date().toISOString() },
      },
      'GET /api/bookmakers/active': activeBookmakersReply([]),
    });
    const path = '/dashboard?min_total_ev=5&sort_by=price&q=moonee';
    const store = createAppStore();
    prefetchAtBoot(
      store,
      { pathname: '/dashboard', search: path.slice(10) },
      SIGNED_IN,
    );
    await waitFor(
      () => expect(calls('GET /api/opportunities')).toHaveLength(1),
      WAIT,
    );
    const sent = calls('GET /api/opportunities');
    // Sort and search stay in the browser.
    expect(sent[0].url).toContain('min_total_ev=5');
    expect(sent[0].url).not.toMatch(/sort_by|sort_dir|[?&]q=/);
    // The session check went out at boot too, beside the opportunities, still unanswered.
    expect(calls('GET /api/auth/me')).toHaveLength(1);
    renderApp(path, store);
    me.resolve();
    expect(
      await screen.findByText('1 opportunities', {}, WAIT),
    ).toBeInTheDocument();
    expect(calls('GET /api/opportunities')).toHaveLength(1);
    expect(calls('GET /api/auth/me')).toHaveLength(1);
  });

  it('should drop a 401 answer (a session ended on the server) quietly: no error shown, no entry kept, the sign-in screen as usual', async () => {
    const { calls } = mockApi({
      'GET /api/auth/me': { status: 401, body: { message: 'Unauthorized' } },
      'GET /api/opportunities': {
        status: 401,
        body: { message: 'Unauthorized' },
      },
    });
    const store = createAppStore();
    prefetchAtBoot(store, { pathname: '/', search: '' }, SIGNED_IN);
    const { router } = renderApp('/', store);
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/login'),
      WAIT,
    );
    await waitFor(() => expect(opportunityEntries(store)).toEqual([]), WAIT);
    // The default view: its first page and its whole set (docs/product.md §2), both dropped.
    expect(
      calls('GET /api/opportunities').map((call) =>
        new URLSearchParams(call.url.split('?')[1]).get('max_results'),
      ),
    ).toEqual(['40', '1000']);
    expect(screen.queryByText('Something Went Wrong')).toBeNull();
  });

  it('should not send the session call again when it answered 401 before the app rendered (docs/product.md §7: not retried)', async () => {
    const { calls } = mockApi({
      'GET /api/auth/me': { status: 401, body: { message: 'Unauthorized' } },
    });
    const store = createAppStore();
    prefetchAtBoot(store, { pathname: '/login', search: '' }, SIGNED_IN);
    await waitFor(
      () => expect(store.getState().session.status).toBe('signed-out'),
      WAIT,
    );
    renderApp('/login', store);
    expect(
      await screen.findByText(
        'Enter your credentials to access your account',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    // Past any effect that would subscribe and ask again.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(calls('GET /api/auth/me')).toHaveLength(1);
  });

  it('should start only the session check on another screen', async () => {
    const { requests } = mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
    });
    const store = createAppStore();
    prefetchAtBoot(store, { pathname: '/promos', search: '' }, SIGNED_IN);
    await waitFor(() => expect(requests).toHaveLength(1), WAIT);
    expect(requests[0].url).toMatch(/\/api\/auth\/me$/);
    expect(opportunityEntries(store)).toEqual([]);
  });

  it('should ask nothing without a session cookie (no 401s in the console) and show the sign-in screen', async () => {
    const { requests } = mockApi({});
    const store = createAppStore();
    prefetchAtBoot(store, { pathname: '/', search: '' }, 'theme=x');
    expect(store.getState().session.status).toBe('signed-out');
    const { router } = renderApp('/', store);
    await waitFor(
      () => expect(router.state.location.pathname).toBe('/login'),
      WAIT,
    );
    expect(
      await screen.findByText(
        'Enter your credentials to access your account',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(requests).toEqual([]);
    expect(opportunityEntries(store)).toEqual([]);
  });
});

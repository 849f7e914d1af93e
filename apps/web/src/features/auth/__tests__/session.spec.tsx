import { screen, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import {
  ADMIN,
  deferred,
  HEALTHY,
  MEMBER,
  mockApi,
  SIGNED_OUT,
} from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { reply } from '../../../testing/contract-replies';
import type { NotificationSettings } from '@overlay/contracts';

describe('Session', () => {
  it("should show 'Loading...' while the session is checked, then send a visitor to /login", async () => {
    const hold = deferred();
    mockApi({ 'GET /api/auth/me': { ...SIGNED_OUT, until: hold.promise } });
    const { router } = renderApp('/admin');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin');
    hold.resolve();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByRole('heading', { name: 'Login' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['a 500', { status: 500, body: 'boom' }],
    ['an unreadable answer', { body: 'not json' }],
  ])(
    'should treat %s from the session call as signed out',
    async (_label, reply) => {
      mockApi({ 'GET /api/auth/me': reply });
      const { router } = renderApp('/');
      await waitFor(() =>
        expect(router.state.location.pathname).toBe('/login'),
      );
    },
  );

  it('should keep the address that asked for sign-in, and return there once signed in', async () => {
    mockApi({ 'GET /api/auth/me': SIGNED_OUT });
    const visit = renderApp('/?race_id=r1&codes=HR');
    await waitFor(() => expect(visit.router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(visit.router.state.location.search).get('next')).toBe('/?race_id=r1&codes=HR');
    visit.unmount();
    mockApi({ 'GET /api/auth/me': { body: { user: MEMBER } }, 'GET /api/health': HEALTHY });
    const back = renderApp(`/login?next=${encodeURIComponent('/?race_id=r1&codes=HR')}`);
    await waitFor(() => expect(back.router.state.location.pathname).toBe('/'));
    expect(back.router.state.location.search).toBe('?race_id=r1&codes=HR');
  });

  it('should send a signed-in user from /login and /signup to /', async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      'GET /api/health': HEALTHY,
    });
    const login = renderApp('/login');
    await waitFor(() => expect(login.router.state.location.pathname).toBe('/'));
    login.unmount();
    const signup = renderApp('/signup');
    await waitFor(() =>
      expect(signup.router.state.location.pathname).toBe('/'),
    );
  });

  it('should log out through the user menu and land on /login', async () => {
    let signedIn = true;
    const { calls } = mockApi({
      'GET /api/auth/me': () =>
        signedIn ? { body: { user: ADMIN } } : SIGNED_OUT,
      'GET /api/health': HEALTHY,
      'POST /api/auth/logout': () => {
        signedIn = false;
        return { status: 204 };
      },
    });
    const { user, router, store } = renderApp('/');
    await user.click(await screen.findByTestId('user-menu'));
    await user.click(await screen.findByText('Logout'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(calls('POST /api/auth/logout')).toHaveLength(1);
    expect(calls('POST /api/auth/logout')[0].headers.get('content-type')).toBe(
      'application/json',
    );
    expect(store.getState().session).toMatchObject({
      status: 'signed-out',
      user: null,
    });
    // No push subscription in this browser: nothing to release.
    expect(calls('POST /api/auth/logout')[0].body).toEqual({});
  });

  it("should release this browser's push endpoint when it logs out", async () => {
    const endpoint = 'https://push.example/this-browser';
    const getRegistration = vi.fn(async () => ({
      pushManager: { getSubscription: async () => ({ endpoint }) },
    }));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: { getRegistration } }));
    try {
      let signedIn = true;
      const { calls } = mockApi({
        'GET /api/auth/me': () => (signedIn ? { body: { user: ADMIN } } : SIGNED_OUT),
        'GET /api/health': HEALTHY,
        'POST /api/auth/logout': () => {
          signedIn = false;
          return { status: 204 };
        },
      });
      const { user, router } = renderApp('/');
      await user.click(await screen.findByTestId('user-menu'));
      await user.click(await screen.findByText('Logout'));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(calls('POST /api/auth/logout').map((call) => call.body)).toEqual([{ pushEndpoint: endpoint }]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('should clear the user when a mutation answers 401', async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: ADMIN } },
      'GET /api/users/me/notifications': reply<NotificationSettings>({
        enabled: false,
        threshold: 10,
        sound: true,
      }),
      'PATCH /api/users/me/notifications': {
        status: 401,
        body: {
          statusCode: 401,
          message: 'Session expired',
          error: 'Unauthorized',
        },
      },
    });
    const { user, router } = renderApp('/settings/notifications');
    const soundSwitch = await screen.findByRole('switch', { name: 'Sound' }, { timeout: 30_000 });
    await user.click(soundSwitch);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

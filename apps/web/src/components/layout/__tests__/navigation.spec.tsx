import { screen, waitFor, within } from '@testing-library/react';
import {
  ADMIN,
  EDITOR,
  HEALTHY,
  MEMBER,
  mockApi,
} from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { setWindowWidth } from '../../../testing/window-width';
import { activeNavKey } from '../../../config/paths';

type Role = typeof ADMIN | typeof EDITOR | typeof MEMBER;

function signIn(user: Role) {
  return mockApi({
    'GET /api/auth/me': { body: { user } },
    'GET /api/health': HEALTHY,
    'GET /api/admin/users': { body: { users: [] } },
  });
}

async function mainNav() {
  const navs = await screen.findAllByRole('navigation', { name: 'Main' });
  return navs[0];
}

describe('Navigation bar', () => {
  it.each([
    [
      'member',
      MEMBER,
      ['Dashboard', 'Bet Log'],
      ['Promo Manager', 'Live Tracker', 'Admin Panel'],
    ],
    [
      'promo_editor',
      EDITOR,
      ['Dashboard', 'Bet Log', 'Promo Manager', 'Live Tracker'],
      ['Admin Panel'],
    ],
    [
      'admin',
      ADMIN,
      ['Dashboard', 'Bet Log', 'Promo Manager', 'Live Tracker', 'Admin Panel'],
      [],
    ],
  ] as const)(
    'should show a %s the links of their role',
    async (_role, who, visible, hidden) => {
      signIn(who);
      renderApp('/');
      const nav = await mainNav();
      await waitFor(() =>
        expect(within(nav).getAllByRole('link').length).toBeGreaterThan(0),
      );
      for (const label of visible)
        expect(
          within(nav).getByRole('link', { name: label }),
        ).toBeInTheDocument();
      for (const label of hidden)
        expect(
          within(nav).queryByRole('link', { name: label }),
        ).not.toBeInTheDocument();
    },
  );

  it('should point each link at its route', async () => {
    signIn(ADMIN);
    renderApp('/');
    const nav = await mainNav();
    const hrefs = Object.fromEntries(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      Dashboard: '/',
      'Bet Log': '/bets',
      Alerts: '/alerts',
      'Promo Manager': '/promo-manager',
      'Live Tracker': '/admin/live-tracker',
      'Admin Panel': '/admin',
    });
  });

  it.each([
    [ADMIN, 'Admin'],
    [EDITOR, 'Editor'],
    [MEMBER, 'Member'],
  ])(
    'should show the role badge of $role in the user menu',
    async (who, badge) => {
      signIn(who);
      const { user } = renderApp('/');
      const trigger = await screen.findByTestId('user-menu');
      expect(within(trigger).getByTestId('role-badge')).toHaveTextContent(
        badge,
      );
      await user.click(trigger);
      expect(
        await screen.findByRole('link', { name: 'Notification Settings' }),
      ).toHaveAttribute('href', '/settings/notifications');
      expect(screen.getByText('Logout')).toBeInTheDocument();
      expect(screen.getByText(who.email)).toBeInTheDocument();
    },
  );

  it('should move the links into a drawer on a narrow screen', async () => {
    setWindowWidth(375);
    signIn(EDITOR);
    const { user } = renderApp('/');
    await user.click(
      await screen.findByRole('button', { name: 'Open menu' }),
    );
    const drawer = await screen.findByRole('dialog');
    expect(
      within(drawer).getByRole('link', { name: 'Promo Manager' }),
    ).toBeInTheDocument();
    expect(
      within(drawer).queryByRole('link', { name: 'Admin Panel' }),
    ).not.toBeInTheDocument();
  });

  it('should show a member no user table at /admin', async () => {
    const { calls } = signIn(MEMBER);
    renderApp('/admin');
    // It stands for the page, so it is the page's h1.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access denied' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(calls('GET /api/admin/users')).toHaveLength(0);
  });

  describe('activeNavKey', () => {
    it.each([
      ['/', '/'],
      ['/admin', '/admin'],
      ['/admin/live-tracker', '/admin/live-tracker'],
      ['/admin/live/abc', '/admin/live-tracker'],
      ['/promo-manager', '/promo-manager'],
      ['/settings/notifications', undefined],
    ])('should mark %s as %s', (path, key) => {
      expect(activeNavKey(path)).toBe(key);
    });
  });
});

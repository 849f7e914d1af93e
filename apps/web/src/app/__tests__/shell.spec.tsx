import { screen, waitFor, within } from '@testing-library/react';
import { setSystemDark } from '../../testing/match-media';
import { HEALTHY, MEMBER, mockApi, SIGNED_OUT } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

describe('App shell', () => {
  describe('404', () => {
    it('should show the not-found card for an unknown path, signed out', async () => {
      mockApi({ 'GET /api/auth/me': SIGNED_OUT });
      renderApp('/no/such/page');
      expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
      expect(
        screen.getByText('Did you forget to add the page to the router?'),
      ).toBeInTheDocument();
    });

    it('should show it to a signed-in user too', async () => {
      mockApi({ 'GET /api/auth/me': { body: { user: MEMBER } } });
      renderApp('/dashboard-typo');
      expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    });
  });

  describe('theme', () => {
    it('should follow the OS by default and mark <html> with the resolved theme', async () => {
      setSystemDark(true);
      mockApi({ 'GET /api/auth/me': SIGNED_OUT });
      renderApp('/login');
      await screen.findByRole('button', { name: 'Toggle theme' });
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(window.localStorage.getItem('overlay.theme')).toBeNull();
    });

    it('should switch between light and dark and keep the choice across a reload', async () => {
      mockApi({ 'GET /api/auth/me': SIGNED_OUT });
      const first = renderApp('/login');
      const toggle = await screen.findByTestId('theme-toggle');
      expect(document.documentElement.dataset.theme).toBe('light');
      await first.user.click(toggle);
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(window.localStorage.getItem('overlay.theme')).toBe('dark');
      first.unmount();

      renderApp('/login');
      await screen.findByTestId('theme-toggle');
      expect(document.documentElement.dataset.theme).toBe('dark');
    });
  });

  describe('footer', () => {
    it('should show the copyright with the current year', async () => {
      mockApi({ 'GET /api/auth/me': SIGNED_OUT });
      renderApp('/login');
      expect(
        await screen.findByText(
          new RegExp(`© ${new Date().getFullYear()} Overlay`),
        ),
      ).toBeInTheDocument();
    });
  });

  describe('home', () => {
    it('should show the placeholder dashboard with the api and database status', async () => {
      mockApi({
        'GET /api/auth/me': { body: { user: MEMBER } },
        'GET /api/health': HEALTHY,
      });
      renderApp('/');
      expect(
        await screen.findByRole('heading', { name: 'Dashboard' }),
      ).toBeInTheDocument();
      expect(screen.getByText('Australian Racing')).toBeInTheDocument();
      const tags = await screen.findByTestId('health-tags');
      await waitFor(() =>
        expect(within(tags).getByText('API: ok')).toBeInTheDocument(),
      );
      expect(within(tags).getByText('Database: up')).toBeInTheDocument();
      expect(within(tags).getByText('Version: 0.1.0')).toBeInTheDocument();
    });

    it('should still show the status when the database is down (503 with a body)', async () => {
      mockApi({
        'GET /api/auth/me': { body: { user: MEMBER } },
        'GET /api/health': {
          status: 503,
          body: {
            status: 'degraded',
            db: 'down',
            version: '0.1.0',
            uptimeSeconds: 5,
          },
        },
      });
      renderApp('/');
      const tags = await screen.findByTestId('health-tags');
      await waitFor(() =>
        expect(within(tags).getByText('Database: down')).toBeInTheDocument(),
      );
      expect(within(tags).getByText('API: degraded')).toBeInTheDocument();
    });
  });
});

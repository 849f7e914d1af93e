import { screen } from '@testing-library/react';
import { setSystemDark } from '../../testing/match-media';
import { MEMBER, mockApi, SIGNED_OUT } from '../../testing/mock-api';
import { renderApp } from '../../testing/render-app';

describe('App shell', () => {
  describe('404', () => {
    it('should show the not-found card for an unknown path, signed out', async () => {
      mockApi({ 'GET /api/auth/me': SIGNED_OUT });
      renderApp('/no/such/page');
      // The page's heading, not only its text (a page without an h1 reads as untitled).
      expect(
        await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' }),
      ).toBeInTheDocument();
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
});

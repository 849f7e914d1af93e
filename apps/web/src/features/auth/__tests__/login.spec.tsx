import { screen, waitFor } from '@testing-library/react';
import {
  ADMIN,
  deferred,
  HEALTHY,
  mockApi,
  SIGNED_OUT,
} from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

async function openLogin() {
  const app = renderApp('/login');
  await screen.findByRole('heading', { name: 'Login' });
  return app;
}

describe('Login', () => {
  it('should show the card texts and the sign-up link', async () => {
    mockApi({ 'GET /api/auth/me': SIGNED_OUT });
    await openLogin();
    expect(
      screen.getByText('Enter your credentials to access your account'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('should show the validation messages under each field and send nothing', async () => {
    const { calls } = mockApi({ 'GET /api/auth/me': SIGNED_OUT });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Invalid email address'),
    ).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(calls('POST /api/auth/login')).toHaveLength(0);
  });

  it('should clear a message once the field is fixed', async () => {
    mockApi({ 'GET /api/auth/me': SIGNED_OUT });
    const { user } = await openLogin();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByText('Invalid email address'),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@overlay.test');
    await waitFor(() =>
      expect(
        screen.queryByText('Invalid email address'),
      ).not.toBeInTheDocument(),
    );
  });

  it('should read "Logging in..." while pending, then greet the user and land on /', async () => {
    const hold = deferred();
    const { calls } = mockApi({
      'GET /api/auth/me': SIGNED_OUT,
      'POST /api/auth/login': { body: { user: ADMIN }, until: hold.promise },
      'GET /api/health': HEALTHY,
    });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Email'), ' admin@overlay.test ');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await screen.findByRole('button', { name: /Logging in\.\.\./ }),
    ).toBeInTheDocument();
    hold.resolve();
    expect(await screen.findByText('Welcome back!')).toBeInTheDocument();
    expect(
      screen.getByText('You have successfully logged in.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole(
        'heading',
        { name: 'Dashboard' },
        // The dashboard chunk loads lazily; slow on a shared machine.
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(calls('POST /api/auth/login')[0].body).toEqual({
      email: 'admin@overlay.test',
      password: 'correct horse',
    });
    // It lands on the dashboard, the heaviest lazy screen: slow on a shared machine.
  }, 60_000);

  it('should show the server message in a destructive "Login failed" toast', async () => {
    mockApi({
      'GET /api/auth/me': SIGNED_OUT,
      'POST /api/auth/login': {
        status: 401,
        body: {
          statusCode: 401,
          message: 'Email or password is wrong',
          error: 'Unauthorized',
        },
      },
    });
    const { user, router } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'admin@overlay.test');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const toast = await screen.findByTestId('toast-destructive');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent('Email or password is wrong');
    expect(toast).not.toHaveTextContent('401:');
    expect(router.state.location.pathname).toBe('/login');
  });

  it("should fall back to 'Invalid email or password' when the server says nothing usable", async () => {
    mockApi({
      'GET /api/auth/me': SIGNED_OUT,
      'POST /api/auth/login': { status: 502, body: '' },
    });
    const { user } = await openLogin();
    await user.type(screen.getByLabelText('Email'), 'admin@overlay.test');
    await user.type(screen.getByLabelText('Password'), 'pw');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const toast = await screen.findByTestId('toast-destructive');
    expect(toast).toHaveTextContent('Login failed');
    expect(toast).toHaveTextContent('Invalid email or password');
  });
});

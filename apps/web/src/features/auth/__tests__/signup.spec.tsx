import { screen, waitFor } from '@testing-library/react';
import {
  deferred,
  HEALTHY,
  MEMBER,
  mockApi,
  SIGNED_OUT,
} from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

async function openSignup() {
  const app = renderApp('/signup');
  await screen.findByRole('heading', { name: 'Create Account' });
  return app;
}

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  values: Partial<
    Record<'Name' | 'Email' | 'Password' | 'Confirm Password', string>
  >,
) {
  // One paste per field keeps the test fast; typing is covered in login.spec.tsx.
  for (const [label, value] of Object.entries(values)) {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  }
}

describe('Signup', () => {
  it('should show the card texts and the login link', async () => {
    mockApi({ 'GET /api/auth/me': SIGNED_OUT });
    await openSignup();
    expect(
      screen.getByText('Sign up to start finding +EV betting opportunities'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Already have an account\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login',
    );
  });

  it('should show every validation message under its field', async () => {
    const { calls } = mockApi({ 'GET /api/auth/me': SIGNED_OUT });
    const { user } = await openSignup();
    await fill(user, {
      Name: 'A',
      Email: 'a@b',
      Password: 'short',
      'Confirm Password': 'other',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText('Name must be at least 2 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(
      screen.getByText('Password must be at least 8 characters'),
    ).toBeInTheDocument();
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
    expect(calls('POST /api/auth/signup')).toHaveLength(0);
  });

  it('should show "Passwords don\'t match" on confirmPassword only', async () => {
    mockApi({ 'GET /api/auth/me': SIGNED_OUT });
    const { user } = await openSignup();
    await fill(user, {
      Name: 'Mia',
      Email: 'mia@overlay.test',
      Password: 'long enough',
      'Confirm Password': 'long enougH',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const confirmItem = screen
      .getByLabelText('Confirm Password')
      .closest('.ant-form-item') as HTMLElement;
    await waitFor(() =>
      expect(confirmItem).toHaveTextContent("Passwords don't match"),
    );
    expect(
      screen.queryByText('Password must be at least 8 characters'),
    ).not.toBeInTheDocument();
  });

  it('should send name, email and password without confirmPassword, greet and land on /', async () => {
    const hold = deferred();
    const { calls } = mockApi({
      'GET /api/auth/me': SIGNED_OUT,
      'POST /api/auth/signup': {
        status: 201,
        body: { user: MEMBER },
        until: hold.promise,
      },
      'GET /api/health': HEALTHY,
    });
    const { user, router } = await openSignup();
    await fill(user, {
      Name: 'Mia Member',
      Email: 'member@overlay.test',
      Password: 'long enough',
      'Confirm Password': 'long enough',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByRole('button', { name: /Creating account\.\.\./ }),
    ).toBeInTheDocument();
    hold.resolve();
    expect(await screen.findByText('Welcome!')).toBeInTheDocument();
    expect(
      screen.getByText('Your account has been created successfully.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls('POST /api/auth/signup')[0].body).toEqual({
      name: 'Mia Member',
      email: 'member@overlay.test',
      password: 'long enough',
    });
  });

  it("should show the server's message in a 'Signup failed' toast and under the field it names", async () => {
    mockApi({
      'GET /api/auth/me': SIGNED_OUT,
      'POST /api/auth/signup': {
        status: 409,
        body: {
          statusCode: 409,
          message: 'Email already registered',
          error: 'Conflict',
        },
      },
    });
    const { user } = await openSignup();
    await fill(user, {
      Name: 'Mia',
      Email: 'taken@overlay.test',
      Password: 'long enough',
      'Confirm Password': 'long enough',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const toast = await screen.findByTestId('toast-destructive');
    expect(toast).toHaveTextContent('Signup failed');
    expect(toast).toHaveTextContent('Email already registered');
    expect(toast).not.toHaveTextContent('409');
    const emailItem = screen
      .getByLabelText('Email')
      .closest('.ant-form-item') as HTMLElement;
    await waitFor(() =>
      expect(emailItem).toHaveTextContent('Email already registered'),
    );
  });

  it('should put a validation array under the matching fields', async () => {
    mockApi({
      'GET /api/auth/me': SIGNED_OUT,
      'POST /api/auth/signup': {
        status: 400,
        body: {
          statusCode: 400,
          message: ['password must be longer than or equal to 8 characters'],
          error: 'Bad Request',
        },
      },
    });
    const { user } = await openSignup();
    await fill(user, {
      Name: 'Mia',
      Email: 'mia@overlay.test',
      Password: 'long enough',
      'Confirm Password': 'long enough',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const passwordItem = screen
      .getByLabelText('Password')
      .closest('.ant-form-item') as HTMLElement;
    await waitFor(() =>
      expect(passwordItem).toHaveTextContent(
        'Password must be longer than or equal to 8 characters',
      ),
    );
    expect(await screen.findByTestId('toast-destructive')).toHaveTextContent(
      'Signup failed',
    );
  });

  it("should fall back to 'Failed to create account'", async () => {
    mockApi({
      'GET /api/auth/me': SIGNED_OUT,
      'POST /api/auth/signup': { status: 500, body: '' },
    });
    const { user } = await openSignup();
    await fill(user, {
      Name: 'Mia',
      Email: 'mia@overlay.test',
      Password: 'long enough',
      'Confirm Password': 'long enough',
    });
    await user.click(screen.getByRole('button', { name: 'Create Account' }));
    const toast = await screen.findByTestId('toast-destructive');
    expect(toast).toHaveTextContent('Signup failed');
    expect(toast).toHaveTextContent('Failed to create account');
  });
});

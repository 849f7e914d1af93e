import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN, mockApi } from '../../../testing/mock-api';
import type { MockReply } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const USERS = [
  {
    id: ADMIN.id,
    email: ADMIN.email,
    name: ADMIN.name,
    role: 'admin',
    is_active: true,
    created_at: '2026-01-05T10:00:00Z',
  },
  {
    id: 'u-2',
    email: 'mia@overlay.test',
    name: 'Mia Member',
    role: 'member',
    is_active: true,
    created_at: '2026-03-14T02:30:00Z',
  },
];

function serve(list: MockReply, patch: MockReply = { body: {} }) {
  return mockApi({
    'GET /api/auth/me': { body: { user: ADMIN } },
    'GET /api/admin/users': list,
    'PATCH /api/admin/users/u-2': patch,
  });
}

async function openPanel() {
  const app = renderApp('/admin');
  await screen.findByRole('heading', { name: 'Admin Panel' });
  return app;
}

async function rowOf(name: string) {
  const table = await screen.findByRole('table');
  const cell = await within(table).findByText(name);
  return cell.closest('tr') as HTMLElement;
}

describe('Admin Panel', () => {
  it('should list users with role, active flag and joined date', async () => {
    serve({ body: { users: USERS } });
    await openPanel();
    const row = await rowOf('Mia Member');
    expect(within(row).getByText('mia@overlay.test')).toBeInTheDocument();
    expect(within(row).getByText('Member')).toBeInTheDocument();
    expect(
      within(row).getByRole('switch', { name: 'Active: Mia Member' }),
    ).toBeChecked();
    expect(within(row).getByText('14 Mar 2026')).toBeInTheDocument();
    for (const header of ['Name', 'Email', 'Role', 'Active', 'Joined']) {
      expect(
        screen.getByRole('columnheader', { name: new RegExp(header) }),
      ).toBeInTheDocument();
    }
  });

  it('should explain the role permissions', async () => {
    serve({ body: { users: USERS } });
    await openPanel();
    expect(screen.getByText('Role Permissions')).toBeInTheDocument();
    expect(
      screen.getByText(
        /Dashboard and opportunities \(view only\), own notification settings/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/create, edit and delete promotions and boosts/),
    ).toBeInTheDocument();
    expect(
      screen.getByText(/change any user's role and active flag/),
    ).toBeInTheDocument();
  });

  it('should PATCH {role} when a role is chosen', async () => {
    const { calls } = serve({ body: { users: USERS } });
    const { user } = await openPanel();
    const row = await rowOf('Mia Member');
    await user.click(
      within(row).getByRole('combobox', { name: 'Role of Mia Member' }),
    );
    const options = await screen.findAllByText('Promo Editor');
    await user.click(options[options.length - 1]);
    await waitFor(() =>
      expect(calls('PATCH /api/admin/users/u-2')).toHaveLength(1),
    );
    expect(calls('PATCH /api/admin/users/u-2')[0].body).toEqual({
      role: 'promo_editor',
    });
    expect(
      calls('PATCH /api/admin/users/u-2')[0].headers.get('content-type'),
    ).toBe('application/json');
    expect(await screen.findByText('User updated')).toBeInTheDocument();
  });

  it('should PATCH {is_active} from the switch', async () => {
    const { calls } = serve({ body: { users: USERS } });
    const { user } = await openPanel();
    const row = await rowOf('Mia Member');
    await user.click(
      within(row).getByRole('switch', { name: 'Active: Mia Member' }),
    );
    await waitFor(() =>
      expect(calls('PATCH /api/admin/users/u-2')).toHaveLength(1),
    );
    expect(calls('PATCH /api/admin/users/u-2')[0].body).toEqual({
      is_active: false,
    });
  });

  it("should show 'Update failed' with the server's message and undo the change", async () => {
    serve(
      { body: { users: USERS } },
      {
        status: 400,
        body: {
          statusCode: 400,
          message: 'Cannot remove the last admin',
          error: 'Bad Request',
        },
      },
    );
    const { user } = await openPanel();
    const row = await rowOf('Mia Member');
    await user.click(
      within(row).getByRole('switch', { name: 'Active: Mia Member' }),
    );
    const toast = await screen.findByTestId('toast-destructive');
    expect(toast).toHaveTextContent('Update failed');
    expect(toast).toHaveTextContent('Cannot remove the last admin');
    await waitFor(() =>
      expect(
        within(row).getByRole('switch', { name: 'Active: Mia Member' }),
      ).toBeChecked(),
    );
  });

  it("should fall back to 'Failed to update user'", async () => {
    serve({ body: { users: USERS } }, { status: 500, body: '' });
    const { user } = await openPanel();
    const row = await rowOf('Mia Member');
    await user.click(
      within(row).getByRole('switch', { name: 'Active: Mia Member' }),
    );
    expect(await screen.findByTestId('toast-destructive')).toHaveTextContent(
      'Failed to update user',
    );
  });

  it('should not let the admin change their own row', async () => {
    serve({ body: { users: USERS } });
    await openPanel();
    const row = await rowOf(ADMIN.name);
    expect(
      within(row).getByRole('switch', { name: `Active: ${ADMIN.name}` }),
    ).toBeDisabled();
  });

  it("should say 'Failed to load users' when the list cannot be read", async () => {
    serve({
      status: 403,
      body: {
        statusCode: 403,
        message: 'Forbidden resource',
        error: 'Forbidden',
      },
    });
    await openPanel();
    expect(await screen.findByText('Failed to load users')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your session may have expired. Please refresh the page and log in again.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("should say 'No users found' for an empty list", async () => {
    serve({ body: { users: [] } });
    await openPanel();
    expect(await screen.findByText('No users found')).toBeInTheDocument();
  });
});

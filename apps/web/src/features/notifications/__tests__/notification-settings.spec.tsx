import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MEMBER, mockApi } from '../../../testing/mock-api';
import type { MockReply } from '../../../testing/mock-api';
import type { NotificationSettings } from '@overlay/contracts';
import { renderApp } from '../../../testing/render-app';

const SETTINGS: NotificationSettings = { enabled: false, threshold: 10, sound: true };

/** A stand-in for the browser's Notification API. */
function installNotification(
  permission: NotificationPermission,
  answer: NotificationPermission = permission,
) {
  const created: { title: string; close: ReturnType<typeof vi.fn> }[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(async () => {
      FakeNotification.permission = answer;
      return answer;
    });
    close = vi.fn();
    onclick: (() => void) | null = null;
    constructor(public title: string) {
      created.push(this);
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return { created, FakeNotification };
}

function serve(
  patch: MockReply | ((body: unknown) => MockReply) = { body: {} },
) {
  let current = { ...SETTINGS };
  return mockApi({
    'GET /api/auth/me': { body: { user: MEMBER } },
    'GET /api/users/me/notifications': () => ({ body: current }),
    'PATCH /api/users/me/notifications': (request) => {
      const reply = typeof patch === 'function' ? patch(request.body) : patch;
      if ((reply.status ?? 200) < 400)
        current = request.body as NotificationSettings;
      return reply;
    },
  });
}

// The first visit loads the settings screen's lazy chunk (which holds the Staking form too).
const WAIT = { timeout: 30_000 };

async function openPage() {
  const app = renderApp('/settings/notifications');
  await screen.findByRole('heading', { name: 'Notification Settings' }, WAIT);
  await screen.findByRole('switch', { name: 'Desktop notifications' });
  return app;
}

describe('Notification Settings', () => {
  it('should load the settings into the controls', async () => {
    installNotification('default');
    serve();
    await openPage();
    expect(
      screen.getByRole('switch', { name: 'Desktop notifications' }),
    ).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Sound' })).toBeChecked();
    expect(
      screen.getByRole('spinbutton', { name: 'EV threshold (%)' }),
    ).toHaveValue('10');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuenow', '10');
    expect(
      screen.getByRole('button', { name: /Test notification/ }),
    ).toBeInTheDocument();
  });

  it('should ask for permission before enabling, then PATCH all three fields and reload', async () => {
    const { FakeNotification } = installNotification('default', 'granted');
    const { calls } = serve();
    const { user } = await openPage();
    await user.click(
      screen.getByRole('switch', { name: 'Desktop notifications' }),
    );
    await waitFor(() =>
      expect(calls('PATCH /api/users/me/notifications')).toHaveLength(1),
    );
    expect(FakeNotification.requestPermission).toHaveBeenCalled();
    expect(calls('PATCH /api/users/me/notifications')[0].body).toEqual({
      enabled: true,
      threshold: 10,
      sound: true,
    });
    await waitFor(() =>
      expect(calls('GET /api/users/me/notifications')).toHaveLength(2),
    );
    expect(
      screen.getByRole('switch', { name: 'Desktop notifications' }),
    ).toBeChecked();
  });

  it("should say 'Not Supported' when the browser has no notifications", async () => {
    const { calls } = serve();
    const { user } = await openPage();
    await user.click(
      screen.getByRole('switch', { name: 'Desktop notifications' }),
    );
    expect(await screen.findByText('Not Supported')).toBeInTheDocument();
    expect(calls('PATCH /api/users/me/notifications')).toHaveLength(0);
  });

  it("should say 'Permission Denied' when notifications are blocked", async () => {
    installNotification('denied');
    const { calls } = serve();
    const { user } = await openPage();
    await user.click(
      screen.getByRole('switch', { name: 'Desktop notifications' }),
    );
    expect(await screen.findByText('Permission Denied')).toBeInTheDocument();
    expect(calls('PATCH /api/users/me/notifications')).toHaveLength(0);
  });

  it("should say 'Permission Required' when the prompt is dismissed", async () => {
    installNotification('default', 'default');
    serve();
    const { user } = await openPage();
    await user.click(
      screen.getByRole('switch', { name: 'Desktop notifications' }),
    );
    expect(await screen.findByText('Permission Required')).toBeInTheDocument();
  });

  it("should show 'Error' / 'Failed to save settings' when the save fails, and put the switch back", async () => {
    installNotification('granted');
    serve({
      status: 500,
      body: {
        statusCode: 500,
        message: 'Internal server error',
        error: 'Internal Server Error',
      },
    });
    const { user } = await openPage();
    await user.click(screen.getByRole('switch', { name: 'Sound' }));
    const toast = await screen.findByTestId('toast-destructive');
    expect(toast).toHaveTextContent('Error');
    expect(toast).toHaveTextContent('Failed to save settings');
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: 'Sound' })).toBeChecked(),
    );
  });

  it('should save the threshold typed in, kept within 0..50', async () => {
    installNotification('granted');
    const { calls } = serve();
    await openPage();
    const input = screen.getByRole('spinbutton', { name: 'EV threshold (%)' });
    fireEvent.change(input, { target: { value: '25' } });
    fireEvent.blur(input);
    await waitFor(() =>
      expect(calls('PATCH /api/users/me/notifications')).toHaveLength(1),
    );
    expect(calls('PATCH /api/users/me/notifications')[0].body).toEqual({
      enabled: false,
      threshold: 25,
      sound: true,
    });
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuemin', '0');
    expect(screen.getByRole('slider')).toHaveAttribute('aria-valuemax', '50');
  });

  it('should show a test notification and close it after 5 seconds', async () => {
    const { created } = installNotification('granted');
    serve();
    await openPage();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(screen.getByRole('button', { name: /Test notification/ }));
    await waitFor(() => expect(created).toHaveLength(1));
    expect(created[0].title).toMatch(/^\+\d+\.\d% EV Opportunity!$/);
    await act(async () => {
      vi.advanceTimersByTime(4900);
    });
    expect(created[0].close).not.toHaveBeenCalled();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(created[0].close).toHaveBeenCalled();
  });
});

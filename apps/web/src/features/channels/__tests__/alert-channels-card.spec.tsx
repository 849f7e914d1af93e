import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MEMBER, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { reply } from '../../../testing/contract-replies';
import type { NotificationSettings } from '@overlay/contracts';

// The first visit loads the settings screen's lazy chunk.
const WAIT = { timeout: 30_000 };
const LINK = 'https://t.me/overlay_bot?start=abcDEF123_-xyz0123456A';

function serve() {
  let address: string | null = null;
  return mockApi({
    'GET /api/auth/me': { body: { user: MEMBER } },
    'GET /api/users/me/notifications': reply<NotificationSettings>({
      enabled: false,
      threshold: 10,
      sound: true,
    }),
    'GET /api/users/me/channels': () => ({
      body: {
        push: { publicKey: 'BKey', subscriptions: 0, attention: null },
        telegram: {
          available: true,
          paired: false,
          attention:
            'Telegram refused (403): the chat blocked the bot. Unblock it or pair Telegram again.',
        },
        email: { available: true, address, attention: null },
      },
    }),
    'POST /api/users/me/channels/telegram/pairing': {
      status: 201,
      body: { link: LINK, expiresAt: '2026-11-27T01:15:00.000Z' },
    },
    'PUT /api/users/me/channels/email': (request) => {
      address = (request.body as { address: string }).address;
      return { body: { address } };
    },
    // Answered at once; the history then says what happened to the test.
    'POST /api/users/me/alerts/test': {
      status: 202,
      body: { queued: true, alertId: 'a1', deliveryIds: ['d1'] },
    },
    'GET /api/users/me/alerts/history': {
      body: {
        history: [
          {
            alertId: 'a1',
            deliveryId: 'd1',
            channel: 'email',
            target: null,
            state: 'held',
            delivered: false,
            reason:
              'mail server refused the address (550). Check it, or set another.',
            attempts: 1,
            digestSize: 1,
            at: '2026-11-27T01:00:00.000Z',
            alert: {},
          },
        ],
      },
    },
  });
}

describe('Alerts → Channels', () => {
  it('should show push off, a channel needing attention, pair Telegram with the deep link, and save and test the email address', async () => {
    const { requests } = serve();
    renderApp('/alerts?tab=channels');
    await screen.findByRole('heading', { name: 'Alert channels' }, WAIT);
    const push = await screen.findByTestId('channel-push', {}, WAIT);
    expect(push).toHaveTextContent('Off: no browser receives push alerts.');

    const telegram = screen.getByTestId('channel-telegram');
    expect(telegram).toHaveTextContent(
      'Needs your attentionTelegram refused (403): the chat blocked the bot.',
    );
    fireEvent.click(
      within(telegram).getByRole('button', { name: 'Pair Telegram' }),
    );
    expect(
      await within(telegram).findByRole('link', { name: LINK }, WAIT),
    ).toHaveAttribute('href', LINK);

    const email = screen.getByTestId('channel-email');
    fireEvent.change(within(email).getByLabelText('Alert email'), {
      target: { value: 'me@example.com' },
    });
    fireEvent.click(
      within(email).getByRole('button', { name: 'Save address' }),
    );
    const test = await within(email).findByRole(
      'button',
      { name: 'Send test email alert' },
      WAIT,
    );
    fireEvent.click(test);
    expect(
      await within(email).findByText(
        'Test alert not delivered: mail server refused the address (550). Check it, or set another.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        requests.some(
          (r) =>
            r.method === 'PUT' &&
            (r.body as { address?: string }).address === 'me@example.com',
        ),
      ).toBe(true),
      WAIT,
    );
  }, 60_000);
});

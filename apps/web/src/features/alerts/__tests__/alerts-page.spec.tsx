import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { MEMBER, mockApi } from '../../../testing/mock-api';
import { renderScreen } from '../../../testing/render-app';
import { AlertsPage } from '../alerts-screen';

const REFUSED = 'Webhook address must not point to a private, loopback or link-local network (169.254.169.254)';

function serve() {
  return mockApi({
    'GET /api/auth/me': { body: { user: MEMBER } },
    'GET /api/users/me/views': { body: { views: [] } },
    'GET /api/users/me/alert-rules': { body: { rules: [] } },
    'GET /api/users/me/webhooks': {
      body: {
        webhooks: [
          {
            id: 'w1',
            url: 'https://hooks.example.com/a',
            enabled: false,
            consecutiveFailures: 5,
            disabledReason: 'Disabled after 5 failed deliveries in a row; last: The webhook answered HTTP 503',
            createdAt: '2026-11-21T00:00:00.000Z',
          },
        ],
      },
    },
    'POST /api/users/me/webhooks': { status: 400, body: { statusCode: 400, message: [REFUSED], error: 'Bad Request' } },
    'GET /api/users/me/alerts/history': {
      body: {
        history: [
          {
            alertId: 'a1',
            deliveryId: 'd1',
            channel: 'webhook',
            target: 'https://hooks.example.com/a',
            state: 'pending',
            delivered: false,
            reason: 'The webhook answered HTTP 503',
            attempts: 4,
            digestSize: 1,
            at: '2026-11-21T01:00:00.000Z',
            alert: { reason: 'scratching', venue: 'Randwick', raceNumber: 4, runnerNumber: 2, runnerName: 'Kilo Kite', bookmaker: 'Sportsbet', price: 3.33, fairPrice: 2.66, ev: 0.25 },
          },
          {
            alertId: 'a2',
            deliveryId: 'd2',
            channel: 'telegram',
            target: null,
            state: 'held',
            delivered: false,
            reason: 'Telegram refused (403): the chat blocked the bot. Unblock it or pair Telegram again.',
            attempts: 1,
            digestSize: 1,
            at: '2026-11-21T01:00:00.000Z',
            alert: { reason: 'requalified', venue: 'Randwick', raceNumber: 4, runnerNumber: 2, runnerName: 'Kilo Kite', bookmaker: 'Sportsbet', price: 3.33, fairPrice: 2.66, ev: 0.25 },
          },
          {
            alertId: 'a3',
            deliveryId: 'd3',
            channel: 'email',
            target: null,
            state: 'delivered',
            delivered: true,
            reason: null,
            attempts: 1,
            digestSize: 7,
            at: '2026-11-21T01:00:00.000Z',
            alert: { reason: 'new', venue: 'Flemington', raceNumber: 1, runnerNumber: 5, runnerName: 'Lady Rhythm', bookmaker: 'TAB', price: 4.2, fairPrice: 3.5, ev: 0.2, promo: 'BonusBack_2nd', retentionOrigin: 'promo' },
          },
        ],
      },
    },
  });
}

describe('Alerts screen', () => {
  it('should show a disabled webhook as needing attention, and each delivery\'s outcome in the history', async () => {
    serve();
    renderScreen(<AlertsPage channels={null} />, { path: '/alerts?tab=channels' });
    expect(await screen.findByText(/Disabled after 5 failed deliveries in a row/)).toBeInTheDocument();
    expect(screen.getByText('Needs your attention')).toBeInTheDocument();
    cleanup();
    renderScreen(<AlertsPage channels={null} />, { path: '/alerts?tab=history' });
    const history = await screen.findByRole('region', { name: 'Notification history' });
    await waitFor(() => expect(within(history).getByText('Scratching')).toBeInTheDocument());
    expect(within(history).getByText('Retrying: The webhook answered HTTP 503')).toBeInTheDocument();
    expect(within(history).getByText(/^Held: Telegram refused \(403\)/)).toBeInTheDocument();
    expect(within(history).getByText('Back in value')).toBeInTheDocument();
    expect(within(history).getByText('Delivered in a digest of 7')).toBeInTheDocument();
    expect(within(history).getAllByText('Sportsbet $3.33 · fair $2.66 · EV +25.0 %')).toHaveLength(2);
    // Which retention the alert's EV counted its bonus bet at (docs/ev-model.md §10).
    expect(within(history).getByText("Promo: BonusBack_2nd · Retention: the promo's value multiplier")).toBeInTheDocument();
  });

  it('should show the api refusing a webhook address', async () => {
    const { calls } = serve();
    const { user } = renderScreen(<AlertsPage channels={null} />, { path: '/alerts?tab=channels' });
    await user.type(await screen.findByLabelText('Webhook URL'), 'http://169.254.169.254/latest');
    await user.type(screen.getByLabelText('Webhook secret'), 'a-long-enough-secret');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByTestId('webhook-error')).toHaveTextContent(REFUSED);
    expect(calls('POST /api/users/me/webhooks')[0].body).toEqual({ url: 'http://169.254.169.254/latest', secret: 'a-long-enough-secret' });
  });
});

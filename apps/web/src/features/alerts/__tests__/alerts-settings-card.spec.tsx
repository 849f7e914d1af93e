import { screen, waitFor, within } from '@testing-library/react';
import { MEMBER, mockApi } from '../../../testing/mock-api';
import { renderScreen } from '../../../testing/render-app';
import { AlertsSettingsCard } from '../settings-section';

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
            channel: 'webhook',
            delivered: false,
            reason: 'The webhook answered HTTP 503',
            attempts: 4,
            at: '2026-11-21T01:00:00.000Z',
            alert: { reason: 'scratching', venue: 'Randwick', raceNumber: 4, runnerNumber: 2, runnerName: 'Kilo Kite', bookmaker: 'Sportsbet', price: 3.33, ev: 0.25 },
          },
        ],
      },
    },
  });
}

describe('Settings → Alerts', () => {
  it('should show a disabled webhook with its note and the history with each outcome', async () => {
    serve();
    renderScreen(<AlertsSettingsCard />);
    expect(await screen.findByText(/Disabled after 5 failed deliveries in a row/)).toBeInTheDocument();
    // The history is the last table of the card (rules, webhooks, history).
    const history = () => screen.getAllByRole('table').at(-1) as HTMLElement;
    await waitFor(() => expect(within(history()).getByText('Scratching')).toBeInTheDocument());
    expect(within(history()).getByText('Failed: The webhook answered HTTP 503')).toBeInTheDocument();
    expect(within(history()).getByText(/Randwick R4 · 2\. Kilo Kite · Sportsbet \$3\.33 · EV 25\.0%/)).toBeInTheDocument();
  });

  it('should show the api refusing a webhook address', async () => {
    const { calls } = serve();
    const { user } = renderScreen(<AlertsSettingsCard />);
    await user.type(await screen.findByLabelText('Webhook URL'), 'http://169.254.169.254/latest');
    await user.type(screen.getByLabelText('Webhook secret'), 'a-long-enough-secret');
    await user.click(screen.getByRole('button', { name: 'Add webhook' }));
    expect(await screen.findByTestId('webhook-error')).toHaveTextContent(REFUSED);
    expect(calls('POST /api/users/me/webhooks')[0].body).toEqual({ url: 'http://169.254.169.254/latest', secret: 'a-long-enough-secret' });
  });
});

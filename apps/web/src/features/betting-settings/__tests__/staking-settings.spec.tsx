import { fireEvent, screen, waitFor } from '@testing-library/react';
import { MEMBER, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import type { BettingSettings, NotificationSettings } from '@overlay/contracts';
import { reply } from '../../../testing/contract-replies';

// The first visit loads the settings screen's lazy chunk.
const WAIT = { timeout: 30_000 };

const DEFAULTS: BettingSettings = {
  bankroll: 1000,
  kellyFraction: 0.25,
  maxStakePct: 0.05,
  fairMethod: 'default',
  commissionPct: 7,
  retentionSource: 'promo',
};

function serve(patchReply?: { status: number; body: unknown }) {
  let current = { ...DEFAULTS };
  return mockApi({
    'GET /api/auth/me': { body: { user: MEMBER } },
    'GET /api/users/me/notifications': reply<NotificationSettings>({
      enabled: false,
      threshold: 10,
      sound: true,
    }),
    'GET /api/users/me/betting': () => ({ body: current }),
    'PATCH /api/users/me/betting': (request) => {
      if (patchReply) return patchReply;
      current = { ...current, ...(request.body as object) };
      return { body: current };
    },
  });
}

describe('Settings → Staking', () => {
  it('should load the settings and show what a 10 % Kelly bet would stake', async () => {
    serve();
    renderApp('/settings/notifications');
    await screen.findByRole('heading', { name: 'Staking' }, WAIT);
    await waitFor(() =>
      expect(screen.getByLabelText('Bankroll')).toHaveValue('1000'),
    );
    expect(screen.getByLabelText('Kelly fraction')).toHaveValue('0.25');
    expect(screen.getByLabelText('Largest stake')).toHaveValue('5');
    // 1000 × 0.25 × 0.1 = $25 (under the $50 cap).
    expect(screen.getByTestId('stake-example')).toHaveTextContent('gets $25');
  });

  it('should save the form as the api takes it (the largest stake as a share)', async () => {
    const { calls } = serve();
    renderApp('/settings/notifications');
    await screen.findByRole('heading', { name: 'Staking' }, WAIT);
    await waitFor(() =>
      expect(screen.getByLabelText('Bankroll')).toHaveValue('1000'),
    );
    fireEvent.change(screen.getByLabelText('Bankroll'), {
      target: { value: '400' },
    });
    fireEvent.change(screen.getByLabelText('Largest stake'), {
      target: { value: '2' },
    });
    // The exchange commission the hedge figures are net of (docs/ev-model.md §10).
    fireEvent.change(screen.getByLabelText('Exchange commission'), {
      target: { value: '8' },
    });
    fireEvent.click(
      screen.getByRole('button', { name: 'Save staking settings' }),
    );
    await waitFor(() =>
      expect(calls('PATCH /api/users/me/betting')).toHaveLength(1),
    );
    expect(calls('PATCH /api/users/me/betting')[0].body).toEqual({
      bankroll: 400,
      kellyFraction: 0.25,
      maxStakePct: 0.02,
      fairMethod: 'default',
      commissionPct: 8,
      retentionSource: 'promo',
    });
    // 400 × 0.25 × 0.1 = $10, capped at 2 % of 400 = $8.
    await waitFor(() =>
      expect(screen.getByTestId('stake-example')).toHaveTextContent('gets $8'),
    );
  });

  it("should show the api's messages when it refuses", async () => {
    serve({
      status: 400,
      body: {
        statusCode: 400,
        message: ['Kelly fraction must be a number from 0.05 to 1'],
        error: 'Bad Request',
      },
    });
    renderApp('/settings/notifications');
    await screen.findByRole('heading', { name: 'Staking' }, WAIT);
    await waitFor(() =>
      expect(screen.getByLabelText('Bankroll')).toHaveValue('1000'),
    );
    fireEvent.click(
      screen.getByRole('button', { name: 'Save staking settings' }),
    );
    expect(
      await screen.findByText('Kelly fraction must be a number from 0.05 to 1'),
    ).toBeInTheDocument();
  });
});

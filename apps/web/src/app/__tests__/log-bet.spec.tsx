import { screen, waitFor, within } from '@testing-library/react';
import { MEMBER, mockApi } from '../../testing/mock-api';
import { setWindowWidth } from '../../testing/window-width';
import type { MockReply } from '../../testing/mock-api';
import { anOpportunityRow } from '../../testing/an-opportunity-row';
import {
  activeBookmakersReply,
  bettingSettingsReply,
} from '../../testing/contract-replies';
import { renderApp } from '../../testing/render-app';

const START = new Date(Date.now() + 3 * 3_600_000).toISOString();

/** A dashboard row: Betr $5.00 on a $4.00 fair price with a Bonus Back 2nd promo. */
const ROW = anOpportunityRow({
  id: 'flem-4:3:Betr',
  extRaceId: 'flem-4',
  venue: 'Flemington',
  raceNumber: 4,
  raceName: 'Race 4',
  startTime: START,
  runnerNumber: 3,
  promoEV: 5,
  totalEV: 30,
  promoId: 'p-1',
  promoType: 'BonusBack_2nd',
  promoMethod: 'MPTO',
  promoK: 2,
  priceAgeSeconds: 10,
});

const DEBUG = {
  race: {
    venue: 'Flemington',
    number: 4,
    name: 'Race 4',
    code: 'TB',
    activeRunners: 8,
  },
  runner: { number: 3, name: 'Fast Lad', fairPrice: 4, fairMethod: 'BF Mid' },
  placeMarket: {
    k: 2,
    kReason: 'promo',
    mptoValid: null,
    p_topk_standard: null,
  },
  applicablePromos: [],
  promoCalculations: [],
  notes: [],
};

const BET = { id: 'bet-1', runnerName: 'Fast Lad' };

function serve(extra: Record<string, MockReply> = {}, row: object = ROW) {
  return mockApi({
    'GET /api/auth/me': { body: { user: MEMBER } },
    'GET /api/opportunities': {
      body: { opportunities: [row], lastUpdated: new Date().toISOString() },
    },
    'GET /api/bookmakers/active': activeBookmakersReply(['Betr']),
    'GET /api/debug/promo-calc/flem-4/3': { body: DEBUG },
    'POST /api/bets': { status: 201, body: BET },
    ...extra,
  });
}

const WAIT = { timeout: 30_000 };
const dialog = () => screen.getByRole('dialog', { name: 'Log bet' });

// At 375 px: the dashboard shows its cards (a plain list), since the virtualised antd table draws
// no rows without layout in jsdom. The same flow on the desktop table: e2e/specs/bets.file.e2e.ts.
describe('Log bet', { timeout: 120_000 }, () => {
  beforeEach(() => setWindowWidth(375));
  beforeAll(async () => {
    await Promise.all([
      import('../routes/dashboard-route'),
      import('../../features/dashboard/components/opportunity-cards'),
      import('../../features/dashboard/components/debug-dialog'),
      import('../../features/bets/components/log-bet-dialog'),
    ]);
  }, 120_000);

  it('should log a bet from a dashboard row with the row price, the fallback stake and the promo', async () => {
    const { calls } = serve();
    const { user } = renderApp('/');
    await user.click(
      await screen.findByLabelText('Log bet on Fast Lad with Betr', {}, WAIT),
    );
    await screen.findByRole('dialog', { name: 'Log bet' }, WAIT);
    expect(within(dialog()).getByText('Flemington R4')).toBeInTheDocument();
    const price = within(dialog()).getByLabelText('Price taken');
    await waitFor(() => expect(price).toHaveValue('5.00'));
    // No settings api (404) and no kelly on the row: the fallback stake of $10.
    expect(within(dialog()).getByLabelText('Stake ($)')).toHaveValue('10.00');
    await user.clear(price);
    await user.type(price, '5.2');
    await user.type(within(dialog()).getByLabelText('Notes'), 'early');
    await user.click(within(dialog()).getByRole('button', { name: 'Log bet' }));
    await waitFor(() => expect(calls('POST /api/bets')).toHaveLength(1));
    expect(calls('POST /api/bets')[0].body).toEqual({
      extRaceId: 'flem-4',
      runnerNumber: 3,
      bookmaker: 'Betr',
      price: 5.2,
      stake: 10,
      promoId: 'p-1',
      boostId: null,
      notes: 'early',
    });
    expect(await screen.findByText('Bet logged', {}, WAIT)).toBeInTheDocument();
  });

  it('should default the stake to the suggested one when the row has kelly and the user has settings', async () => {
    const { calls } = serve(
      {
        'GET /api/users/me/betting': bettingSettingsReply({
          bankroll: 1000,
          kellyFraction: 0.25,
          maxStakePct: 0.05,
        }),
      },
      // 1000 × 0.25 × 0.1 = $25, under the $50 cap.
      { ...ROW, kelly: 0.1 },
    );
    const { user } = renderApp('/');
    await user.click(
      await screen.findByLabelText('Log bet on Fast Lad with Betr', {}, WAIT),
    );
    await screen.findByRole('dialog', { name: 'Log bet' }, WAIT);
    await waitFor(() =>
      expect(within(dialog()).getByLabelText('Stake ($)')).toHaveValue('25.00'),
    );
    expect(
      within(dialog()).getByText('Suggested stake $25'),
    ).toBeInTheDocument();
    // The dialog sizes the stake with the settings the dashboard read: opening it asks for none.
    expect(calls('GET /api/users/me/betting')).toHaveLength(1);
  });

  it('should keep a stake typed before the betting settings arrive', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    serve(
      {
        'GET /api/users/me/betting': {
          until: held,
          ...bettingSettingsReply({
            bankroll: 1000,
            kellyFraction: 0.25,
            maxStakePct: 0.05,
          }),
        },
      },
      { ...ROW, kelly: 0.1 },
    );
    const { user } = renderApp('/');
    await user.click(
      await screen.findByLabelText('Log bet on Fast Lad with Betr', {}, WAIT),
    );
    await screen.findByRole('dialog', { name: 'Log bet' }, WAIT);
    const stake = within(dialog()).getByLabelText('Stake ($)');
    await waitFor(() => expect(stake).toHaveValue('10.00'));
    await user.clear(stake);
    await user.type(stake, '42');
    release();
    // The settings' suggested stake ($25) shows as a hint and fills nothing the user typed in.
    expect(
      await within(dialog()).findByText('Suggested stake $25', {}, WAIT),
    ).toBeInTheDocument();
    expect(stake).toHaveValue('42');
    expect(within(dialog()).getByLabelText('Price taken')).toHaveValue('5.00');
  });

  it('should refuse a price under 1.01 and say why the server refused', async () => {
    const { calls } = serve({
      'POST /api/bets': { status: 400, body: { message: ['race has closed'] } },
    });
    const { user } = renderApp('/');
    await user.click(
      await screen.findByLabelText('Log bet on Fast Lad with Betr', {}, WAIT),
    );
    await screen.findByRole('dialog', { name: 'Log bet' }, WAIT);
    const price = within(dialog()).getByLabelText('Price taken');
    await waitFor(() => expect(price).toHaveValue('5.00'));
    await user.clear(price);
    await user.click(within(dialog()).getByRole('button', { name: 'Log bet' }));
    expect(
      await within(dialog()).findByText(/Price taken|At least 1.01/, {
        selector: '.ant-form-item-explain-error',
      }),
    ).toBeInTheDocument();
    expect(calls('POST /api/bets')).toHaveLength(0);
    await user.type(price, '4');
    await user.click(within(dialog()).getByRole('button', { name: 'Log bet' }));
    expect(
      await screen.findByText('Could not log the bet', {}, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText(/race has closed/)).toBeInTheDocument();
  });

  it('should open Log bet from the EV Calculation Debug dialog', async () => {
    const { calls } = serve();
    const { user } = renderApp('/');
    await user.click(
      await screen.findByLabelText(
        'EV calculation debug for Fast Lad',
        {},
        WAIT,
      ),
    );
    await screen.findByText('Race information', {}, WAIT);
    const debug = screen.getByRole('dialog', { name: 'EV Calculation Debug' });
    await user.click(within(debug).getByRole('button', { name: 'Log bet' }));
    // Found by its field, not its role: jsdom runs no closing animation, so the debug dialog stays
    // mounted beside it and role queries do not see the new one.
    const price = await screen.findByLabelText('Price taken', {}, WAIT);
    const logDialog = price.closest('.ant-modal') as HTMLElement;
    await waitFor(() => expect(price).toHaveValue('5.00'));
    await user.click(
      within(logDialog).getByRole('button', { name: 'Log bet', hidden: true }),
    );
    await waitFor(() => expect(calls('POST /api/bets')).toHaveLength(1));
    expect(calls('POST /api/bets')[0].body).toMatchObject({
      extRaceId: 'flem-4',
      runnerNumber: 3,
      price: 5,
    });
  });
});

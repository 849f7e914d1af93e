import { fireEvent, screen, within } from '@testing-library/react';
import { MEMBER, mockApi } from '../../../testing/mock-api';
import { anOpportunityRow } from '../../../testing/an-opportunity-row';
import { renderApp } from '../../../testing/render-app';
import { activeBookmakersReply } from '../../../testing/contract-replies';

// The debug dialog's Back and lay (docs/ev-model.md §10): for the stake asked, the lay stake,
// liability and each outcome from the engine's hedgePlan. By hand, $50 at 3.80 laid at 4.10, 7 %:
// lay 50 × 3.80 / 4.03 = $47.15, liability 47.15 × 3.10 = $146.17, wins 140 − 146.17 = −$6.17,
// loses 47.15 × 0.93 − 50 = −$6.15, second with the $50 bonus at 0.75: −6.15 + 37.50 = $31.35.
const WAIT = { timeout: 30_000 };
const ROW = anOpportunityRow({
  extRaceId: 'rand-3',
  runnerNumber: 2,
  runnerName: 'Night Echo',
  bookmaker: 'Sportsbet',
  price: 3.8,
  layPrice: 4.1,
});
const CALC = {
  bookmaker: 'Sportsbet',
  hasPromo: true,
  promoId: 'p1',
  promoType: 'BonusBack_2nd',
  winPrice: 3.8,
  placePrice: 1.75,
  fairPrice: 4,
  p_win: 0.25,
  p_win_pct: 25,
  p_topk: 0.49,
  p_topk_pct: 49,
  promoK: 2,
  refundChance: 0.24,
  refundChance_pct: 24,
  retention: 0.75,
  retentionOrigin: 'promo',
  layPrice: 4.1,
  lockRating: -12.31,
  lockedEV: 5.68,
  placeSource: 'native',
  sourceBookmaker: 'Sportsbet',
  sourceK: 2,
  coverage: 1,
  baseEV_pct: -5,
  promoEV_pct: 18,
  totalEV_pct: 13,
  bonusPct_ui: 70,
  breakevenRetention: 0.21,
  kelly: 0.05,
};
const DEBUG = {
  race: {
    extRaceId: 'rand-3',
    venue: 'Randwick',
    number: 3,
    name: 'Race 3',
    code: 'TB',
    activeRunners: 6,
  },
  runner: {
    number: 2,
    name: 'Night Echo',
    fairPrice: 4,
    fairMethod: 'Bookie MPTO',
  },
  fairBooks: [],
  fairPriceMethod: 'default',
  placeMarket: {
    k: 2,
    kReason: 'terms',
    mptoValid: true,
    p_topk_standard: 0.49,
  },
  applicablePromos: [],
  promoCalculations: [CALC],
  notes: [],
  commission: 7,
};

describe('Debug dialog: Back and lay', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('../../../app/routes/dashboard-route'),
      import('../components/debug-dialog'),
    ]);
  }, 120_000);

  it('should hedge the stake asked at each book with a lay, and say where the retention comes from', async () => {
    mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      'GET /api/opportunities': {
        body: { opportunities: [ROW], lastUpdated: new Date().toISOString() },
      },
      'GET /api/bookmakers/active': activeBookmakersReply(['Sportsbet']),
      'GET /api/debug/promo-calc/rand-3/2': { body: DEBUG },
      'GET /api/retention/measured': {
        body: {
          commission: 7,
          windowMinutes: 60,
          measuredAt: new Date().toISOString(),
          books: [
            {
              bookmaker: 'Sportsbet',
              retention: 0.81,
              extRaceId: 'rand-3',
              venue: 'Randwick',
              raceNumber: 3,
              startTime: new Date().toISOString(),
              runnerNumber: 6,
              runnerName: 'Long Shot Larry',
              back: 21,
              lay: 23,
              laySize: null,
            },
          ],
        },
      },
    });
    renderApp('/');
    fireEvent.click(
      await screen.findByLabelText(
        'EV calculation debug for Night Echo',
        {},
        WAIT,
      ),
    );
    const stake = await screen.findByLabelText('Back stake', {}, WAIT);
    fireEvent.change(stake, { target: { value: '50' } });
    const region = screen.getByRole('region', { name: 'Back and lay' });
    expect(await within(region).findByText('$47.15')).toBeInTheDocument();
    expect(within(region).getByText('$146.17')).toBeInTheDocument();
    expect(within(region).getByText('−$6.17')).toBeInTheDocument();
    expect(within(region).getByText('−$6.15')).toBeInTheDocument();
    expect(within(region).getByText('$31.35')).toBeInTheDocument();
    expect(
      within(region).getByText(
        "Retention 0.75: the promo's value multiplier",
      ),
    ).toBeInTheDocument();
    expect(
      await within(region).findByText(
        /0\.81: Randwick R3 #6 Long Shot Larry, 21\.00 back \/ 23\.00 lay/,
      ),
    ).toBeInTheDocument();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { EDITOR, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { DRAFT_KEY } from '../model/bet-boost-draft';

vi.setConfig({ testTimeout: 60_000 });

const ACTIVE = {
  id: 'b1', bookmaker: 'Betr', boostType: 'FIXED_WIN', raceExtId: 'r1', runnerExtId: 'x3', boostedOdds: 4.5,
  isActive: 1, notes: null, kPlaces: null, legs: [], raceId: 'r1', raceCode: 'TB', track: 'Flemington',
  raceNumber: 1, runnerNumber: 3, runnerName: 'Zoom', startTime: '2026-11-24T03:00:00Z', baseEV: 12.5,
  promoEV: 0, totalEV: 12.5, fairPrice: 4, fairMethod: 'BF Mid', placeFairPrice: null, placeSource: null,
  placeDataWarning: null,
};

describe('Fixed-Price Boosts', () => {
  beforeEach(() => localStorage.clear());

  it('should submit the stored draft, clear it, and link active boosts to the dashboard', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({
        step: 3, bookmaker: 'Betr', raceExtId: 'r1',
        boosts: [{ raceExtId: 'r1', raceLabel: 'Flemington R1 (TB)', runnerExtId: 'x3', runnerLabel: '3. Zoom', boostedOdds: 4.5 }],
      }),
    );
    const { calls } = mockApi({
      'GET /api/auth/me': { body: { user: EDITOR } },
      'GET /api/boosts/active': { body: { boosts: [ACTIVE] } },
      'GET /api/admin/bookmakers': { body: [] },
      'GET /api/races': { body: [] },
      'POST /api/bet-boosts': { body: { created: [] } },
    });
    const { user } = renderApp('/bet-boosts');
    const submit = await screen.findByText('Submit Boosts', {}, { timeout: 20_000 });
    expect(screen.getByText('Flemington R1 (TB) · 3. Zoom @ 4.50')).toBeInTheDocument();
    const link = await screen.findByText('View in Dashboard');
    expect(link.closest('a')).toHaveAttribute(
      'href',
      '/?race_id=r1&bookmakers=Betr&within_minutes=1440&min_total_ev=-50',
    );
    await user.click(submit);
    await waitFor(() => expect(calls('POST /api/bet-boosts')).toHaveLength(1));
    expect(calls('POST /api/bet-boosts')[0].body).toEqual({
      bookmaker: 'Betr',
      boosts: [{ raceExtId: 'r1', runnerExtId: 'x3', boostedOdds: 4.5 }],
    });
    await waitFor(() => expect(JSON.parse(localStorage.getItem(DRAFT_KEY) ?? '{}').boosts).toEqual([]));
    // Steps draws the number: the title is the spec's text alone, not '1 1 Select Bookmaker'.
    expect(screen.getByText('Select Bookmaker')).toBeInTheDocument();
    expect(screen.queryByText('1 Select Bookmaker')).toBeNull();
  });

  it('should refuse an empty draft with the spec message', async () => {
    localStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 3, bookmaker: '', raceExtId: '', boosts: [] }));
    const { calls } = mockApi({
      'GET /api/auth/me': { body: { user: EDITOR } },
      'GET /api/boosts/active': { body: { boosts: [] } },
    });
    const { user } = renderApp('/fixed-boosts');
    await user.click(await screen.findByText('Submit Boosts', {}, { timeout: 20_000 }));
    expect(await screen.findByTestId('toast-destructive')).toHaveTextContent('Missing Fields');
    expect(screen.getAllByText('Please select a bookmaker and add at least one boost').length).toBeGreaterThan(0);
    expect(screen.getByText('No active boosts')).toBeInTheDocument();
    expect(calls('POST /api/bet-boosts')).toHaveLength(0);
  });

  it('should list 20 races in Pick Race and find a later one by search', async () => {
    localStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ step: 1, bookmaker: 'Betr', raceExtId: '', boosts: [] }),
    );
    // 25 open races, soonest first: 'Track 1' … 'Track 24' then Zeta Park, the 25th.
    const races = Array.from({ length: 25 }, (_, i) => ({
      extRaceId: `r${i + 1}`,
      track: i === 24 ? 'Zeta Park' : `Track ${i + 1}`,
      number: 1,
      code: 'TB',
      name: '',
      state: 'open',
      startTime: new Date(Date.UTC(2026, 10, 24, 3, i)).toISOString(),
    }));
    mockApi({
      'GET /api/auth/me': { body: { user: EDITOR } },
      'GET /api/boosts/active': { body: { boosts: [] } },
      'GET /api/admin/bookmakers': { body: [] },
      'GET /api/races': { body: races },
    });
    const { user } = renderApp('/bet-boosts');
    const select = await screen.findByRole(
      'combobox',
      { name: 'Race' },
      { timeout: 20_000 },
    );
    await user.click(select);
    expect(await screen.findByTitle('Track 1 R1 (TB)')).toBeInTheDocument();
    expect(screen.queryByTitle('Zeta Park R1 (TB)')).toBeNull();
    await user.type(select, 'zeta');
    expect(await screen.findByTitle('Zeta Park R1 (TB)')).toBeInTheDocument();
    expect(screen.queryByTitle('Track 1 R1 (TB)')).toBeNull();
  });
});

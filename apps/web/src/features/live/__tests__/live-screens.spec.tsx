import type { LiveMessage, LiveTickMessage } from '@overlay/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { EDITOR, MEMBER, mockApi } from '../../../testing/mock-api';
import { bettingSettingsReply } from '../../../testing/contract-replies';
import { setReducedMotion } from '../../../testing/match-media';
import { renderApp } from '../../../testing/render-app';

const RACES = [
  { extRaceId: 'flem-4', track: 'Flemington', number: 4, code: 'TB', name: 'Maiden Plate', state: 'open', startTimeLocal: '2026-11-24T12:00:00+11:00', startTime: '2026-11-24T01:00:00Z', runnersCount: 8, country: 'AU' },
  { extRaceId: 'went-2', track: 'Wentworth Park', number: 2, code: 'GR', name: 'Dash', state: 'open', startTimeLocal: '2026-11-24T12:30:00+11:00', startTime: '2026-11-24T01:30:00Z', runnersCount: 6, country: 'AU' },
];

const INFO = { extRaceId: 'flem-4', track: 'Flemington', raceNumber: 4, raceName: 'Maiden Plate', code: 'TB' as const, startTime: '2026-11-24T01:00:00Z', activeRunners: 2 };
const row = (runnerNo: number, book: string, winPrice: number, totalEV: number) => ({
  runnerId: `ru-${runnerNo}`, runnerNo, runnerName: `Runner ${runnerNo}`, book, winPrice, baseEV: totalEV - 1, promoEV: 1, totalEV, bonusPct: 50, p_win: 0.25, kelly: 0,
});
const DEBUG_RACE = {
  race: { extRaceId: 'flem-4', track: 'Flemington', number: 4, name: 'Maiden Plate', code: 'TB', startTime: INFO.startTime, marketState: 'open', activeRunners: 2 },
  runners: [
    { runnerId: 'ru-1', runnerNo: 1, runnerName: 'Runner 1', scratched: false },
    { runnerId: 'ru-2', runnerNo: 2, runnerName: 'Runner 2', scratched: false },
  ],
  rows: [row(1, 'TAB', 4, 2)],
  lastUpdated: '2026-11-24T00:40:00Z',
  message: null,
};

/** A stand-in for the browser's EventSource; tests push messages and drops into it. */
class FakeSource {
  static all: FakeSource[] = [];
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  onopen: ((event: Event) => void) | null = null;
  readyState = 0;
  closed = false;
  constructor(readonly url: string) {
    FakeSource.all.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  push(message: LiveMessage) {
    act(() => this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) })));
  }
  drop() {
    act(() => this.onerror?.(new Event('error')));
  }
}
const liveSource = () => FakeSource.all.filter((s) => s.url.startsWith('/api/live/')).at(-1);

/** The screens are lazy chunks: the first find waits for the import on a busy machine. */
const WAIT = { timeout: 30_000 };

function serve(user: typeof EDITOR | typeof MEMBER = EDITOR) {
  return mockApi({
    'GET /api/auth/me': { body: { user } },
    'GET /api/races': { body: RACES },
    'GET /api/users/me/betting': bettingSettingsReply({ bankroll: 1000, kellyFraction: 0.25, maxStakePct: 0.05, fairMethod: 'worst_case' }),
    'GET /api/debug/race/flem-4': { body: DEBUG_RACE },
    'GET /api/live/race/flem-4/history': {
      body: { extRaceId: 'flem-4', runners: [{ runnerId: 'ru-1', runnerNo: 1, runnerName: 'Runner 1', books: [{ book: 'TAB', points: [{ t: '2026-11-24T00:40:00Z', price: 4 }] }], fair: [{ t: '2026-11-24T00:40:00Z', price: 3.8 }] }] },
    },
  });
}

beforeEach(() => {
  FakeSource.all = [];
  vi.stubGlobal('EventSource', FakeSource);
});
afterEach(() => vi.unstubAllGlobals());

describe('Live Race Tracker list', { timeout: 60_000 }, () => {
  it('should filter by track and race number, count, reset, show the empty text and open a race', async () => {
    serve();
    const { router, user } = renderApp('/admin/live-tracker');
    await screen.findByText('Wentworth Park', {}, WAIT);
    expect(screen.getByTestId('race-count')).toHaveTextContent('2 races');

    await user.type(screen.getByLabelText('Track name'), 'flem');
    expect(screen.getByTestId('race-count')).toHaveTextContent('1 race');
    expect(screen.queryByText('Wentworth Park')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Race number'), '9');
    expect(screen.getByText('No races found')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));
    expect(screen.getByTestId('race-count')).toHaveTextContent('2 races');

    await user.click(screen.getByText('Flemington'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/live/flem-4'));
  });

  it('should tell a member the screen is not theirs', async () => {
    serve(MEMBER);
    renderApp('/admin/live/flem-4');
    expect(await screen.findByText('Access denied', {}, WAIT)).toBeInTheDocument();
    expect(liveSource()).toBeUndefined();
  });
});

describe('Live race page', { timeout: 60_000 }, () => {
  it('should stream ticks, flash moves, and end with Race Finished', async () => {
    serve();
    renderApp('/admin/live/flem-4');
    expect(await screen.findByRole('heading', { name: 'Flemington R4' }, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(liveSource()).toBeDefined(), WAIT);
    const source = liveSource()!;
    expect(source.url).toBe('/api/live/race/flem-4?retention=0.75&interval=1000');

    source.push({ type: 'connected', extRaceId: 'flem-4', timestamp: '2026-11-24T00:50:00Z', marketState: 'open', tracking: 'live', raceInfo: INFO });
    source.push({
      type: 'tick', timestamp: '2026-11-24T00:50:01Z', marketState: 'open', tracking: 'live', raceInfo: INFO,
      ev: [row(1, 'TAB', 4.4, 12), row(2, 'Betr', 5, 3)], bestByRunner: {},
      oddsChanged: [{ runnerId: 'ru-1', book: 'TAB', old: 4, new: 4.4 }], message: null,
    });
    expect(screen.getByTestId('live-badge')).toHaveTextContent('LIVE');
    const table = screen.getByTestId('live-odds-table');
    const price = within(table).getByText('4.40').closest('td')!;
    expect(price).toHaveAttribute('data-flash', 'up');
    // A tick a second is not read out: the table is no polite live region (antd's Spin wrapper).
    expect(table.closest('[aria-live="polite"]')).toBeNull();
    await waitFor(() => expect(price).not.toHaveAttribute('data-flash'), { timeout: 1500 });
    expect(await screen.findByTestId('price-chart', {}, WAIT)).toBeInTheDocument();

    source.push({
      type: 'tick', timestamp: '2026-11-24T00:50:02Z', marketState: 'closed', tracking: 'live', raceInfo: INFO,
      ev: [], bestByRunner: {}, oddsChanged: [], message: null,
    });
    expect(screen.getByText('Race Finished')).toBeInTheDocument();
    expect(screen.getByTestId('live-badge')).toHaveTextContent('Static View');
    expect(source.closed).toBe(true);
  });

  it('should say when the whole market is stale, mark every price, and drop the banner once it is fresh again', async () => {
    serve();
    renderApp('/admin/live/flem-4');
    await waitFor(() => expect(liveSource()).toBeDefined(), WAIT);
    const source = liveSource()!;
    source.push({ type: 'connected', extRaceId: 'flem-4', timestamp: '2026-11-24T00:50:00Z', marketState: 'open', tracking: 'live', raceInfo: INFO });
    const tick = (stale: boolean): LiveTickMessage => ({
      type: 'tick', timestamp: '2026-11-24T00:52:01Z', marketState: 'open', tracking: 'live', raceInfo: INFO,
      ev: [{ ...row(1, 'TAB', 4.4, 12), ...(stale ? { stale: true } : {}) }], bestByRunner: {}, oddsChanged: [], message: null,
      asOf: '2026-11-24T00:50:00Z',
      market: stale
        ? { stale: true, reason: 'quota_exceeded', asOf: '2026-11-24T00:50:00Z', staleSince: '2026-11-24T00:50:30Z', staleAt: null, detail: 'The monthly request quota is spent.' }
        : { stale: false, reason: null, asOf: '2026-11-24T00:52:00Z', staleSince: null, staleAt: '2026-11-24T00:54:00Z', detail: null },
    });
    source.push(tick(true));
    expect(await screen.findByText('Betwatch quota exceeded: prices are frozen', {}, WAIT)).toBeInTheDocument();
    expect(within(screen.getByTestId('live-odds-table')).getByLabelText('Stale price')).toBeInTheDocument();
    source.push(tick(false));
    await waitFor(() => expect(screen.queryByTestId('market-stale-banner')).toBeNull(), WAIT);
    expect(within(screen.getByTestId('live-odds-table')).queryByLabelText('Stale price')).toBeNull();
  });

  it('with reduced motion, marks a move with a still arrow (no colour flash, no pulse) and reads it out', async () => {
    setReducedMotion(true);
    serve();
    renderApp('/admin/live/flem-4');
    await waitFor(() => expect(liveSource()).toBeDefined(), WAIT);
    const source = liveSource()!;
    source.push({ type: 'connected', extRaceId: 'flem-4', timestamp: '2026-11-24T00:50:00Z', marketState: 'open', tracking: 'live', raceInfo: INFO });
    source.push({
      type: 'tick', timestamp: '2026-11-24T00:50:01Z', marketState: 'open', tracking: 'live', raceInfo: INFO,
      ev: [row(1, 'TAB', 3.6, 12), row(2, 'Betr', 5, 3)], bestByRunner: {},
      oddsChanged: [{ runnerId: 'ru-1', book: 'TAB', old: 4, new: 3.6 }], message: null,
    });
    const price = within(screen.getByTestId('live-odds-table')).getByText('3.60').closest('td')!;
    expect(price).toHaveAttribute('data-flash', 'down');
    expect(price.style.background).toBe('');
    expect(within(price).getByTestId('price-move')).toHaveTextContent('▼');
    expect(screen.getByTestId('live-badge').querySelector('.ant-badge-status-processing')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('live-announcer')).toHaveTextContent('1 price moved: Runner 1 at TAB down to 3.60'),
    );
  });

  it("should show each row's suggested stake after Total EV, none without an edge", async () => {
    serve();
    renderApp('/admin/live/flem-4');
    await waitFor(() => expect(liveSource()).toBeDefined(), WAIT);
    const source = liveSource()!;
    source.push({ type: 'connected', extRaceId: 'flem-4', timestamp: '2026-11-24T00:50:00Z', marketState: 'open', tracking: 'live', raceInfo: INFO });
    // Runner 1: 1000 × 0.25 × 0.0578 = 14.45 → $14; Runner 2 has kelly 0 (no edge) → '—'.
    source.push({
      type: 'tick', timestamp: '2026-11-24T00:50:01Z', marketState: 'open', tracking: 'live', raceInfo: INFO,
      ev: [{ ...row(1, 'TAB', 4.4, 12), kelly: 0.0578 }, row(2, 'Betr', 5, -3)], bestByRunner: {}, oddsChanged: [], message: null,
    });
    const table = screen.getByTestId('live-odds-table');
    const headers = within(table).getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers.indexOf('Stake')).toBe(headers.indexOf('Total EV') + 1);
    const cells = (name: string) =>
      within(within(table).getByText(name).closest('tr')!).getAllByRole('cell').map((td) => td.textContent);
    await waitFor(() => expect(cells('Runner 1')).toContain('$14'), WAIT);
    const second = cells('Runner 2');
    expect(second[headers.indexOf('Stake')]).toBe('—');
    expect(cells('Runner 1')[headers.indexOf('Stake')]).toBe('$14');
  });

  it("should show 'Connection Error' when the stream drops and reconnect on request", async () => {
    serve();
    const { user } = renderApp('/admin/live/flem-4');
    await waitFor(() => expect(liveSource()).toBeDefined(), WAIT);
    const first = liveSource()!;
    first.drop();
    expect(await screen.findByText('Connection Error')).toBeInTheDocument();
    expect(screen.getByText('Lost connection to live race feed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reconnect' }));
    await waitFor(() => expect(liveSource()).not.toBe(first));
    liveSource()!.push({ type: 'connected', extRaceId: 'flem-4', timestamp: '2026-11-24T00:50:00Z', marketState: 'open', tracking: 'static', raceInfo: INFO });
    expect(screen.queryByText('Connection Error')).not.toBeInTheDocument();
    expect(screen.getByTestId('live-badge')).toHaveTextContent('Static View');
  });

  it('should reopen the stream with the new retention and refresh rate, and stop it while paused', async () => {
    serve();
    const { user } = renderApp('/admin/live/flem-4');
    await waitFor(() => expect(liveSource()).toBeDefined(), WAIT);
    const retention = screen.getByLabelText('Retention %');
    await user.clear(retention);
    await user.type(retention, '60');
    await user.tab();
    await waitFor(() => expect(liveSource()!.url).toContain('retention=0.60'));
    // Until a tick names its retention, the stored rows' own: each promo's value multiplier.
    expect(await screen.findByTestId('live-retention', {}, WAIT)).toHaveTextContent("Retention: the promo's value multiplier");
    liveSource()!.push({
      type: 'tick', timestamp: '2026-11-24T00:50:01Z', marketState: 'open', tracking: 'live', raceInfo: INFO,
      ev: [row(1, 'TAB', 4.4, 12)], bestByRunner: {}, oddsChanged: [], message: null,
      retention: { origin: 'override', value: 0.6 },
    });
    expect(screen.getByTestId('live-retention')).toHaveTextContent("Retention 0.60: the live page's override");
    await user.click(screen.getByRole('button', { name: /Pause/ }));
    expect(liveSource()!.closed).toBe(true);
    const count = FakeSource.all.length;
    await user.click(screen.getByRole('button', { name: /Resume/ }));
    await waitFor(() => expect(FakeSource.all.length).toBe(count + 1));
  });
});

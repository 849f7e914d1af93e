import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { eventStream } from '../../../lib/sse';
import type { StreamListener } from '../../../lib/sse';
import { MEMBER, mockApi } from '../../../testing/mock-api';
import type { MockReply, RecordedRequest } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';
import { bet, SUMMARY } from './bet-fixtures';
import { activeBookmakersReply } from '../../../testing/contract-replies';

const PENDING = bet({
  id: 'bet-2',
  runnerName: 'Slow Lass',
  runnerNumber: 7,
  result: 'pending',
  payout: null,
  profit: null,
  closingPrice: null,
  closingFairPrice: null,
  clv: null,
  settledAt: null,
  promoId: 'p-1',
  promoType: 'BonusBack_2nd',
  promoLabel: 'Bonus back 2nd',
  retention: 0.81,
  retentionOrigin: 'measured',
  notes: 'first note',
});

function serve(
  extra: Record<string, MockReply | ((r: never) => MockReply)> = {},
) {
  return mockApi({
    'GET /api/auth/me': { body: { user: MEMBER } },
    'GET /api/bets': { body: { bets: [PENDING, bet()] } },
    'GET /api/bets/summary': { body: SUMMARY },
    'GET /api/bookmakers/active': activeBookmakersReply(['Betr', 'TAB']),
    ...extra,
  });
}

const WAIT = { timeout: 30_000 };
/** A $10 bet that lost, with no closing line. */
const LOST_UNCLOSED = {
  result: 'lost',
  payout: 0,
  profit: -10,
  closingPrice: null,
  closingFairPrice: null,
  clv: null,
} as const;
const button = (name: string) =>
  screen
    .getByText(name, { selector: 'button span, button' })
    .closest('button') as HTMLElement;

describe('Bet Log', { timeout: 120_000 }, () => {
  beforeAll(async () => {
    await import('../components/bets-page');
  }, 120_000);

  it('should show the bets, the summary and the chart, and send the URL filters to the api', async () => {
    // A parlay's legs: this race's runner, then the other race's with its venue and number.
    const leg = { startTime: '2026-11-23T02:00:00Z', extRaceId: 'flem-4', venue: 'Flemington', raceNumber: 4 };
    const parlay = bet({
      id: 'bet-3',
      boostId: 'boost-1',
      boostType: 'PARLAY_ALL_WIN',
      ...LOST_UNCLOSED,
      legs: [
        { ...leg, runnerNumber: 3, runnerName: 'Fast Lad' },
        { ...leg, extRaceId: 'rose-5', venue: 'Rosehill', raceNumber: 5, runnerNumber: 1, runnerName: 'Second Leg' },
      ],
    });
    // Taken at the book's own boost (the feed's boostedFrom): no promo, and the log says why.
    const bookBoosted = bet({
      id: 'bet-4',
      runnerNumber: 7,
      runnerName: 'Boosted Bay',
      price: 3.5,
      boostedFrom: 2.85,
      ...LOST_UNCLOSED,
    });
    const { calls } = serve({ 'GET /api/bets': { body: { bets: [PENDING, bet(), parlay, bookBoosted] } } });
    renderApp(
      '/bets?bookmaker=Betr&code=TB&from=2026-11-01&promoType=BonusBack_2nd',
    );
    expect(
      await screen.findByText('Slow Lass', { exact: false }, WAIT),
    ).toBeInTheDocument();
    const list = calls('GET /api/bets')[0].url;
    expect(list).toContain('bookmaker=Betr');
    expect(list).toContain('code=TB');
    expect(list).toContain('promoType=BonusBack_2nd');
    expect(list).toContain(
      `from=${encodeURIComponent(new Date(2026, 10, 1).toISOString())}`,
    );
    expect(calls('GET /api/bets/summary')[0].url).toContain('bookmaker=Betr');
    // The settled bet: +25% EV, closing fair 4.50, CLV 5/4.5 − 1 = +11.1%, won $40.
    expect(screen.getByText('3. Fast Lad')).toBeInTheDocument();
    expect(
      screen.getByText('3. Fast Lad / Rosehill R5 1. Second Leg'),
    ).toBeInTheDocument();
    expect(screen.getByText('4.50')).toBeInTheDocument();
    expect(screen.getAllByText('+11.1%').length).toBeGreaterThan(0);
    expect(screen.getByText('Won')).toBeInTheDocument();
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(screen.getByText('Bonus back 2nd')).toBeInTheDocument();
    expect(screen.getAllByText('Book boost').length).toBeGreaterThan(0);
    expect(screen.getByText('from 2.85')).toBeInTheDocument();
    // The retention its EV and settlement count the bonus bet at, and where it came from.
    expect(
      screen.getByText('Retention 0.81: measured from the market'),
    ).toBeInTheDocument();
    const summary = screen.getByTestId('bet-summary');
    expect(within(summary).getByText('2 (1 pending)')).toBeInTheDocument();
    // Each figure says which bets it counts: the pending one is in Average EV, not in the money.
    expect(within(summary).getByText('1 settled')).toBeInTheDocument();
    expect(within(summary).getAllByText('Settled bets')).toHaveLength(4);
    expect(within(summary).getByText('Every bet')).toBeInTheDocument();
    expect(within(summary).getByText('+400.0%')).toBeInTheDocument();
    expect(within(summary).getByText('+17.5%')).toBeInTheDocument();
    expect(within(summary).getByText('100%')).toBeInTheDocument();
    expect(within(summary).getAllByText('+$40.00')).toHaveLength(1);
    expect(screen.getByTestId('cumulative-chart')).toBeInTheDocument();
  });

  it('should load the next page as the long log scrolls to its end, and export every filtered bet through the api', async () => {
    // 100 bets on the first page and a cursor; 20 on the second, the last.
    const page = (from: number, count: number) =>
      Array.from({ length: count }, (_, i) =>
        bet({ id: `b${from + i}`, runnerName: `Runner ${from + i}` }),
      );
    const { calls } = serve({
      'GET /api/bets': (r: RecordedRequest) =>
        r.url.includes('cursor=c1')
          ? { body: { bets: page(100, 20), nextCursor: null } }
          : { body: { bets: page(0, 100), nextCursor: 'c1' } },
    });
    const { user } = renderApp('/bets?bookmaker=Betr');
    await screen.findByText('Runner 0', { exact: false }, WAIT);
    expect(calls('GET /api/bets')[0].url).toContain('limit=100');
    expect(calls('GET /api/bets')[0].url).not.toContain('cursor=');
    // A long log is virtualised: its body scrolls, and the end of it asks for the next page.
    const holder = document.querySelector('.ant-table-tbody-virtual-holder');
    expect(holder).not.toBeNull();
    // Its <div> rows still make one table for a screen reader, every loaded bet counted.
    const table = screen.getByRole('table', { name: 'Bet log' });
    expect(table).toHaveAttribute('aria-rowcount', '101');
    expect(within(table).getAllByRole('columnheader')[0]).toHaveTextContent('Placed');
    const first = within(table)
      .getAllByRole('row')
      .find((row) => row.getAttribute('aria-rowindex') === '2');
    expect(first).toBeDefined();
    expect(within(first as HTMLElement).getAllByRole('cell')[2]).toHaveTextContent('Runner 0');
    fireEvent.scroll(holder as Element, { target: { scrollTop: 10_000 } });
    await waitFor(() => expect(calls('GET /api/bets')).toHaveLength(2));
    expect(calls('GET /api/bets')[1].url).toContain('cursor=c1');
    expect(calls('GET /api/bets')[1].url).toContain('bookmaker=Betr');
    // The last page: scrolling again asks for nothing more.
    await new Promise((resolve) => setTimeout(resolve, 50));
    fireEvent.scroll(holder as Element, { target: { scrollTop: 20_000 } });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls('GET /api/bets')).toHaveLength(2);

    const clicked: string[] = [];
    const click = vi
      .spyOn(HTMLAnchorElement.prototype, 'click')
      .mockImplementation(function (this: HTMLAnchorElement) {
        clicked.push(this.getAttribute('href') ?? '');
      });
    await user.click(button('Export CSV'));
    expect(clicked).toEqual(['/api/bets/export.csv?bookmaker=Betr']);
    click.mockRestore();
  });

  it('should reload the bets when the stream says bet_changed', async () => {
    const listeners: StreamListener[] = [];
    const subscribe = vi
      .spyOn(eventStream, 'subscribe')
      .mockImplementation((l) => {
        listeners.push(l);
        return () => undefined;
      });
    const { calls } = serve();
    renderApp('/bets');
    await screen.findByText('Slow Lass', { exact: false }, WAIT);
    await waitFor(() => expect(listeners.length).toBeGreaterThan(0));
    listeners.forEach((l) => l({ type: 'data_refresh', data: null }));
    expect(calls('GET /api/bets')).toHaveLength(1);
    listeners.forEach((l) =>
      l({ type: 'bet_changed', data: { userId: MEMBER.id } }),
    );
    await waitFor(() => expect(calls('GET /api/bets')).toHaveLength(2));
    await waitFor(() => expect(calls('GET /api/bets/summary')).toHaveLength(2));
    subscribe.mockRestore();
  });

  it('should delete a bet only after confirmation', async () => {
    const { calls } = serve({ 'DELETE /api/bets/bet-2': { status: 204 } });
    const { user } = renderApp('/bets');
    await screen.findByText('Slow Lass', { exact: false }, WAIT);
    await user.click(screen.getByLabelText('Delete bet on Slow Lass'));
    expect(await screen.findByText('Delete this bet?')).toBeInTheDocument();
    expect(calls('DELETE /api/bets/bet-2')).toHaveLength(0);
    await user.click(button('Delete'));
    await waitFor(() =>
      expect(calls('DELETE /api/bets/bet-2')).toHaveLength(1),
    );
    await waitFor(() => expect(calls('GET /api/bets')).toHaveLength(2));
  });

  it('should edit the price, stake and notes of a pending bet', async () => {
    const { calls } = serve({ 'PATCH /api/bets/bet-2': { body: PENDING } });
    const { user } = renderApp('/bets');
    await screen.findByText('Slow Lass', { exact: false }, WAIT);
    await user.click(screen.getByLabelText('Edit bet on Slow Lass'));
    const stake = await screen.findByLabelText('Stake ($)');
    await user.clear(stake);
    await user.type(stake, '25');
    const notes = screen.getByLabelText('Notes');
    await user.clear(notes);
    await user.type(notes, 'topped up');
    await user.click(button('Save'));
    await waitFor(() => expect(calls('PATCH /api/bets/bet-2')).toHaveLength(1));
    expect(calls('PATCH /api/bets/bet-2')[0].body).toEqual({
      price: 5,
      stake: 25,
      notes: 'topped up',
    });
  });

  it('should send only the notes for a settled bet', async () => {
    const { calls } = serve({ 'PATCH /api/bets/bet-1': { body: bet() } });
    const { user } = renderApp('/bets');
    await screen.findByText('Fast Lad', { exact: false }, WAIT);
    await user.click(screen.getByLabelText('Edit bet on Fast Lad'));
    expect(await screen.findByLabelText('Stake ($)')).toBeDisabled();
    await user.type(screen.getByLabelText('Notes'), 'nice');
    await user.click(button('Save'));
    await waitFor(() => expect(calls('PATCH /api/bets/bet-1')).toHaveLength(1));
    expect(calls('PATCH /api/bets/bet-1')[0].body).toEqual({ notes: 'nice' });
  });

  it('should show the empty state with a way to the dashboard, or to clear the filters', async () => {
    serve({ 'GET /api/bets': { body: { bets: [] } } });
    const first = renderApp('/bets');
    expect(
      await screen.findByText(
        'No bets logged yet: log one from a dashboard row',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Go to the dashboard').closest('a'),
    ).toHaveAttribute('href', '/');
    first.unmount();
    const { router, user } = renderApp('/bets?code=GR');
    expect(
      await screen.findByText('No bets match these filters', {}, WAIT),
    ).toBeInTheDocument();
    await user.click(
      screen.getAllByText('Clear filters', { selector: 'button span' })[0],
    );
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

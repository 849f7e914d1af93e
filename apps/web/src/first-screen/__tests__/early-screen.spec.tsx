import { render } from '@testing-library/react';
import type { Opportunity } from '@overlay/contracts';
import { anOpportunityRow } from '../../testing/an-opportunity-row';
import { bootRequest, opportunitiesUrl } from '../../features/dashboard/model/opportunities-request';
import { earlyScreenDrawn, earlyScreenOf, takeEarlyReply } from '../early-handoff';
import { EarlyScreenGone } from '../early-screen-gone';
import { startEarlyScreen } from '../early-screen';

const SEARCH = '?within_minutes=1440&min_total_ev=-100&max_results=5000';

function replyWith(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));
}

function signedInOnDashboard() {
  document.cookie = 'overlay_signed_in=1';
  window.history.replaceState(null, '', `/${SEARCH}`);
  document.body.innerHTML = '<div id="root"></div>';
}

const early = () => document.getElementById('early-screen');
const cellTexts = (row: Element) => [...row.querySelectorAll('td')].map((cell) => cell.textContent);

describe('the early first screen', () => {
  beforeEach(() => {
    delete (window as unknown as Record<string, unknown>).__overlayEarlyScreen;
    signedInOnDashboard();
  });
  afterEach(() => {
    document.cookie = 'overlay_signed_in=; max-age=0';
  });

  it("asks the dashboard's own first page and draws its rows with the table's columns and texts", async () => {
    const rows: Opportunity[] = [
      anOpportunityRow({ venue: 'Flemington', raceNumber: 3, runnerNumber: 7, runnerName: 'Quick Step', bookmaker: 'Sportsbet', price: 3.5, fairPrice: 2.9, ev: 20.69, totalEV: 20.69, bonusPct: 81.25, promoK: 3 }),
      anOpportunityRow({ venue: 'Randwick', raceNumber: 1, raceCode: 'GR', price: 2.1, fairPrice: 2, fairBooks: 1, ev: -1.04, totalEV: -1.04, bonusPct: null, stale: true }),
    ];
    const fetch = replyWith(200, { opportunities: rows, lastUpdated: null });
    vi.stubGlobal('fetch', fetch);
    startEarlyScreen(window);
    await earlyScreenDrawn();

    const url = opportunitiesUrl(bootRequest(SEARCH).pageArgs!);
    expect(url).toContain('max_results=40');
    expect(fetch).toHaveBeenCalledWith(`/${url}`, expect.objectContaining({ credentials: 'same-origin' }));
    const table = early()!.querySelector('table')!;
    expect(table.caption!.textContent).toBe('2 opportunities');
    expect([...table.querySelectorAll('th')].map((th) => [th.textContent, th.getAttribute('scope')])).toEqual(
      ['Race', 'Time', 'Runner', 'Bookmaker', 'Odds', 'Fair Price', 'Base EV', 'Bonus %', 'Promo EV', 'Total EV', 'Stake'].map((title) => [title, 'col']),
    );
    const [first, second] = [...table.querySelectorAll('tbody tr.ant-table-row')];
    const firstCells = cellTexts(first);
    expect(firstCells[0]).toBe('Flemington R3TB3P');
    expect(firstCells[1]).toMatch(/^in about 3 hours/);
    expect(firstCells.slice(2)).toEqual(['7. Quick Step', 'Sportsbet', '3.50', '2.90BF', '+20.7%', '81.3%', '0.0%', '+20.7%', '—']);
    expect(cellTexts(second).slice(3)).toEqual(['BetrStale price', '2.10', '2.00BF1 book', '-1.0%', '—', '0.0%', '-1.0%', '—']);
    // The app beneath is out of the keyboard's reach until the real rows replace these.
    expect(document.getElementById('root')!.hasAttribute('inert')).toBe(true);
    // The app's first-page call takes the reply instead of asking again, once.
    expect(JSON.parse((await takeEarlyReply(url))!.text)).toEqual({ opportunities: rows, lastUpdated: null });
    expect(takeEarlyReply(url)).toBeNull();
  });

  it("draws a screen's worth of rows at once and the rest of the first page a task later", async () => {
    const rows = Array.from({ length: 40 }, (_, index) => anOpportunityRow({ runnerNumber: index + 1 }));
    vi.stubGlobal('fetch', replyWith(200, { opportunities: rows }));
    startEarlyScreen(window);
    await earlyScreenDrawn();
    expect(early()!.querySelector('caption')!.textContent).toBe('Top 40 opportunities (loading all)');
    expect(early()!.querySelectorAll('.ant-table-row')).toHaveLength(12);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(early()!.querySelectorAll('.ant-table-row')).toHaveLength(40);
  });

  it('draws nothing on a 401, and hands the app no reply (it asks itself)', async () => {
    vi.stubGlobal('fetch', replyWith(401, { message: 'Unauthorized' }));
    startEarlyScreen(window);
    await earlyScreenDrawn();
    expect(early()).toBeNull();
    expect(document.getElementById('root')!.hasAttribute('inert')).toBe(false);
    expect(await takeEarlyReply(earlyScreenOf()!.url)).toBeNull();
  });

  it('asks nothing without the session sign or off the dashboard, and draws nothing for a stale market', async () => {
    const fetch = replyWith(200, { opportunities: [anOpportunityRow()], marketFreshness: { stale: true } });
    vi.stubGlobal('fetch', fetch);
    document.cookie = 'overlay_signed_in=; max-age=0';
    startEarlyScreen(window);
    window.history.replaceState(null, '', '/bets');
    document.cookie = 'overlay_signed_in=1';
    startEarlyScreen(window);
    expect(fetch).not.toHaveBeenCalled();
    window.history.replaceState(null, '', `/${SEARCH}`);
    startEarlyScreen(window);
    await earlyScreenDrawn();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(early()).toBeNull();
  });

  it("is removed when the app's rows view commits, and not drawn after", async () => {
    vi.stubGlobal('fetch', replyWith(200, { opportunities: [anOpportunityRow()] }));
    startEarlyScreen(window);
    await earlyScreenDrawn();
    expect(early()!.querySelectorAll('.ant-table-row')).toHaveLength(1);
    render(<EarlyScreenGone />, { container: document.getElementById('root')! });
    expect(early()).toBeNull();
    expect(document.getElementById('root')!.hasAttribute('inert')).toBe(false);
    expect(earlyScreenOf()!.claimed).toBe(true);
  });
});

import { BOOKMAKERS, bookmakerColour } from '@overlay/domain';
import type { CatalogueSource } from '@overlay/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { MEMBER, mockApi } from '../../../testing/mock-api';
import { anOpportunityRow } from '../../../testing/an-opportunity-row';
import { renderApp } from '../../../testing/render-app';

const WAIT = { timeout: 30_000 };

/** A catalogue the size of the real feed's: the 17, Bet365 and Unibet, 91 more books, a tote and the exchange. */
const MORE = Array.from({ length: 91 }, (_, i) => `Book ${String(i + 1).padStart(3, '0')}`);
const BOOKS = [...BOOKMAKERS, 'Bet365', ...MORE, 'Unibet'];
const source = (name: string, kind: CatalogueSource['kind']): CatalogueSource => ({ name, kind, colour: bookmakerColour(name) });
const CATALOGUE = {
  bookmakers: BOOKS,
  sources: [...BOOKS.map((name) => source(name, 'bookmaker')), source('TAB Tote', 'tote'), source('Betfair', 'exchange')],
};

function mockDashboard() {
  return mockApi({
    'GET /api/auth/me': { body: { user: MEMBER } },
    'GET /api/opportunities': {
      body: {
        opportunities: [anOpportunityRow({ id: 'a', bookmaker: 'Bet365', startTime: new Date(Date.now() + 3_600_000).toISOString() })],
        lastUpdated: new Date().toISOString(),
      },
    },
    'GET /api/bookmakers/active': { body: CATALOGUE },
    'GET /api/betwatch/ping': { body: { ok: true, status: 'ok' } },
  });
}

describe('Dashboard bookmaker filter', { timeout: 90_000 }, () => {
  beforeAll(async () => {
    await Promise.all([
      import('../../../app/routes/dashboard-route'),
      import('../components/opportunities-table'),
      import('../components/bookmaker-picker'),
    ]);
  }, 120_000);

  it('should choose among 110 books by search, keep the choice in the address and the api call, and choose all again', async () => {
    const { calls } = mockDashboard();
    const { user, router } = renderApp('/');
    expect(await screen.findByText('1 opportunities', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('All 110')).toBeInTheDocument(), WAIT);

    await user.click(screen.getByRole('button', { name: 'Choose bookmakers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose bookmakers' }, WAIT);
    expect(within(dialog).getByRole('radio', { name: 'Bookmakers (110)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Totes (1)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Exchanges (1)' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(110);
    expect(within(dialog).getByText('110 of 110 chosen')).toBeInTheDocument();

    // None chosen cannot be applied.
    await user.click(within(dialog).getByRole('button', { name: 'Select none' }));
    expect(within(dialog).getByText('Choose at least one bookmaker')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Apply' })).toBeDisabled();

    // A search narrows the list (case and punctuation aside); select all then takes the books shown.
    const search = within(dialog).getByRole('textbox', { name: 'Search bookmakers' });
    await user.type(search, 'BET-3');
    expect(within(dialog).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Bet365']);
    await user.click(within(dialog).getByRole('button', { name: 'Select all shown' }));
    await user.clear(search);
    await user.type(search, 'unibet');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Unibet' }));
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(within(dialog).getByText('No bookmakers match "nothing like it"')).toBeInTheDocument();
    expect(within(dialog).getByText('2 of 110 chosen')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('bookmakers')).toBe('Bet365,Unibet'), WAIT);
    expect([...new URLSearchParams(router.state.location.search).keys()]).toEqual(['bookmakers']);
    await waitFor(() => expect(calls('GET /api/opportunities').at(-1)?.url).toMatch(/[?&]bookmakers=Bet365,Unibet(&|$)/), WAIT);
    expect(screen.getByText('2 of 110')).toBeInTheDocument();
    expect(screen.getByText('Bet365, Unibet')).toBeInTheDocument();

    // Opened again, it starts from the choice; select all goes back to every book (no parameter).
    await user.click(screen.getByRole('button', { name: 'Choose bookmakers' }));
    const again = await screen.findByRole('dialog', { name: 'Choose bookmakers' }, WAIT);
    await waitFor(() => expect(within(again).getByText('2 of 110 chosen')).toBeInTheDocument(), WAIT);
    await user.click(within(again).getByRole('button', { name: 'Select all' }));
    await user.click(within(again).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(router.state.location.search).toBe(''), WAIT);
    expect(screen.getByText('All 110')).toBeInTheDocument();
    // Every book is the default call, the first one (answered from its cache entry).
    expect(calls('GET /api/opportunities')[0].url).not.toContain('bookmakers=');
  });

  it('should show the totes and the exchange apart, as sources with no rows, in the colours the api gives', async () => {
    mockDashboard();
    const { user } = renderApp('/');
    expect(await screen.findByText('1 opportunities', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('All 110')).toBeInTheDocument(), WAIT);
    await user.click(screen.getByRole('button', { name: 'Choose bookmakers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose bookmakers' }, WAIT);

    // One colour rule: the swatch the api's reply gives Bet365 is the domain's, the badge's too.
    const bet365 = within(dialog).getByRole('checkbox', { name: 'Bet365' }).closest('label') as HTMLElement;
    const swatch = bet365.querySelector('span[aria-hidden]') as HTMLElement;
    expect(swatch.style.background).toBe(hexToRgb(CATALOGUE.sources.find((s) => s.name === 'Bet365')!.colour));
    expect(CATALOGUE.sources.find((s) => s.name === 'Bet365')!.colour).toBe('#027b5b');

    await user.click(within(dialog).getByRole('radio', { name: 'Exchanges (1)' }));
    expect(within(dialog).getByText(/An exchange is not a bookmaker/)).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Exchanges' })).toHaveTextContent('Betfair');
    expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
    await user.click(within(dialog).getByRole('radio', { name: 'Totes (1)' }));
    expect(within(dialog).getByText(/not a price you can take/)).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Totes' })).toHaveTextContent('TAB Tote');
  });

  it('should keep an address naming books beyond the 17 before and after the catalogue arrives (one call)', async () => {
    const { calls } = mockDashboard();
    renderApp('/?bookmakers=Bet365,Sportsbet');
    expect(await screen.findByText('1 opportunities', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('2 of 110')).toBeInTheDocument(), WAIT);
    const urls = calls('GET /api/opportunities').map((call) => call.url);
    expect(urls.every((url) => /[?&]bookmakers=Bet365,Sportsbet(&|$)/.test(url))).toBe(true);
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

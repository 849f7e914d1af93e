import type { AdminBookmakerRow } from '@overlay/contracts';
import { bookmakerColour } from '@overlay/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { ADMIN, mockApi } from '../../../testing/mock-api';
import type { MockReply } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const WAIT = { timeout: 20_000 };

const row = (name: string, kind: AdminBookmakerRow['kind'], extra: Partial<AdminBookmakerRow> = {}): AdminBookmakerRow => ({
  name,
  kind,
  colour: bookmakerColour(name),
  isActive: true,
  isCustom: false,
  firstSeenAt: '2026-11-21T01:00:00.000Z',
  lastSeenAt: '2026-11-21T05:30:00.000Z',
  ...extra,
});

const ROWS = [
  row('TAB', 'bookmaker'),
  row('BetNation', 'bookmaker', { firstSeenAt: null, lastSeenAt: null }),
  row('Bet365', 'bookmaker'),
  row('Unibet', 'bookmaker'),
  row('TAB Tote', 'tote'),
  row('Betfair', 'exchange'),
];

function serve(patch: MockReply = { body: { ...ROWS[2], isActive: false } }) {
  return mockApi({
    'GET /api/auth/me': { body: { user: ADMIN } },
    'GET /api/admin/users': { body: { users: [] } },
    'GET /api/admin/bookmakers': { body: ROWS },
    'PATCH /api/admin/bookmakers/Bet365': patch,
  });
}

async function sourcesTable() {
  return screen.findByTestId('price-sources-table', {}, WAIT);
}

describe('Admin Panel price sources', { timeout: 60_000 }, () => {
  it('should list every source with its kind and when it was seen, by search and kind', async () => {
    serve();
    const { user } = renderApp('/admin');
    const table = await sourcesTable();
    expect(await within(table).findByText('Bet365', {}, WAIT)).toBeInTheDocument();
    expect(screen.getByText('(6)')).toBeInTheDocument();
    const betNation = within(table).getByText('BetNation').closest('tr') as HTMLElement;
    expect(within(betNation).getAllByText('—')).toHaveLength(2);
    await user.type(screen.getByRole('textbox', { name: 'Search price sources' }), 'uni');
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([expect.stringContaining('Unibet')]);
    await user.clear(screen.getByRole('textbox', { name: 'Search price sources' }));
    await user.click(screen.getByRole('combobox', { name: 'Kind of source' }));
    await user.click(await screen.findByTitle('Exchanges (1)'));
    expect(within(table).getAllByRole('row').slice(1).map((r) => r.textContent)).toEqual([expect.stringContaining('Betfair')]);
    expect(within(table).getByText('Exchange')).toBeInTheDocument();
  });

  it("should switch a source off with the admin's switch", async () => {
    const { calls } = serve();
    const { user } = renderApp('/admin');
    const table = await sourcesTable();
    const toggle = await within(table).findByRole('switch', { name: 'Show Bet365' }, WAIT);
    expect(toggle).toBeChecked();
    await user.click(toggle);
    await waitFor(() => expect(calls('PATCH /api/admin/bookmakers/Bet365')).toHaveLength(1), WAIT);
    expect(calls('PATCH /api/admin/bookmakers/Bet365')[0].body).toEqual({ isActive: false });
    expect(await screen.findByText('Bet365 is now off.', {}, WAIT)).toBeInTheDocument();
  });

  it('should put the switch back and say why when the api refuses', async () => {
    serve({ status: 403, body: { statusCode: 403, message: 'Forbidden resource', error: 'Forbidden' } });
    const { user } = renderApp('/admin');
    const table = await sourcesTable();
    const toggle = await within(table).findByRole('switch', { name: 'Show Bet365' }, WAIT);
    await user.click(toggle);
    expect(await screen.findByText('Update failed', {}, WAIT)).toBeInTheDocument();
    await waitFor(() => expect(toggle).toBeChecked(), WAIT);
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EDITOR, MEMBER, mockApi } from '../../../testing/mock-api';
import type { MockReply } from '../../../testing/mock-api';
import { setWindowWidth } from '../../../testing/window-width';
import { renderApp } from '../../../testing/render-app';
import { activeBookmakersReply } from '../../../testing/contract-replies';

const PROMO = {
  id: '0b7c7f0e-1111-4c3e-8a55-000000000001',
  bookmaker: 'Betr',
  promoType: 'BonusBack_2nd',
  scope: 'races',
  codes: [],
  raceExtIds: ['f1'],
  valueMultiplier: 0.75,
  conditions: { minRunners: 8 },
  label: 'Flemington R1',
  visibility: 'personal',
  k_places: null,
  refund_percent: null,
  max_refund_cash: null,
  venues: ['Flemington'],
  createdBy: 'Eddie Editor',
  createdAt: '2026-11-23T10:00:00Z',
};

function serve(extra: Record<string, MockReply | ((r: never) => MockReply)> = {}, user: typeof EDITOR | typeof MEMBER = EDITOR) {
  return mockApi({
    'GET /api/auth/me': { body: { user } },
    'GET /api/promos': { body: { promos: [] } },
    'GET /api/bookmakers/active': activeBookmakersReply(['Betr', 'Neds']),
    'GET /api/races/search': { body: { meetings: [] } },
    ...extra,
  });
}

// The lazy screen and antd's form take seconds to mount on a loaded machine.
vi.setConfig({ testTimeout: 40_000 });

/** getByRole computes styles of antd's large DOM and takes seconds under load; text is enough here. */
const button = (name: string) => screen.getByText(name, { selector: 'button span, button' }).closest('button') as HTMLElement;
const tab = (name: string) => screen.getByText(name, { selector: '[role=tab], [role=tab] *' });

async function open(path = '/promo-manager') {
  const app = renderApp(path);
  await screen.findByText('Paste & Parse', {}, { timeout: 15_000 });
  return app;
}

describe('Promo Manager › Refund Promos', () => {
  it('should show a member a clear no-access result', async () => {
    const { calls } = serve({}, MEMBER);
    renderApp('/promo-manager');
    expect(await screen.findByText('Access denied')).toBeInTheDocument();
    expect(calls('GET /api/promos')).toHaveLength(0);
  });

  it('should ask for promo text before parsing', async () => {
    const { calls } = serve();
    const { user } = await open();
    await user.click(button('Parse'));
    expect(await screen.findByText('Please enter promo text')).toBeInTheDocument();
    expect(calls('POST /api/promos/resolve-text')).toHaveLength(0);
  });

  it('should parse text, show matches and every warning, and create the promo', async () => {
    const { calls } = serve({
      'POST /api/promos/resolve-text': {
        body: {
          matches: [
            { extRaceId: 'f1', track: 'Flemington', number: 1, code: 'TB', runnersCount: 10 },
            { extRaceId: 'f2', track: 'Flemington', number: 2, code: 'TB', runnersCount: 9 },
          ],
          warnings: ['Nothing matched "Randwik"'],
        },
      },
      'POST /api/promos/bulk': { body: { created: [PROMO] } },
    });
    const { user } = await open();
    await user.type(screen.getByLabelText('Promo text'), 'Flemington R1-R2, Randwik R1');
    await user.click(button('Parse'));
    expect(await screen.findByText('2 races matched')).toBeInTheDocument();
    expect(screen.getByText('Nothing matched "Randwik"')).toBeInTheDocument();
    expect(calls('POST /api/promos/resolve-text')[0].body).toEqual({
      text: 'Flemington R1-R2, Randwik R1',
      within_minutes: 1440,
      codes: [],
      min_runners: 8,
    });
    await user.click(button('Create Promo'));
    expect(await screen.findByText('Please select a bookmaker')).toBeInTheDocument();
    expect(calls('POST /api/promos/bulk')).toHaveLength(0);
    await user.type(screen.getByLabelText('Bookmaker'), 'Betr');
    await user.click(await screen.findByTitle('Betr'));
    expect(screen.getByTestId('promo-summary')).toHaveTextContent('Betr · BonusBack_2nd · 2 races selected · All races');
    await user.click(button('Create Promo'));
    await waitFor(() => expect(calls('POST /api/promos/bulk')).toHaveLength(1));
    expect(calls('POST /api/promos/bulk')[0].body).toMatchObject({
      bookmaker: 'Betr',
      scope: 'races',
      race_ids: ['f1', 'f2'],
      valueMultiplier: 0.75,
    });
  });

  it('should toast the server message when creating fails', async () => {
    serve({
      'POST /api/promos/bulk': { status: 400, body: { statusCode: 400, message: ['Unknown races'] } },
    });
    const { user } = await open();
    await user.click(screen.getByText('All races', { selector: '.ant-radio-button-wrapper span' }));
    await user.type(screen.getByLabelText('Bookmaker'), 'Neds');
    await user.click(await screen.findByTitle('Neds'));
    await user.click(button('Create Promo'));
    const toast = await screen.findByTestId('toast-destructive');
    expect(toast).toHaveTextContent('Error creating promo');
    expect(toast).toHaveTextContent('Unknown races');
  });

  it('should hide the multiplier and show the cash-back defaults for cash back', async () => {
    serve();
    const { user } = await open();
    expect(screen.getByLabelText('Value multiplier')).toHaveValue('0.75');
    await user.click(screen.getByLabelText('Promo type'));
    await user.click(await screen.findByTitle('CashBack_2nd3rd'));
    expect(screen.queryByLabelText('Value multiplier')).not.toBeInTheDocument();
    expect(screen.getByLabelText('K places')).toHaveValue('3');
    expect(screen.getByLabelText('Refund %')).toHaveValue('100');
    expect(screen.getByLabelText('Max refund')).toHaveValue('50');
    expect(screen.getByLabelText('Min runners')).toHaveValue('8');
  });

  it('should search tracks after 250 ms and navigate them by keyboard', async () => {
    {
      const meetings = Array.from({ length: 25 }, (_, i) => ({
        track: `Track ${i + 1}`,
        code: 'TB',
        races: Array.from({ length: 12 }, (_, r) => ({
          extRaceId: `t${i + 1}-r${r + 1}`,
          track: `Track ${i + 1}`,
          number: r + 1,
          code: 'TB',
          name: `Race ${r + 1}`,
          startTimeLocal: '2026-11-24T13:00:00+11:00',
          runnersCount: 10,
        })),
      }));
      const { calls } = serve({ 'GET /api/races/search': { body: { meetings } } });
      await open();
      fireEvent.click(tab('Pick Races'));
      const search = await screen.findByLabelText('Search tracks');
      const listbox = await screen.findByLabelText('Tracks');
      expect(listbox.querySelectorAll('[role=option]')).toHaveLength(20);
      const before = calls('GET /api/races/search').length;
      const typedAt = Date.now();
      fireEvent.change(search, { target: { value: 'Tra' } });
      expect(calls('GET /api/races/search')).toHaveLength(before);
      await waitFor(() => expect(calls('GET /api/races/search')).toHaveLength(before + 1));
      expect(Date.now() - typedAt).toBeGreaterThanOrEqual(250);
      expect(calls('GET /api/races/search').at(-1)?.url).toContain('query=Tra');
      for (let i = 0; i < 25; i += 1) fireEvent.keyDown(search, { key: 'ArrowDown' });
      expect(search).toHaveAttribute('aria-activedescendant', 'promo-track-19');
      fireEvent.keyDown(search, { key: 'ArrowUp' });
      fireEvent.keyDown(search, { key: 'Enter' });
      fireEvent.click((await screen.findByText('5-8')).closest('button') as HTMLElement);
      const chosen = screen.getByLabelText('Chosen races');
      expect(within(chosen).getByText('Track 19 R5')).toBeInTheDocument();
      expect(within(chosen).getByText('Track 19 R8')).toBeInTheDocument();
      expect(within(chosen).queryByText('Track 19 R9')).not.toBeInTheDocument();
    }
  });
});

describe('Promo Manager › Existing Promos', () => {
  it('should say No promos yet and No promos to clear', async () => {
    const { calls } = serve();
    const { user } = await open();
    await user.click(tab('Existing Promos'));
    expect(await screen.findByText('No promos yet')).toBeInTheDocument();
    await user.click(button('Clear all'));
    expect(await screen.findByTestId('toast')).toHaveTextContent('No promos to clear');
    expect(calls('DELETE /api/promos/all')).toHaveLength(0);
  });

  it('should badge, delete after confirmation and clear all with a warning', async () => {
    let promos = [PROMO, { ...PROMO, id: 'p2', label: 'All races', visibility: 'global' }];
    const { calls } = serve({
      'GET /api/promos': () => ({ body: { promos } }),
      [`DELETE /api/promos/${PROMO.id}`]: () => {
        promos = promos.filter((p) => p.id !== PROMO.id);
        return { status: 204 };
      },
      'DELETE /api/promos/all': () => {
        promos = [];
        return { body: { count: 1, message: 'Cleared 1 promo' } };
      },
    });
    const { user } = await open();
    await user.click(tab('Existing Promos'));
    expect(await screen.findByText('Personal', { selector: '.ant-tag' })).toBeInTheDocument();
    expect(screen.getByText('Shared', { selector: '.ant-tag' })).toBeInTheDocument();
    await user.click(screen.getByLabelText('Delete Flemington R1'));
    expect(await screen.findByText('Delete this promo?')).toBeInTheDocument();
    expect(calls(`DELETE /api/promos/${PROMO.id}`)).toHaveLength(0);
    await user.click(button('Delete'));
    await waitFor(() => expect(screen.queryByText('Personal', { selector: '.ant-tag' })).not.toBeInTheDocument());
    await user.click(button('Clear all'));
    expect(await screen.findByText('This cannot be undone.')).toBeInTheDocument();
    const confirm = screen.getAllByText('Clear all', { selector: 'button span' }).at(-1)?.closest('button') as HTMLElement;
    await user.click(confirm);
    expect(await screen.findByText('No promos yet')).toBeInTheDocument();
    expect(calls('DELETE /api/promos/all')).toHaveLength(1);
  });
});

describe('Promo Manager › Measured retention', () => {
  const MEASURED = {
    commission: 7,
    windowMinutes: 60,
    measuredAt: '2026-11-23T10:00:00Z',
    books: [
      {
        bookmaker: 'Sportsbet',
        retention: 0.81,
        extRaceId: 'rand-3',
        venue: 'Randwick',
        raceNumber: 3,
        startTime: '2026-11-23T10:30:00Z',
        runnerNumber: 6,
        runnerName: 'Long Shot Larry',
        back: 21,
        lay: 23,
        laySize: 140,
      },
    ],
  };
  const SOURCE = 'Randwick R3, #6 Long Shot Larry: 21.00 back, 23.00 lay ($140 on offer)';

  it('should give each book its measured retention and where it comes from, in a column of its own', async () => {
    serve({ 'GET /api/retention/measured': { body: MEASURED } });
    const { user } = await open();
    await user.click(tab('Existing Promos'));
    const region = await screen.findByRole('region', { name: 'Measured retention' });
    expect(await within(region).findByText(SOURCE)).toBeInTheDocument();
    expect(within(region).getByText('81%')).toBeInTheDocument();
    expect(within(region).getByText('From')).toBeInTheDocument();
  });

  it('should put the source under its book on a phone', async () => {
    setWindowWidth(375);
    serve({ 'GET /api/retention/measured': { body: MEASURED } });
    const { user } = await open();
    await user.click(tab('Existing Promos'));
    const region = await screen.findByRole('region', { name: 'Measured retention' });
    const source = await within(region).findByText(SOURCE);
    expect(source.closest('td')).toHaveTextContent(`Sportsbet${SOURCE}`);
    expect(within(region).queryByText('From')).not.toBeInTheDocument();
  });
});

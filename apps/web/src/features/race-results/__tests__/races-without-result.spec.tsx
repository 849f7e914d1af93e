import { screen, within } from '@testing-library/react';
import { ADMIN, mockApi } from '../../../testing/mock-api';
import { renderApp } from '../../../testing/render-app';

const RACES = [
  {
    extRaceId: 'old-r4',
    venue: 'Bendigo',
    number: 4,
    startTime: '2026-11-13T04:00:00Z',
    state: 'final',
    pendingBets: 3,
    givenUp: true,
  },
  {
    extRaceId: 'new-r2',
    venue: 'Ascot',
    number: 2,
    startTime: '2026-11-20T06:00:00Z',
    state: 'final',
    pendingBets: 0,
    givenUp: false,
  },
];

function serve(races: unknown[]) {
  return mockApi({
    'GET /api/auth/me': { body: { user: ADMIN } },
    'GET /api/admin/users': { body: { users: [] } },
    'GET /api/admin/races-without-result': { body: { races } },
  });
}

describe('Admin Panel: races without a result', () => {
  it('should list each race past its start with no result, its pending bets, and whether it is still asked for', async () => {
    serve(RACES);
    renderApp('/admin');
    const region = await screen.findByRole('region', { name: 'Races without a result' });
    const old = (await within(region).findByText('Bendigo R4')).closest('tr') as HTMLElement;
    expect(within(old).getByText('3')).toBeInTheDocument();
    expect(within(old).getByText('No result after 7 days: no longer asked for')).toBeInTheDocument();
    const recent = within(region).getByText('Ascot R2').closest('tr') as HTMLElement;
    expect(within(recent).getByText('Still asking the feed')).toBeInTheDocument();
  });

  it('should say so when every race has its result', async () => {
    serve([]);
    renderApp('/admin');
    expect(await screen.findByText('Every race past its start has its result.')).toBeInTheDocument();
  });
});

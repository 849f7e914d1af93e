import { screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import { MEMBER, mockApi } from '../../../testing/mock-api';
import { renderScreen } from '../../../testing/render-app';
import { SavedViewsMenu } from '..';

const VIEW = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Thoroughbreds',
  query: 'min_total_ev=5&codes=TB',
  fairMethod: null,
  isDefault: true,
  createdAt: '2026-11-21T00:00:00.000Z',
  updatedAt: '2026-11-21T00:00:00.000Z',
};

function serve(views: object[]) {
  return mockApi({
    'GET /api/auth/me': { body: { user: MEMBER } },
    'GET /api/users/me/views': { body: { views } },
    'POST /api/users/me/views': (request) => ({ status: 201, body: { view: { ...VIEW, ...(request.body as object), id: 'new', isDefault: false } } }),
  });
}

async function saveAs(user: ReturnType<typeof renderScreen>['user'], name: string) {
  await user.click(screen.getByTestId('saved-views'));
  await user.click(await screen.findByText('Save current filters as view…'));
  await user.type(await screen.findByLabelText('View name'), name);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('Saved views menu', () => {
  it('should open the default view when the dashboard opens with no filters', async () => {
    serve([VIEW]);
    renderScreen(<SavedViewsMenu />, { path: '/' });
    await waitFor(() => expect(screen.getByTestId('saved-views')).toHaveTextContent('Thoroughbreds'));
  });

  it('should leave filters in the address alone', async () => {
    const { calls } = serve([VIEW]);
    renderScreen(<SavedViewsMenu />, { path: '/?min_total_ev=9' });
    await waitFor(() => expect(calls('GET /api/users/me/views')).toHaveLength(1));
    expect(screen.getByTestId('saved-views')).toHaveTextContent('Views');
  });

  it.each(['/?codes=TB&min_total_ev=5', '/?codes=tb&min_total_ev=5.0&within_minutes=720'])('should name the view the address shows, whatever its order and spelling (%s)', async (path) => {
    serve([{ ...VIEW, isDefault: false }]);
    renderScreen(<SavedViewsMenu />, { path });
    await waitFor(() => expect(screen.getByTestId('saved-views')).toHaveTextContent('Thoroughbreds'));
  });

  it('should name a view of two codes whichever order the address lists them', async () => {
    serve([{ ...VIEW, isDefault: false, query: 'codes=TB,HR' }]);
    renderScreen(<SavedViewsMenu />, { path: '/?codes=HR,TB' });
    await waitFor(() => expect(screen.getByTestId('saved-views')).toHaveTextContent('Thoroughbreds'));
  });

  it('should make a rule on the current filters in one step', async () => {
    const { calls } = mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      'GET /api/users/me/views': { body: { views: [] } },
      'POST /api/users/me/alert-rules': { status: 201, body: { rule: {} } },
    });
    const { user } = renderScreen(<SavedViewsMenu settingsFairMethod="shin" />, { path: '/?codes=HR&min_total_ev=12' });
    await user.click(screen.getByTestId('saved-views'));
    await user.click(await screen.findByText('Alert me on these filters…'));
    const dialog = await screen.findByRole('dialog', { name: 'Alert me on these filters' });
    expect(dialog).toHaveTextContent('Filters: HR · total EV ≥ 12 %');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(calls('POST /api/users/me/alert-rules')).toHaveLength(1));
    expect(calls('POST /api/users/me/alert-rules')[0].body).toMatchObject({
      view: { query: 'codes=HR&min_total_ev=12', fairMethod: 'shin' },
      minTotalEv: 12,
      maxMinutesToJump: null,
    });
  });

  it('should save the current filters under a name', async () => {
    const { calls } = serve([]);
    const { user } = renderScreen(<SavedViewsMenu />, { path: '/?min_total_ev=7&codes=GR' });
    await user.click(screen.getByTestId('saved-views'));
    await user.click(await screen.findByText('Save current filters as view…'));
    await user.type(await screen.findByLabelText('View name'), 'Dogs');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('POST /api/users/me/views')).toHaveLength(1));
    expect(calls('POST /api/users/me/views')[0].body).toEqual({ name: 'Dogs', query: 'min_total_ev=7&codes=GR', fairMethod: null });
  });

  it("should save the user's fair-price method with the view", async () => {
    const { calls } = serve([]);
    const { user } = renderScreen(<SavedViewsMenu settingsFairMethod="power" />, { path: '/?codes=GR' });
    await saveAs(user, 'Dogs');
    await waitFor(() => expect(calls('POST /api/users/me/views')).toHaveLength(1));
    expect(calls('POST /api/users/me/views')[0].body).toEqual({ name: 'Dogs', query: 'codes=GR', fairMethod: 'power' });
  });

  it("should save the address's fair-price override as the view's method, not in its query", async () => {
    const { calls } = serve([]);
    const { user } = renderScreen(<SavedViewsMenu settingsFairMethod="power" />, { path: '/?codes=GR&fair_method=shin' });
    await saveAs(user, 'Dogs by Shin');
    await waitFor(() => expect(calls('POST /api/users/me/views')).toHaveLength(1));
    expect(calls('POST /api/users/me/views')[0].body).toEqual({ name: 'Dogs by Shin', query: 'codes=GR', fairMethod: 'shin' });
  });

  it('should open a view with its fair-price method in the address, so the dashboard values the rows with it', async () => {
    serve([{ ...VIEW, fairMethod: 'shin' }]);
    function Address() {
      return <output data-testid="address">{useLocation().search}</output>;
    }
    renderScreen(
      <>
        <SavedViewsMenu />
        <Address />
      </>,
      { path: '/' },
    );
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('?min_total_ev=5&codes=TB&fair_method=shin'));
    // The view is still the current one: its method is not one of its filters.
    expect(screen.getByTestId('saved-views')).toHaveTextContent('Thoroughbreds');
  });
});

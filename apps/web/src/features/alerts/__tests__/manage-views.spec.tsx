import { screen, waitFor, within } from '@testing-library/react';
import { MEMBER, mockApi } from '../../../testing/mock-api';
import { renderScreen } from '../../../testing/render-app';
import { ManageViewsDialog } from '../components/manage-views-dialog';

const VIEW = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Harness',
  query: 'min_total_ev=10&codes=HR&bookmakers=TAB,Sportsbet',
  fairMethod: null,
  isDefault: false,
  createdAt: '2026-11-21T00:00:00.000Z',
  updatedAt: '2026-11-21T00:00:00.000Z',
};
const PATCH = `PATCH /api/users/me/views/${VIEW.id}`;

describe('Manage views', () => {
  it("should show a view's filters in words, not its query", async () => {
    mockApi({ 'GET /api/auth/me': { body: { user: MEMBER } } });
    renderScreen(<ManageViewsDialog views={[VIEW]} onClose={() => undefined} />);
    const list = await screen.findByRole('region', { name: 'Saved views' });
    expect(within(list).getByText('HR · TAB, Sportsbet · total EV ≥ 10 %')).toBeInTheDocument();
    expect(within(list).queryByText(/min_total_ev/)).not.toBeInTheDocument();
  });

  it('should keep the typed name and say why when a rename is refused', async () => {
    const { calls } = mockApi({
      'GET /api/auth/me': { body: { user: MEMBER } },
      [PATCH]: { status: 409, body: { statusCode: 409, message: 'A view with this name already exists', error: 'Conflict' } },
    });
    const { user } = renderScreen(<ManageViewsDialog views={[VIEW]} onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: "Rename 'Harness'" }));
    const input = screen.getByLabelText('New view name');
    await user.clear(input);
    await user.type(input, 'Trots at Menangle{Enter}');
    await waitFor(() => expect(calls(PATCH)).toHaveLength(1));
    expect(await screen.findByText('A view with this name already exists')).toBeInTheDocument();
    expect(screen.getByLabelText('New view name')).toHaveValue('Trots at Menangle');
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { MEMBER, mockApi } from '../../../testing/mock-api';
import { renderScreen } from '../../../testing/render-app';
import { AlertsPage } from '../alerts-screen';
import { activeBookmakersReply } from '../../../testing/contract-replies';

const VIEW = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Thoroughbreds',
  query: 'codes=TB&min_total_ev=5',
  fairMethod: null,
  isDefault: false,
  createdAt: '2026-11-21T00:00:00.000Z',
  updatedAt: '2026-11-21T00:00:00.000Z',
};
const RULE = {
  id: '22222222-2222-4222-8222-222222222222',
  viewId: VIEW.id,
  minTotalEv: 5,
  minStake: null,
  bookmakers: ['Sportsbet'],
  codes: ['TB'],
  maxMinutesToJump: 60,
  evStep: 2,
  quietStart: '22:00',
  quietEnd: '07:00',
  timeZone: 'Australia/Perth',
  dailyCap: 50,
  enabled: true,
  createdAt: '2026-11-21T00:00:00.000Z',
};
const PATCH = `PATCH /api/users/me/alert-rules/${RULE.id}`;
const DELETE = `DELETE /api/users/me/alert-rules/${RULE.id}`;

function serve(patch: { status: number; body: object }) {
  let rules = [RULE];
  return mockApi({
    'GET /api/auth/me': { body: { user: MEMBER } },
    'GET /api/users/me/views': { body: { views: [VIEW] } },
    'GET /api/users/me/alert-rules': () => ({ body: { rules } }),
    'GET /api/bookmakers/active': activeBookmakersReply(['TAB', 'Sportsbet', 'Ladbrokes']),
    [PATCH]: (request) => {
      if (patch.status !== 200) return patch;
      rules = [{ ...RULE, ...(request.body as object) }];
      return { body: { rule: rules[0] } };
    },
    [DELETE]: () => {
      rules = [];
      return { status: 204 };
    },
    'GET /api/users/me/webhooks': { body: { webhooks: [] } },
    'GET /api/users/me/alerts/history': { body: { history: [] } },
  });
}

describe('Alerts → Rules', () => {
  it('should show a rule with its view in words, its books, codes and window', async () => {
    serve({ status: 200, body: {} });
    renderScreen(<AlertsPage channels={null} />, { path: '/alerts' });
    const rule = await screen.findByTestId('alert-rule');
    expect(within(rule).getByText('Thoroughbreds')).toBeInTheDocument();
    expect(within(rule).getByText('TB · total EV ≥ 5 %')).toBeInTheDocument();
    expect(within(rule).getByText('Sportsbet')).toBeInTheDocument();
    expect(within(rule).getByText('within 60 min of the jump')).toBeInTheDocument();
    expect(within(rule).getByText('22:00–07:00 (Australia/Perth)')).toBeInTheDocument();
  });

  it('should save the changed threshold, books, codes, window and the rule turned off, keeping its view and quiet hours', async () => {
    const { calls } = serve({ status: 200, body: {} });
    const { user } = renderScreen(<AlertsPage channels={null} />, { path: '/alerts' });
    await user.click(await screen.findByRole('button', { name: "Edit rule on 'Thoroughbreds'" }));
    const dialog = await screen.findByRole('dialog', { name: "Edit alert rule on 'Thoroughbreds'" });
    const ev = within(dialog).getByLabelText('When total EV reaches (%)');
    expect(ev).toHaveValue('5');
    await user.clear(ev);
    await user.type(ev, '8.5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'HR (harness)' }));
    const window = within(dialog).getByLabelText('Only within this many minutes of the jump');
    await user.clear(window);
    await user.type(window, '30');
    await user.type(within(dialog).getByLabelText('At most this many alerts a day'), '0');
    await user.click(within(dialog).getByRole('switch', { name: 'Rule on' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(calls(PATCH)).toHaveLength(1));
    expect(calls(PATCH)[0].body).toEqual({
      minTotalEv: 8.5,
      bookmakers: ['Sportsbet'],
      codes: ['TB', 'HR'],
      minStake: null,
      // No matched-betting condition (docs/ev-model.md §10).
      minLockedEv: null,
      minRating: null,
      maxMinutesToJump: 30,
      evStep: 2,
      dailyCap: 500,
      quietStart: '22:00',
      quietEnd: '07:00',
      enabled: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const rule = screen.getByTestId('alert-rule');
    await waitFor(() => expect(within(rule).getByText('≥ 8.5 %')).toBeInTheDocument());
    expect(within(rule).getByText('Off')).toBeInTheDocument();
  });

  it("should keep the dialog open with the api's refusal", async () => {
    serve({ status: 400, body: { statusCode: 400, message: ['Quiet hours need both a start and an end'], error: 'Bad Request' } });
    const { user } = renderScreen(<AlertsPage channels={null} />, { path: '/alerts' });
    await user.click(await screen.findByRole('button', { name: "Edit rule on 'Thoroughbreds'" }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await within(dialog).findByTestId('rule-error')).toHaveTextContent('Quiet hours need both a start and an end');
  });

  it('should ask before deleting a rule', async () => {
    const { calls } = serve({ status: 200, body: {} });
    const { user } = renderScreen(<AlertsPage channels={null} />, { path: '/alerts' });
    await user.click(await screen.findByRole('button', { name: "Delete rule on 'Thoroughbreds'" }));
    expect(calls(DELETE)).toHaveLength(0);
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText("Delete the rule on 'Thoroughbreds'?")).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls(DELETE)).toHaveLength(1));
    expect(await screen.findByText('No alert rules yet')).toBeInTheDocument();
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import { MEMBER, mockApi } from '../../../testing/mock-api';
import { renderScreen } from '../../../testing/render-app';
import { AlertsSettingsCard } from '../settings-section';

const VIEW = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Thoroughbreds',
  query: 'codes=TB',
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
  bookmakers: [],
  codes: [],
  maxMinutesToJump: null,
  evStep: 2,
  quietStart: '22:00',
  quietEnd: '07:00',
  timeZone: 'Australia/Perth',
  dailyCap: 50,
  enabled: true,
  createdAt: '2026-11-21T00:00:00.000Z',
};
const PATCH = `PATCH /api/users/me/alert-rules/${RULE.id}`;

function serve(patch: { status: number; body: object }) {
  let rules = [RULE];
  return mockApi({
    'GET /api/auth/me': { body: { user: MEMBER } },
    'GET /api/users/me/views': { body: { views: [VIEW] } },
    'GET /api/users/me/alert-rules': () => ({ body: { rules } }),
    [PATCH]: (request) => {
      if (patch.status !== 200) return patch;
      rules = [{ ...RULE, ...(request.body as object) }];
      return { body: { rule: rules[0] } };
    },
    'GET /api/users/me/webhooks': { body: { webhooks: [] } },
    'GET /api/users/me/alerts/history': { body: { history: [] } },
  });
}

describe('Settings → Alerts: editing a rule', () => {
  it('should save the changed thresholds and the rule turned off, keeping its view and quiet hours', async () => {
    const { calls } = serve({ status: 200, body: {} });
    const { user } = renderScreen(<AlertsSettingsCard />);
    await user.click(await screen.findByRole('button', { name: 'Edit rule on Thoroughbreds' }));
    const dialog = await screen.findByRole('dialog', { name: "Edit alert rule on 'Thoroughbreds'" });
    const ev = within(dialog).getByLabelText('Minimum total EV');
    expect(ev).toHaveValue('5');
    await user.clear(ev);
    await user.type(ev, '8.5');
    await user.type(within(dialog).getByLabelText('Daily cap'), '0');
    await user.click(within(dialog).getByRole('switch', { name: 'Rule on' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    await waitFor(() => expect(calls(PATCH)).toHaveLength(1));
    expect(calls(PATCH)[0].body).toEqual({
      minTotalEv: 8.5,
      minStake: null,
      maxMinutesToJump: null,
      evStep: 2,
      dailyCap: 500,
      quietStart: '22:00',
      quietEnd: '07:00',
      enabled: false,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const table = screen.getByRole('table', { name: 'Alert rules' });
    await waitFor(() => expect(within(table).getByText('8.5%')).toBeInTheDocument());
    expect(within(table).getByText('Off')).toBeInTheDocument();
  });

  it("should keep the dialog open with the api's refusal", async () => {
    serve({ status: 400, body: { statusCode: 400, message: ['Quiet hours need both a start and an end'], error: 'Bad Request' } });
    const { user } = renderScreen(<AlertsSettingsCard />);
    await user.click(await screen.findByRole('button', { name: 'Edit rule on Thoroughbreds' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save rule' }));
    expect(await within(dialog).findByTestId('edit-rule-error')).toHaveTextContent('Quiet hours need both a start and an end');
  });
});

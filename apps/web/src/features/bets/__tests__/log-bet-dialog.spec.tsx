import { screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MEMBER, mockApi } from '../../../testing/mock-api';
import { renderScreen } from '../../../testing/render-app';
import { LogBetDialog } from '../components/log-bet-dialog';
import type { LogBetTarget } from '../components/log-bet-dialog';

const ROW: LogBetTarget = {
  extRaceId: 'flem-4',
  venue: 'Flemington',
  raceNumber: 4,
  runnerNumber: 3,
  runnerName: 'Gamma Gold',
  bookmaker: 'Sportsbet',
  price: 2.2,
  promoId: null,
  promoType: null,
  boostId: null,
  boostType: null,
};

/** The dialog as the dashboard holds it, with a way to hand it a row again. */
function Harness({ next }: { next: LogBetTarget }) {
  const [target, setTarget] = useState<LogBetTarget | null>(ROW);
  return (
    <>
      <button type="button" onClick={() => setTarget(next)}>
        Hand over
      </button>
      <LogBetDialog target={target} stakeSettings={undefined} onClose={() => setTarget(null)} />
    </>
  );
}

const WAIT = { timeout: 30_000 };

describe('LogBetDialog', { timeout: 60_000 }, () => {
  beforeEach(() => {
    mockApi({ 'GET /api/auth/me': { body: { user: MEMBER } } });
  });

  /** Opens the dialog on ROW, types a stake of 20, then hands `next` over. */
  async function typeStakeThenHandOver(next: LogBetTarget) {
    const { user } = renderScreen(<Harness next={next} />);
    const stake = await screen.findByLabelText('Stake ($)', {}, WAIT);
    await waitFor(() => expect(screen.getByLabelText('Price taken')).toHaveValue('2.20'), WAIT);
    await user.clear(stake);
    await user.type(stake, '20');
    await user.click(screen.getByText('Hand over'));
  }

  it('should keep a typed stake when the same row comes again as a new object, and take its new price', async () => {
    await typeStakeThenHandOver({ ...ROW, price: 2.3 });
    await waitFor(() => expect(screen.getByLabelText('Price taken')).toHaveValue('2.30'), WAIT);
    expect(screen.getByLabelText('Stake ($)')).toHaveValue('20.00');
  });

  it('should fill every field again for another row', async () => {
    await typeStakeThenHandOver({ ...ROW, runnerNumber: 5, runnerName: 'Delta Dawn', price: 4 });
    await waitFor(() => expect(screen.getByLabelText('Price taken')).toHaveValue('4.00'), WAIT);
    expect(screen.getByLabelText('Stake ($)')).toHaveValue('10.00');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StakeCell, stakeExplanation } from '../stake-cell';

const DEFAULTS = { bankroll: 1000, kellyFraction: 0.25, maxStakePct: 0.05 };

describe('StakeCell', () => {
  it.each([
    // 1000 × 0.25 × 0.0578 = 14.45 → $14
    [0.0578, DEFAULTS, '$14'],
    // 1000 × 0.25 × 0.3 = 75, capped at 1000 × 0.05 = 50 → $50
    [0.3, DEFAULTS, '$50'],
    // 25,000 × 1 × 0.05 = 1,250 (cap 100 %) → $1,250
    [0.05, { bankroll: 25_000, kellyFraction: 1, maxStakePct: 1 }, '$1,250'],
    // no edge (EV ≤ 0 gives kelly 0) → none
    [0, DEFAULTS, '—'],
    // 1000 × 0.25 × 0.0018 = 0.45 → rounds to $0 → none
    [0.0018, DEFAULTS, '—'],
    // settings not loaded yet → none
    [0.0578, undefined, '—'],
  ])('kelly %s with %j → %s', (kelly, settings, expected) => {
    const { container } = render(
      <StakeCell kelly={kelly} settings={settings} />,
    );
    expect(container.textContent).toBe(expected);
  });

  it('should explain the stake in its tooltip', async () => {
    expect(stakeExplanation(0.0578, DEFAULTS)).toBe(
      'Kelly 0.25 × full Kelly 5.78% of $1,000, capped at 5%',
    );
    const user = userEvent.setup();
    render(<StakeCell kelly={0.0578} settings={DEFAULTS} />);
    await user.hover(screen.getByText('$14'));
    expect(
      await screen.findByText(
        'Kelly 0.25 × full Kelly 5.78% of $1,000, capped at 5%',
      ),
    ).toBeInTheDocument();
  });
});

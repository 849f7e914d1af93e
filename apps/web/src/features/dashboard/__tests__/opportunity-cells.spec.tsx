import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SharedTooltip } from '../../../components/ui/shared-tooltip';
import { anOpportunityRow } from '../../../testing/an-opportunity-row';
import {
  BookmakerCell,
  FairCell,
  PromoCell,
  RunnerCell,
} from '../components/opportunity-cells';

// docs/product.md §2: the runner, promo, weak fair price and stale price tips, carried by the
// cells' elements and drawn by the table's one SharedTooltip.
const row = anOpportunityRow({
  runnerNumber: 7,
  runnerName: 'Rebel Vision',
  fairPrice: 4,
  fairBooks: 1,
  placeSource: 'cross_k',
  placeSourceK: 2,
  placeSourceBookmaker: 'TAB',
  placeCoverage: 0.8,
  promoType: 'BonusBack_2nd',
  promoMethod: 'Discounted Harville',
  priceAgeSeconds: 200,
});

async function tipOf(element: Element): Promise<string | null> {
  fireEvent.mouseOver(element);
  await act(() => vi.advanceTimersByTime(700));
  const text = screen.queryByRole('tooltip')?.textContent ?? null;
  fireEvent.mouseLeave(element.closest('[data-tip]')?.parentElement ?? element);
  await act(() => vi.advanceTimersByTime(1000));
  return text;
}

describe('the opportunity cells’ tips', () => {
  beforeEach(() =>
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'performance', 'Date'],
    }),
  );
  afterEach(() => vi.useRealTimers());

  it('give probability and place source, method to coverage with the cross-K sentence, a weak fair price, a stale age and Log bet', async () => {
    render(
      <SharedTooltip>
        <RunnerCell row={row} onLogBet={() => undefined} />
        <FairCell row={row} compact={false} />
        <PromoCell row={row} />
        <BookmakerCell row={row} stale />
      </SharedTooltip>,
    );
    expect(await tipOf(screen.getByText('7. Rebel Vision'))).toBe(
      'Probability 25.0% · place source cross_k',
    );
    expect(await tipOf(screen.getByText('BonusBack_2nd'))).toBe(
      [
        'Method: Discounted Harville',
        'Place source: cross_k',
        'Source bookmaker: TAB',
        'Coverage: 80%',
        'Converted from k=2 using cross-K scaling (θ=0.98)',
      ].join('\n'),
    );
    expect(await tipOf(screen.getByText('1 book'))).toBe(
      'Weak fair price: from one bookmaker only',
    );
    expect(await tipOf(screen.getByLabelText('Stale price'))).toBe(
      'Stale price: 3 min old. It may be gone.',
    );
    expect(
      await tipOf(
        screen.getByRole('button', {
          name: 'Log bet on Rebel Vision with Betr',
        }),
      ),
    ).toBe('Log bet');
  });
});

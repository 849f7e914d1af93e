import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type * as Antd from 'antd';
import { vi } from 'vitest';
import { setWindowWidth } from '../../testing/window-width';

// At 375 px the Promo Manager's tabs take antd's small size and spacing from the first render on:
// with the desktop's, 'Bet Boosts' folds into the tabs' '…' menu at that width.

const drawnSizes: (string | undefined)[] = [];
vi.mock('antd', async (importOriginal) => {
  const antd = await importOriginal<typeof Antd>();
  const Recording = (props: Parameters<typeof antd.Tabs>[0]) => {
    drawnSizes.push(props.size);
    return <antd.Tabs {...props} />;
  };
  return { ...antd, Tabs: Recording };
});
vi.mock('../../features/boosts', () => ({ BetBoosts: () => null, Top2Boosts: () => null }));
vi.mock('../../features/promos', () => ({ RefundPromos: () => <p>refund promos</p> }));

const { PromoManagerScreen } = await import('../routes/promo-screens');

function drawAt(width: number) {
  setWindowWidth(width);
  drawnSizes.length = 0;
  render(
    <MemoryRouter>
      <PromoManagerScreen />
    </MemoryRouter>,
  );
}

describe('Promo Manager tabs', () => {
  it('should draw small tabs on a phone from the first render', () => {
    drawAt(375);
    expect(screen.getByText('refund promos')).toBeInTheDocument();
    expect(drawnSizes[0]).toBe('small');
    expect(new Set(drawnSizes)).toEqual(new Set(['small']));
  });

  it('should draw the default tabs on a desktop', () => {
    drawAt(1440);
    expect(drawnSizes[0]).toBe('middle');
  });
});

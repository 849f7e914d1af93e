import { render, screen } from '@testing-library/react';
import { BetsTable } from '../components/bets-table';
import { bet } from './bet-fixtures';

// The bet log scrolls sideways on a phone: its scrolling area is a named region a keyboard can
// reach, while the first page loads (no row button to tab to) and once rows are in.

const noop = () => undefined;

describe('bet log scroll area', () => {
  it('should be a focusable region named Bet log while loading and with rows', () => {
    const { rerender } = render(<BetsTable bets={[]} loading onEdit={noop} onDelete={noop} />);
    const loading = screen.getByRole('region', { name: 'Bet log' });
    expect(loading).toHaveAttribute('tabindex', '0');
    expect(loading).toHaveClass('ant-table-content');

    rerender(<BetsTable bets={[bet({ id: 'one' })]} loading={false} onEdit={noop} onDelete={noop} />);
    expect(screen.getByRole('region', { name: 'Bet log' })).toHaveAttribute('tabindex', '0');
  });
});

import { render, screen } from '@testing-library/react';
import { StaleRacesNotice } from '../components/stale-races-notice';

// docs/ev-model.md §1, "Stale quotes": a race whose fair price would need stale quotes has no
// rows; the dashboard says which races are hidden and whose prices are stale.
describe('StaleRacesNotice', () => {
  it('should count the hidden races and name them with their stale books', () => {
    render(
      <StaleRacesNotice
        races={[
          { extRaceId: 'r3', venue: 'Flemington', raceNumber: 3, books: ['Sportsbet', 'TAB'] },
          { extRaceId: 'r5', venue: 'Cannington', raceNumber: 5, books: ['Neds', 'TAB'] },
        ]}
      />,
    );
    expect(screen.getByText('2 races hidden: prices stale (Neds, Sportsbet, TAB)')).toBeInTheDocument();
    expect(screen.getByTestId('stale-races-notice')).toHaveTextContent('Flemington R3, Cannington R5: every book');
  });

  it('should show nothing when no race is hidden', () => {
    const { container } = render(<StaleRacesNotice races={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});

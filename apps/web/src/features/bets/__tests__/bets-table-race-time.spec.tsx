import { act, render, screen, within } from '@testing-library/react';
import { writeTimeDisplay } from '../../../lib/race-time';
import { BetsTable } from '../components/bets-table';
import { bet } from './bet-fixtures';

// docs/product.md §4: the bet log's Race cell shows the race's start on the venue's clock with its
// zone, or the viewer's own clock when Settings → Race times says "my time".

// A Cannington (Perth) race at 7:31 PM AWST: 10:31 PM AEDT in Sydney.
const PERTH = bet({
  id: 'perth',
  venue: 'Cannington',
  raceNumber: 7,
  startTime: '2026-11-23T11:31:00.000Z',
  startTimeLocal: '2026-11-23T19:31:00+08:00',
});
// Logged before bets kept the venue's start: the viewer's clock.
const OLD = bet({ id: 'old', venue: 'Ascot', raceNumber: 2, startTime: '2026-11-23T11:31:00.000Z' });

const raceCell = (venue: string) =>
  screen.getByText(venue, { exact: false }).closest('td') as HTMLElement;

describe('bet log race times', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'Australia/Sydney';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    act(() => writeTimeDisplay('venue'));
    window.localStorage.clear();
  });

  it("should show the venue's start with its zone, the viewer's on \"my time\" or without one", () => {
    render(<BetsTable bets={[PERTH, OLD]} loading={false} onEdit={() => undefined} onDelete={() => undefined} />);
    expect(within(raceCell('Cannington R7')).getByTestId('race-time')).toHaveTextContent('7:31 PM AWST');
    expect(within(raceCell('Ascot R2')).getByTestId('race-time')).toHaveTextContent('10:31 PM AEDT');
    act(() => writeTimeDisplay('mine'));
    expect(within(raceCell('Cannington R7')).getByTestId('race-time')).toHaveTextContent('10:31 PM AEDT');
  });
});

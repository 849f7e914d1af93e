import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  raceClock,
  TIME_DISPLAY_STORAGE_KEY,
  toJump,
  writeTimeDisplay,
} from '../../../lib/race-time';
import { RaceTime } from '../race-time';
import { RaceTimeSettingsCard } from '../race-time-settings-card';

// docs/product.md §4: race times read on the venue's clock with its zone, the time to the jump
// beside them, and a setting for the viewer's own clock.

const CANNINGTON = {
  startTime: '2026-11-23T11:31:00.000Z',
  startTimeLocal: '2026-11-23T19:31:00+08:00',
};
const NOW = Date.parse('2026-11-23T04:31:00.000Z'); // seven hours before

describe('race times', () => {
  const zone = process.env.TZ;
  beforeAll(() => {
    // The viewer sits in Sydney: the browser's clock differs from every western venue's.
    process.env.TZ = 'Australia/Sydney';
  });
  afterAll(() => {
    process.env.TZ = zone;
  });
  afterEach(() => {
    act(() => writeTimeDisplay('venue'));
    window.localStorage.clear();
  });

  it.each([
    ['2026-11-23T19:31:00+08:00', '7:31 PM AWST'],
    ['2026-11-21T15:00:00+10:30', '3:00 PM ACDT'],
    ['2026-06-20T12:05:00+09:30', '12:05 PM ACST'],
    ['2026-06-20T00:10:00+10:00', '12:10 AM AEST'],
    ['2026-11-21T22:00:00+13:00', '10:00 PM NZDT'],
  ])('should show the venue clock of %s as %s', (local, expected) => {
    expect(raceClock(new Date(local).toISOString(), local, 'venue')).toBe(
      expected,
    );
  });

  it("should show the viewer's own clock when asked, or without a venue time, saying so", () => {
    const { startTime, startTimeLocal } = CANNINGTON;
    expect(raceClock(startTime, startTimeLocal, 'mine')).toBe('10:31 PM AEDT');
    expect(raceClock(startTime, undefined, 'venue')).toBe('10:31 PM AEDT (your time)');
    expect(raceClock(startTime, null, 'venue')).toBe('10:31 PM AEDT (your time)');
  });

  it.each([
    [-60_000, 'Started'],
    [12 * 60_000, 'In 12 min'],
    [7 * 3_600_000, 'in about 7 hours'],
    [50 * 3_600_000, 'in 2 days'],
  ])('should say %i ms before the jump as %s', (ahead, label) => {
    expect(toJump(NOW + ahead, NOW)).toBe(label);
  });

  it('should show the time to the jump with the venue clock, and switch to my time from Settings', async () => {
    render(
      <>
        <RaceTime {...CANNINGTON} nowMs={NOW} />
        <RaceTimeSettingsCard />
      </>,
    );
    expect(screen.getByTestId('race-time').textContent).toBe(
      'in about 7 hours · 7:31 PM AWST',
    );
    await userEvent.click(screen.getByRole('radio', { name: 'My time' }));
    expect(screen.getByTestId('race-time').textContent).toBe(
      'in about 7 hours · 10:31 PM AEDT',
    );
    expect(window.localStorage.getItem(TIME_DISPLAY_STORAGE_KEY)).toBe('mine');
  });

  it('should stack the start under the time to the jump in a table cell, reading the same', () => {
    render(<RaceTime {...CANNINGTON} nowMs={NOW} stacked />);
    const cell = screen.getByTestId('race-time');
    expect(cell.textContent).toBe('in about 7 hours · 7:31 PM AWST');
    const [jump, clock] = [...cell.children] as HTMLElement[];
    expect(jump?.textContent).toBe('in about 7 hours');
    expect(clock?.textContent).toBe(' · 7:31 PM AWST');
    expect(cell.style.flexDirection).toBe('column');
  });
});

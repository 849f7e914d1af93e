import type { PriceHistoryPoint, RaceMarket } from '@overlay/domain';
import { closingBookPrice } from './closing-prices';
import { ClosingLineTracker } from './closing-line.tracker';

const race = {
  runners: [
    { extId: 'r-1', number: 1, prices: [{ bookmaker: 'TAB', win: 3.1, updatedAt: '2026-11-24T01:00:00.000Z' }] },
    { extId: 'r-2', number: 2, prices: [{ bookmaker: 'TAB', win: 5.5, updatedAt: '2026-11-24T03:00:00.000Z' }] },
  ],
} as unknown as RaceMarket;
const point = (runnerExtId: string, bookmaker: string, win: number, recordedAt: string): PriceHistoryPoint => ({
  extRaceId: 'r',
  runnerExtId,
  bookmaker,
  win,
  place: null,
  placeK: null,
  boostedFrom: null,
  recordedAt,
});
const history = [
  point('r-2', 'TAB', 4.8, '2026-11-24T01:00:00.000Z'),
  point('r-2', 'TAB', 5.0, '2026-11-24T01:59:00.000Z'),
  point('r-2', 'Sportsbet', 6, '2026-11-24T01:59:30.000Z'),
  point('r-2', 'TAB', 5.5, '2026-11-24T03:00:00.000Z'),
];
const close = new Date('2026-11-24T02:00:00.000Z');

describe('closingBookPrice', () => {
  it.each<[string, number, string, number | null]>([
    ['the last change at or before the close, not the one after', 2, 'tab', 5],
    ['another book of the same runner', 2, 'Sportsbet', 6],
    ['the stored quote when it has no history and is older than the close', 1, 'TAB', 3.1],
    ['nothing for a book that never priced the runner', 1, 'Neds', null],
    ['nothing for an unknown runner', 9, 'TAB', null],
  ])('%s', (_name, runner, book, expected) => {
    expect(closingBookPrice(race, history, runner, book, close)).toBe(expected);
  });
});

describe('ClosingLineTracker', () => {
  it('should give the last fair price seen at or before the close', () => {
    const tracker = new ClosingLineTracker();
    tracker.record('r', new Map([[2, 4.2]]), new Date('2026-11-24T01:50:00.000Z'));
    tracker.record('r', new Map([[2, 4.0]]), new Date('2026-11-24T01:58:00.000Z'));
    expect(tracker.lastBefore('r', 2, close)).toBe(4);
    expect(tracker.lastBefore('r', 1, close)).toBeNull();
    tracker.record('r', new Map([[2, 3.8]]), new Date('2026-11-24T02:05:00.000Z'));
    expect(tracker.lastBefore('r', 2, close)).toBeNull();
  });
});

import type { AlertMessage } from '../alerts/alert-delivery';
import { alertLines, alertStart, alertTitle, digestLine, digestTitle } from './alert-text';
import { testAlertMessage } from './alert-channels';

const MESSAGE: AlertMessage = {
  alertId: 'a1',
  userId: 'u1',
  reason: 'new',
  raceId: 'r1',
  venue: 'Cannington',
  raceNumber: 4,
  startTime: '2026-11-21T11:31:00.000Z',
  startTimeLocal: '2026-11-21T19:31:00+08:00',
  runnerName: 'Lady Rhythm',
  runnerNumber: 3,
  bookmaker: 'Sportsbet',
  price: 3.2,
  fairPrice: 2.6,
  ev: 0.2308,
  promo: null,
  stake: 12,
  url: 'https://overlay.example/?race_id=r1',
};

const NOW = Date.parse('2026-11-21T11:19:00.000Z');

describe('alert text', () => {
  it('should give the start on the venue\'s clock with its zone and the time to the jump when sent', () => {
    expect(alertStart(MESSAGE, NOW)).toBe('7:31 PM AWST, in 12 min');
    expect(alertStart(MESSAGE, NOW - 2 * 3_600_000)).toBe('7:31 PM AWST, in about 2 hours');
    expect(alertStart(MESSAGE, Date.parse(MESSAGE.startTime))).toBe('7:31 PM AWST, started');
    // No venue time: the UTC clock, said as such.
    expect(alertStart({ ...MESSAGE, startTimeLocal: null }, NOW)).toBe('11:31 UTC, in 12 min');
  });

  it('should never print the raw ISO start', () => {
    const text = alertLines(MESSAGE, NOW).join('\n');
    expect(text).toBe('Sportsbet $3.20 · fair $2.60 · EV +23.1 %\nStake: $12\nStarts 7:31 PM AWST, in 12 min');
    expect(text).not.toContain('2026-11-21T');
  });

  it('should say which retention a bonus bet counted at, after the promo', () => {
    const text = alertLines({ ...MESSAGE, promo: 'BonusBack_2nd', retentionOrigin: 'promo' }, NOW).join('\n');
    expect(text).toBe(
      "Sportsbet $3.20 · fair $2.60 · EV +23.1 %\nPromo: BonusBack_2nd\nRetention: the promo's value multiplier\nStake: $12\nStarts 7:31 PM AWST, in 12 min",
    );
    // An alert stored before alerts named it: no line.
    expect(alertLines({ ...MESSAGE, promo: 'BonusBack_2nd' }, NOW).join('\n')).not.toContain('Retention');
  });

  it('should head a digest with its count and give each alert one line', () => {
    expect(digestTitle(7)).toBe('7 new opportunities');
    expect(digestTitle(1)).toBe('1 new opportunity');
    expect(digestLine(MESSAGE, NOW)).toBe('R4 Cannington · 3. Lady Rhythm · Sportsbet $3.20 · fair $2.60 · EV +23.1 % · 7:31 PM AWST, in 12 min');
  });

  it('should name the test alert\'s made-up race R1 Test Park, on Sydney\'s clock', () => {
    const test = testAlertMessage('u1', 'a2', 'https://overlay.example/', new Date('2026-11-21T02:00:00.000Z'));
    expect(test).toMatchObject({ venue: 'Test Park', raceNumber: 1, reason: 'test', startTimeLocal: '2026-11-21T13:10:00+11:00' });
    expect(alertStart(test, Date.parse('2026-11-21T02:00:00.000Z'))).toBe('1:10 PM AEDT, in 10 min');
    // The venue is the race's, as docs/product.md names it; "Test alert" is the reason's title only.
    expect(alertTitle(test)).toBe('Test alert: R1 Test Park · 1. Test Runner');
  });
});

import { NOTIFICATION_DEFAULTS } from '@overlay/domain';
import type { DashboardRow } from '../api/dashboard.api';
import { DesktopNotifier } from '../model/desktop-notifier';

const ON = { ...NOTIFICATION_DEFAULTS, enabled: true, threshold: 10 };

function row(id: string, totalEV: number, bookmaker = 'Betr'): DashboardRow {
  return {
    id,
    totalEV,
    bookmaker,
    runnerName: 'Fast Filly',
    price: 4.2,
    venue: 'Flemington',
    raceNumber: 1,
  } as DashboardRow;
}

describe('DesktopNotifier (docs/product.md §4)', () => {
  it('should notify once per opportunity and bookmaker at or above the threshold', () => {
    const notifier = new DesktopNotifier();
    const first = notifier.notices(
      [row('a', 10), row('b', 9.9), row('c', 12, 'Neds')],
      ON,
      'granted',
    );
    expect(first).toEqual([
      {
        key: 'a|Betr',
        title: '+10.0% EV Opportunity!',
        body: 'Fast Filly @ 4.20 with Betr, Flemington R1',
      },
      expect.objectContaining({
        key: 'c|Neds',
        title: '+12.0% EV Opportunity!',
      }),
    ]);
    expect(
      notifier.notices([row('a', 15), row('c', 12, 'Neds')], ON, 'granted'),
    ).toEqual([]);
  });

  it.each([
    ['disabled', { ...ON, enabled: false }, 'granted'],
    ['permission default', ON, 'default'],
    ['permission denied', ON, 'denied'],
  ] as const)('should stay silent when %s', (_name, settings, permission) => {
    expect(
      new DesktopNotifier().notices([row('a', 50)], settings, permission),
    ).toEqual([]);
  });

  it('should keep the latest 500 keys once the seen set passes 1000', () => {
    const notifier = new DesktopNotifier();
    const many = Array.from({ length: 1000 }, (_, i) => row(`r${i}`, 20));
    notifier.notices(many, ON, 'granted');
    expect(notifier.seenCount).toBe(1000);
    notifier.notices([row('r1000', 20)], ON, 'granted');
    // 1001 keys > 1000: the latest 500 remain (r501..r1000).
    expect(notifier.seenCount).toBe(500);
    expect(notifier.hasSeen('r500|Betr')).toBe(false);
    expect(notifier.hasSeen('r501|Betr')).toBe(true);
    expect(notifier.notices([row('r0', 20)], ON, 'granted')).toHaveLength(1);
  });
});

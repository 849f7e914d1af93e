import {
  mergeNotificationSettings,
  NOTIFICATION_DEFAULTS,
  notificationTitle,
  shouldNotify,
  trimSeenKeys,
  isValidNotificationThreshold,
} from './notifications';

describe('notifications', () => {
  it('should default to off, threshold 10, sound on', () => {
    expect(NOTIFICATION_DEFAULTS).toEqual({
      enabled: false,
      threshold: 10,
      sound: true,
    });
  });

  it.each([
    [{ enabled: true, threshold: 10, sound: true }, 'granted', 10, true],
    [{ enabled: true, threshold: 10, sound: true }, 'granted', 9.99, false],
    [{ enabled: false, threshold: 10, sound: true }, 'granted', 50, false],
    [{ enabled: true, threshold: 10, sound: true }, 'denied', 50, false],
  ] as const)(
    'should decide %p / %p / totalEV %p → %p',
    (settings, permission, ev, expected) => {
      expect(shouldNotify(settings, permission, ev)).toBe(expected);
    },
  );

  it('should merge a patch, snapping the threshold into 0..50', () => {
    expect(
      mergeNotificationSettings(NOTIFICATION_DEFAULTS, {
        enabled: true,
        threshold: 72.4,
        sound: 'yes',
      }),
    ).toEqual({ enabled: true, threshold: 50, sound: true });
    expect(
      mergeNotificationSettings(NOTIFICATION_DEFAULTS, { threshold: 12.6 })
        .threshold,
    ).toBe(13);
  });

  it.each([
    [0, true],
    [50, true],
    [51, false],
    [2.5, false],
    ['5', false],
  ])('should accept a threshold of %p: %p', (v, ok) => {
    expect(isValidNotificationThreshold(v)).toBe(ok);
  });

  it.each([
    [12.34, '+12.3% EV Opportunity!'],
    [-1, '-1.0% EV Opportunity!'],
  ])('should title %p as %p', (ev, title) => {
    expect(notificationTitle(ev)).toBe(title);
  });

  it('should trim the seen list to the latest 500 once it exceeds 1000', () => {
    const keys = Array.from({ length: 1001 }, (_, i) => `k${i}`);
    const trimmed = trimSeenKeys(keys);
    expect(trimmed).toHaveLength(500);
    expect(trimmed[0]).toBe('k501');
    expect(trimSeenKeys(keys.slice(0, 1000))).toHaveLength(1000);
  });
});

import type { NumericBound } from '../common/numeric-bound';
import { shownDecimals } from '../display/shown-decimals';
import { snapToBound } from '../common/numeric-bound';

/** A user's desktop-notification settings (docs/product.md §3). */
export interface NotificationSettings {
  enabled: boolean;
  /** Minimum totalEV % that notifies. */
  threshold: number;
  sound: boolean;
}

export const NOTIFICATION_DEFAULTS: Readonly<NotificationSettings> = {
  enabled: false,
  threshold: 10,
  sound: true,
};

/** Threshold slider: 0 to 50, step 1 (docs/product.md §5). */
export const NOTIFICATION_THRESHOLD_BOUND: NumericBound = {
  min: 0,
  max: 50,
  step: 1,
};

/** Timing and seen-set limits (docs/product.md §4, §9). */
export const NOTIFICATION_LIMITS = {
  autoCloseMs: 10_000,
  testAutoCloseMs: 5_000,
  seenSetCap: 1000,
  seenSetTrimTo: 500,
} as const;

export type BrowserPermission = 'default' | 'granted' | 'denied';

/** Merges a partial update into settings, snapping threshold into its bound; unknown values keep the current one. */
export function mergeNotificationSettings(
  current: NotificationSettings,
  patch: Partial<Record<keyof NotificationSettings, unknown>>,
): NotificationSettings {
  return {
    enabled:
      typeof patch.enabled === 'boolean' ? patch.enabled : current.enabled,
    threshold:
      typeof patch.threshold === 'number' && Number.isFinite(patch.threshold)
        ? snapToBound(patch.threshold, NOTIFICATION_THRESHOLD_BOUND)
        : current.threshold,
    sound: typeof patch.sound === 'boolean' ? patch.sound : current.sound,
  };
}

/** True when a threshold is a whole number in 0..50 (what the api accepts on PATCH). */
export function isValidNotificationThreshold(value: unknown): value is number {
  const b = NOTIFICATION_THRESHOLD_BOUND;
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= b.min &&
    value <= b.max
  );
}

/** A notification fires when enabled, permission granted and totalEV ≥ threshold (docs/product.md §4). */
export function shouldNotify(
  settings: NotificationSettings,
  permission: BrowserPermission,
  totalEV: number,
): boolean {
  return (
    settings.enabled &&
    permission === 'granted' &&
    totalEV >= settings.threshold
  );
}

/** Dedupe key: once per opportunity and bookmaker pair. */
export function notificationKey(
  opportunityId: string,
  bookmaker: string,
): string {
  return `${opportunityId}|${bookmaker}`;
}

/** Title '+X.X% EV Opportunity!' (docs/product.md §4). */
export function notificationTitle(totalEV: number): string {
  const sign = totalEV >= 0 ? '+' : '';
  return `${sign}${shownDecimals(totalEV, 1)}% EV Opportunity!`;
}

/** Keeps the latest 500 keys once the seen list exceeds 1000 (insertion order = age). */
export function trimSeenKeys(keys: readonly string[]): string[] {
  if (keys.length <= NOTIFICATION_LIMITS.seenSetCap) return keys.slice();
  return keys.slice(keys.length - NOTIFICATION_LIMITS.seenSetTrimTo);
}

import {
  notificationKey,
  notificationTitle,
  NOTIFICATION_LIMITS,
  shouldNotify,
  trimSeenKeys,
} from '@overlay/domain';
import type { BrowserPermission } from '@overlay/domain';
import type { NotificationSettings } from '@overlay/contracts';
import type { DashboardRow } from '../api/dashboard.api';

export interface DesktopNotice {
  key: string;
  title: string;
  body: string;
}

/**
 * docs/product.md §4 desktop notifications, without the browser: once per opportunity and bookmaker pair,
 * only when enabled, permitted and totalEV ≥ threshold; the seen list keeps the latest 500 once it
 * passes 1000.
 */
export class DesktopNotifier {
  private seen: string[] = [];
  private seenSet = new Set<string>();

  notices(
    rows: readonly DashboardRow[],
    settings: NotificationSettings,
    permission: BrowserPermission,
  ): DesktopNotice[] {
    const out: DesktopNotice[] = [];
    for (const row of rows) {
      if (!shouldNotify(settings, permission, row.totalEV)) continue;
      const key = notificationKey(row.id, row.bookmaker);
      if (this.seenSet.has(key)) continue;
      this.seen.push(key);
      this.seenSet.add(key);
      out.push({
        key,
        title: notificationTitle(row.totalEV),
        body: `${row.runnerName} @ ${row.price.toFixed(2)} with ${row.bookmaker}, ${row.venue} R${row.raceNumber}`,
      });
    }
    if (this.seen.length > NOTIFICATION_LIMITS.seenSetCap) {
      this.seen = trimSeenKeys(this.seen);
      this.seenSet = new Set(this.seen);
    }
    return out;
  }

  get seenCount(): number {
    return this.seen.length;
  }

  hasSeen(key: string): boolean {
    return this.seenSet.has(key);
  }
}

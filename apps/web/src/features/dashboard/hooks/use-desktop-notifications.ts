import { NOTIFICATION_LIMITS } from '@overlay/domain';
import type { NotificationSettings } from '@overlay/contracts';
import { useEffect, useRef } from 'react';
import type { DashboardRow } from '../api/dashboard.api';
import { DesktopNotifier } from '../model/desktop-notifier';

/** docs/product.md §9: the static notification sound file. */
const SOUND_URL = '/notification.wav';

/** Fires the desktop notifications of docs/product.md §4 for new rows; problems are only logged (§8). */
export function useDesktopNotifications(
  rows: readonly DashboardRow[],
  settings: NotificationSettings | undefined,
): void {
  const notifier = useRef(new DesktopNotifier());
  useEffect(() => {
    if (
      !settings ||
      typeof window === 'undefined' ||
      !('Notification' in window)
    )
      return;
    const permission = window.Notification.permission;
    for (const notice of notifier.current.notices(rows, settings, permission)) {
      try {
        const shown = new window.Notification(notice.title, {
          body: notice.body,
          icon: '/favicon.svg',
          tag: notice.key,
        });
        shown.onclick = () => {
          window.focus();
          shown.close();
        };
        window.setTimeout(() => shown.close(), NOTIFICATION_LIMITS.autoCloseMs);
        if (settings.sound)
          void new Audio(SOUND_URL).play().catch((error: unknown) => {
            console.warn('Notification sound failed', error);
          });
      } catch (error) {
        console.warn('Desktop notification failed', error);
      }
    }
  }, [rows, settings]);
}

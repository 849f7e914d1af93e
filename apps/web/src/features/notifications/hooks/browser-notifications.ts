import { NOTIFICATION_LIMITS } from '@overlay/domain';

/** Browser permission as the Notification API reports it, or 'unsupported'. */
export type NotificationSupport = NotificationPermission | 'unsupported';

/** docs/product.md §4/§9: the test notification closes after 5 s. */
const TEST_NOTIFICATION_CLOSE_MS = NOTIFICATION_LIMITS.testAutoCloseMs;

export function notificationSupport(): NotificationSupport {
  if (typeof window === 'undefined' || !('Notification' in window))
    return 'unsupported';
  return window.Notification.permission;
}

/** Asks for permission; old browsers take a callback instead of returning a promise. */
export async function requestNotificationPermission(): Promise<NotificationSupport> {
  if (notificationSupport() === 'unsupported') return 'unsupported';
  return new Promise<NotificationPermission>((resolve) => {
    const maybePromise = window.Notification.requestPermission(resolve);
    if (maybePromise && typeof maybePromise.then === 'function')
      void maybePromise.then(resolve);
  });
}

/** A short two-tone chime made with Web Audio, so no sound file is needed for the test. */
function playChime(): void {
  const AudioContextClass =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext })
      .webkitAudioContext;
  if (!AudioContextClass) return;
  try {
    const context = new AudioContextClass();
    const gain = context.createGain();
    gain.connect(context.destination);
    gain.gain.setValueAtTime(0.0001, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.2, context.currentTime + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.5);
    [880, 1320].forEach((frequency, index) => {
      const oscillator = context.createOscillator();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain);
      oscillator.start(context.currentTime + index * 0.12);
      oscillator.stop(context.currentTime + 0.5);
    });
    window.setTimeout(() => void context.close(), 800);
  } catch (error) {
    // docs/product.md §8: sound problems are only logged.
    console.warn('Notification sound failed', error);
  }
}

/** Shows the test notification and closes it after 5 s. */
export function showTestNotification(
  threshold: number,
  sound: boolean,
): Notification {
  const notification = new window.Notification(
    `+${Math.max(threshold, 12.5).toFixed(1)}% EV Opportunity!`,
    {
      body: 'Test notification: Fast Filly @ 4.20 with Sportsbet, Flemington R1',
      icon: '/favicon.svg',
      tag: 'overlay-test',
    },
  );
  notification.onclick = () => {
    window.focus();
    notification.close();
  };
  if (sound) playChime();
  window.setTimeout(() => notification.close(), TEST_NOTIFICATION_CLOSE_MS);
  return notification;
}

import { notification as antdNotification } from 'antd';
import type { NotificationArgsProps } from 'antd';
import { useEffect, useRef } from 'react';
import { TOAST_CONFIG, TOAST_DURATION_MS } from './toast';
import type { ToastOptions } from './toast';

const TOAST_KEY = 'overlay-toast';

type NotificationApi = ReturnType<typeof antdNotification.useNotification>[0];

/** A toast to show; a new object for each call, so the same text twice shows twice. */
export interface ToastRequest {
  options: ToastOptions;
}

/**
 * The toast area: antd's notification hook, in a chunk of its own that ToastProvider loads with
 * the first toast, so the notification's styles and code stay off the first load.
 *
 * The 5000 ms are our timer, not antd's: antd counts a notice's time down by setting React state
 * on every animation frame (its progress bar's percent, drawn or not). Those updates outrank a
 * Suspense boundary's retry, which React never expires, so while a toast was up a lazy screen or
 * the dashboard's table stayed behind its fallback until the toast closed: the 'Welcome back!'
 * toast held the first rows 4-5 s after every sign-in. One timeout per toast instead.
 */
export default function ToastHost({ toast }: { toast: ToastRequest }) {
  const [notification, holder] = antdNotification.useNotification(TOAST_CONFIG);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  // One notice per request (each show() makes a new one), timed from the moment it is on screen
  // (its title's effect), not from the call.
  useEffect(() => {
    const startTimer = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(
        () => notification.destroy(TOAST_KEY),
        TOAST_DURATION_MS,
      );
    };
    open(notification, toast.options, startTimer);
  }, [notification, toast]);
  return holder;
}

/** Calls `onShown` once mounted: placed in a notice, it says when the notice is on screen. */
function OnShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

function open(
  notification: NotificationApi,
  { title, description, variant = 'default' }: ToastOptions,
  onShown: () => void,
): void {
  const destructive = variant === 'destructive';
  const args: NotificationArgsProps = {
    key: TOAST_KEY,
    title: (
      <>
        {title}
        <OnShown onShown={onShown} />
      </>
    ),
    description,
    duration: false,
    role: destructive ? 'alert' : 'status',
    props: {
      'data-testid': destructive ? 'toast-destructive' : 'toast',
      'aria-live': 'off',
    },
    styles: { description: { whiteSpace: 'pre-line' } },
  };
  if (destructive) notification.error(args);
  else if (variant === 'success') notification.success(args);
  else notification.info(args);
}


import { notification as antdNotification } from 'antd';
import type { NotificationArgsProps } from 'antd';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useRef,
} from 'react';
import type { ReactNode } from 'react';
import { useAnnounce } from './announcer';

/** Spec §8: toasts come in a default and a destructive style, one at a time, for 5000 ms. */
export const TOAST_DURATION_MS = 5000;
export const TOAST_MAX_COUNT = 1;
/** One key for every toast, so a new toast replaces the one on screen. */
const TOAST_KEY = 'overlay-toast';

/** 'success' is the default style with a check mark, for confirmations. */
export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

export type ShowToast = (options: ToastOptions) => void;

/**
 * Settings for antd's notification hook. Bottom right, not top right: a toast at the
 * top sat over the sticky header's user menu and its dropdown for 5 s after every sign-in (and
 * after each 'Data updated'), swallowing clicks meant for the menu. No duration of antd's own
 * (`false`): see ToastProvider.
 */
export const TOAST_CONFIG = {
  maxCount: TOAST_MAX_COUNT,
  duration: false,
  placement: 'bottomRight',
  stack: false,
} as const;

type NotificationApi = ReturnType<typeof antdNotification.useNotification>[0];

const ToastContext = createContext<ShowToast | null>(null);

/**
 * Holds the one toast area under the theme. antd's notification hook rather than its `<App>`:
 * `<App>` also brings the message and modal hooks, 30 KB gzip of the first load that no screen
 * uses (issue #13's JavaScript budget).
 *
 * The 5000 ms are our timer, not antd's: antd counts a notice's time down by setting React state
 * on every animation frame (its progress bar's percent, drawn or not). Those updates outrank a
 * Suspense boundary's retry, which React never expires, so while a toast was up a lazy screen or
 * the dashboard's table stayed behind its fallback until the toast closed: the 'Welcome back!'
 * toast held the first rows 4-5 s after every sign-in (issue #23). One timeout per toast instead.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [notification, holder] = antdNotification.useNotification(TOAST_CONFIG);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback<ShowToast>(
    (options) => {
      // From the moment the notice is on screen (its title's effect), not from the call.
      const startTimer = () => {
        clearTimeout(timer.current);
        timer.current = setTimeout(
          () => notification.destroy(TOAST_KEY),
          TOAST_DURATION_MS,
        );
      };
      open(notification, options, startTimer);
    },
    [notification],
  );
  return (
    <ToastContext.Provider value={show}>
      {holder}
      {children}
    </ToastContext.Provider>
  );
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

/** Shows a toast; needs `<ToastProvider>` above it (app/providers.tsx). */
export function useToast(): ShowToast {
  const show = useContext(ToastContext);
  const announce = useAnnounce();
  if (show === null) throw new Error('useToast needs <ToastProvider> above it');
  return useCallback(
    (options: ToastOptions) => {
      // Read out by the app's one polite live region, not by the toast itself.
      announce(
        options.description
          ? `${options.title}. ${options.description}`
          : options.title,
      );
      show(options);
    },
    [show, announce],
  );
}

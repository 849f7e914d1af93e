import { notification as antdNotification } from 'antd';
import type { NotificationArgsProps } from 'antd';
import { createContext, useCallback, useContext } from 'react';
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
 * after each 'Data updated'), swallowing clicks meant for the menu.
 */
export const TOAST_CONFIG = {
  maxCount: TOAST_MAX_COUNT,
  duration: TOAST_DURATION_MS / 1000,
  placement: 'bottomRight',
  stack: false,
} as const;

type NotificationApi = ReturnType<typeof antdNotification.useNotification>[0];

const ToastContext = createContext<NotificationApi | null>(null);

/**
 * Holds the one toast area under the theme. antd's notification hook rather than its `<App>`:
 * `<App>` also brings the message and modal hooks, 30 KB gzip of the first load that no screen
 * uses (issue #13's JavaScript budget).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [notification, holder] = antdNotification.useNotification(TOAST_CONFIG);
  return (
    <ToastContext.Provider value={notification}>
      {holder}
      {children}
    </ToastContext.Provider>
  );
}

/** Shows a toast; needs `<ToastProvider>` above it (app/providers.tsx). */
export function useToast(): ShowToast {
  const notification = useContext(ToastContext);
  const announce = useAnnounce();
  if (notification === null)
    throw new Error('useToast needs <ToastProvider> above it');
  return useCallback(
    ({ title, description, variant = 'default' }: ToastOptions) => {
      const destructive = variant === 'destructive';
      const args: NotificationArgsProps = {
        key: TOAST_KEY,
        title,
        description,
        duration: TOAST_DURATION_MS / 1000,
        role: destructive ? 'alert' : 'status',
        // Read out by the app's one polite live region, not by the toast itself.
        props: {
          'data-testid': destructive ? 'toast-destructive' : 'toast',
          'aria-live': 'off',
        },
        styles: { description: { whiteSpace: 'pre-line' } },
      };
      announce(description ? `${title}. ${description}` : title);
      if (destructive) notification.error(args);
      else if (variant === 'success') notification.success(args);
      else notification.info(args);
    },
    [notification, announce],
  );
}

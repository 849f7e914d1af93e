import { App } from 'antd';
import type { NotificationArgsProps } from 'antd';
import { useCallback } from 'react';

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
 * Settings for antd's `<App notification={...}>`. Bottom right, not top right: a toast at the
 * top sat over the sticky header's user menu and its dropdown for 5 s after every sign-in (and
 * after each 'Data updated'), swallowing clicks meant for the menu.
 */
export const TOAST_CONFIG = {
  maxCount: TOAST_MAX_COUNT,
  duration: TOAST_DURATION_MS / 1000,
  placement: 'bottomRight',
  stack: false,
} as const;

/** Shows a toast; needs antd's `<App>` above it (app/providers.tsx). */
export function useToast(): ShowToast {
  const { notification } = App.useApp();
  return useCallback(
    ({ title, description, variant = 'default' }: ToastOptions) => {
      const destructive = variant === 'destructive';
      const args: NotificationArgsProps = {
        key: TOAST_KEY,
        title,
        description,
        duration: TOAST_DURATION_MS / 1000,
        role: destructive ? 'alert' : 'status',
        props: { 'data-testid': destructive ? 'toast-destructive' : 'toast' },
        styles: { description: { whiteSpace: 'pre-line' } },
      };
      if (destructive) notification.error(args);
      else if (variant === 'success') notification.success(args);
      else notification.info(args);
    },
    [notification],
  );
}

import {
  createContext,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import type { ToastRequest } from './toast-host';
import { useAnnounce } from './announcer';
import { lazyComponent } from '../../lib/lazy-component';

/** docs/product.md §8: toasts come in a default and a destructive style, one at a time, for 5000 ms. */
export const TOAST_DURATION_MS = 5000;
const TOAST_MAX_COUNT = 1;

/** 'success' is the default style with a check mark, for confirmations. */
type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /**
   * A background notice ('Data updated'): shown only when no other toast is on screen, so a feed
   * refresh a second after sign-in does not take 'Welcome back!' away before it is read.
   */
  background?: boolean;
}

export type ShowToast = (options: ToastOptions) => void;

/**
 * Settings for antd's notification hook. Bottom right, not top right: a toast at the
 * top sat over the sticky header's user menu and its dropdown for 5 s after every sign-in (and
 * after each 'Data updated'), swallowing clicks meant for the menu. No duration of antd's own
 * (`false`): see ToastHost (toast-host.tsx).
 */
export const TOAST_CONFIG = {
  maxCount: TOAST_MAX_COUNT,
  duration: false,
  placement: 'bottomRight',
  stack: false,
} as const;

const ToastContext = createContext<ShowToast | null>(null);

// The toast area's chunk (antd's notification), loaded with the first toast, so it is off the first load.
const ToastHost = lazyComponent(() =>
  import('./toast-host').then((m) => m.default),
);

/**
 * Holds the one toast area under the theme. antd's notification hook rather than its `<App>`:
 * `<App>` also brings the message and modal hooks, 30 KB gzip of the first load that no screen
 * uses (the first load's JavaScript budget, apps/web/README.md). The hook lives in ToastHost (toast-host.tsx), mounted
 * with the first toast: its styles and code are off the first load.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ToastRequest | null>(null);
  // When the toast on screen (if any) goes, and whether it may be replaced by a background one.
  const onScreen = useRef({ until: 0, background: true });
  const show = useCallback<ShowToast>((options) => {
    const now = Date.now();
    const background = options.background === true;
    if (
      background &&
      !onScreen.current.background &&
      now < onScreen.current.until
    )
      return;
    onScreen.current = { until: now + TOAST_DURATION_MS, background };
    setToast({ options });
  }, []);
  return (
    <ToastContext.Provider value={show}>
      {toast !== null && (
        <Suspense fallback={null}>
          <ToastHost toast={toast} />
        </Suspense>
      )}
      {children}
    </ToastContext.Provider>
  );
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

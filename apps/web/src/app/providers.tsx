import { ConfigProvider, theme } from 'antd';
import enGB from 'antd/es/locale/en_GB';
import { useEffect, useLayoutEffect, useMemo } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AnnouncerProvider } from '../components/ui/announcer';
import { ToastProvider } from '../components/ui/toast';
import { SessionLoader } from '../features/auth';
import {
  applyDocumentTheme,
  useThemePreference,
} from '../lib/theme/theme-preference';
import { installDialogTabWrap } from '../lib/a11y/dialog-tab-wrap';
import { themeConfig } from '../lib/theme/theme-tokens';
import type { AppStore } from './store';

/**
 * The base text style of antd's `<App>` (colour, size, line height and font from the theme
 * tokens) on the app's root, without `<App>` itself (see ToastProvider).
 */
function ThemedSurface({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  const style = useMemo(
    () => ({
      color: token.colorText,
      fontSize: token.fontSize,
      lineHeight: token.lineHeight,
      fontFamily: token.fontFamily,
    }),
    [token],
  );
  return <div style={style}>{children}</div>;
}

/** Ant Design theme (light, dark or following the OS) and the toast area. */
function ThemeProvider({ children }: { children: ReactNode }) {
  const { resolved } = useThemePreference();
  useEffect(installDialogTabWrap, []);
  useLayoutEffect(() => applyDocumentTheme(resolved), [resolved]);
  const config = useMemo(() => themeConfig(resolved), [resolved]);
  return (
    <ConfigProvider theme={config} locale={enGB}>
      <ThemedSurface>
        <AnnouncerProvider>
          <ToastProvider>{children}</ToastProvider>
        </AnnouncerProvider>
      </ThemedSurface>
    </ConfigProvider>
  );
}

/** Everything a screen needs above it: the store, the session check and the theme. */
export function AppProviders({
  store,
  children,
}: {
  store: AppStore;
  children: ReactNode;
}) {
  return (
    <Provider store={store}>
      <SessionLoader />
      <ThemeProvider>{children}</ThemeProvider>
    </Provider>
  );
}

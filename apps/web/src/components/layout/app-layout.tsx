import { MenuOutlined } from '@ant-design/icons';
import type { CurrentUser } from '@overlay/contracts';
import { Button, Flex, Layout, Menu, theme } from 'antd';
import type { MenuProps } from 'antd';
import {
  memo,
  Suspense,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { lazyComponent } from '../../lib/lazy-component';
import { useMinWidth } from '../../lib/use-media-query';
import { AppFooter } from './app-footer';
import { Brand } from './brand';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { activeNavKey, navLinksFor } from '../../config/paths';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';

// Narrow screens only: its own chunk, so the drawer's styles stay off the desktop's first load.
const NavDrawer = lazyComponent(() =>
  import('./nav-drawer').then((m) => m.default),
);

export const HEADER_HEIGHT = 56;
export const CONTENT_MAX_WIDTH = 1440;

interface AppLayoutProps {
  user: CurrentUser;
  onLogout: () => void;
  loggingOut: boolean;
  children: ReactNode;
}

/**
 * The signed-in shell: a sticky navigation bar (links by role, theme toggle, user menu), the
 * page and the footer. Below the md breakpoint the links move into a drawer behind a hamburger.
 * Only the path reaches the shell: a change of the query string alone (every dashboard sort,
 * filter and search) re-renders neither the navigation menu nor the user menu.
 */
export function AppLayout(props: AppLayoutProps) {
  const { pathname } = useLocation();
  return <AppShell {...props} pathname={pathname} />;
}

const AppShell = memo(function AppShell({
  user,
  onLogout,
  loggingOut,
  children,
  pathname,
}: AppLayoutProps & { pathname: string }) {
  const { token } = theme.useToken();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // antd's md breakpoint.
  const wide = useMinWidth(token.screenMD);
  // Any navigation (a link, the brand, the back button) closes the drawer.
  useEffect(() => setDrawerOpen(false), [pathname]);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  const items = useMemo<MenuProps['items']>(
    () =>
      navLinksFor(user.role).map((link) => ({
        key: link.to,
        label: <Link to={link.to}>{link.label}</Link>,
      })),
    [user.role],
  );
  const selected = activeNavKey(pathname);
  const selectedKeys = selected ? [selected] : [];

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <Layout.Header
        style={{
          position: 'sticky',
          top: 0,
          zIndex: 100,
          height: HEADER_HEIGHT,
          lineHeight: `${HEADER_HEIGHT}px`,
          paddingInline: wide ? 24 : 12,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Flex
          align="center"
          gap={wide ? 24 : 8}
          style={{
            height: '100%',
            maxWidth: CONTENT_MAX_WIDTH,
            margin: '0 auto',
          }}
        >
          {!wide && (
            <Button
              type="text"
              aria-label="Open menu"
              icon={<MenuOutlined />}
              onClick={() => setDrawerOpen(true)}
            />
          )}
          <Brand />
          <nav aria-label="Main" style={{ flex: 1, minWidth: 0 }}>
            {wide && (
              <Menu
                mode="horizontal"
                items={items}
                selectedKeys={selectedKeys}
                style={{
                  borderBottom: 'none',
                  background: 'transparent',
                  lineHeight: `${HEADER_HEIGHT - 2}px`,
                }}
              />
            )}
          </nav>
          <Flex align="center" gap={4}>
            <ThemeToggle />
            <UserMenu user={user} onLogout={onLogout} loggingOut={loggingOut} />
          </Flex>
        </Flex>
      </Layout.Header>
      {!wide && (
        <Suspense fallback={null}>
          <NavDrawer
            open={drawerOpen}
            onClose={closeDrawer}
            items={items}
            selectedKeys={selectedKeys}
          />
        </Suspense>
      )}
      <Layout.Content
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{ padding: wide ? 24 : 12 }}
      >
        <div
          style={{
            maxWidth: CONTENT_MAX_WIDTH,
            margin: '0 auto',
            width: '100%',
          }}
        >
          {children}
        </div>
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
});

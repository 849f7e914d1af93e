import { Flex, Layout, theme } from 'antd';
import type { ReactNode } from 'react';
import { AppFooter } from './app-footer';
import { Brand } from './brand';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { CONTENT_MAX_WIDTH, HEADER_HEIGHT } from './app-layout';
import { ThemeToggle } from './theme-toggle';

/** The shell of the public screens (login, signup, 404): brand, theme toggle, page, footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <Layout style={{ minHeight: '100vh' }}>
      <SkipLink />
      <Layout.Header
        style={{
          height: HEADER_HEIGHT,
          lineHeight: `${HEADER_HEIGHT}px`,
          paddingInline: 16,
          background: token.colorBgContainer,
          borderBottom: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Flex
          align="center"
          justify="space-between"
          style={{
            height: '100%',
            maxWidth: CONTENT_MAX_WIDTH,
            margin: '0 auto',
          }}
        >
          <Brand />
          <ThemeToggle />
        </Flex>
      </Layout.Header>
      <Layout.Content
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        style={{
          padding: 16,
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
        }}
      >
        {children}
      </Layout.Content>
      <AppFooter />
    </Layout>
  );
}

import { Layout, Typography, theme } from 'antd';

/** The footer with the copyright of the current year (docs/product.md §2 Dashboard). */
export function AppFooter() {
  const { token } = theme.useToken();
  return (
    <Layout.Footer
      style={{
        textAlign: 'center',
        padding: '16px 24px',
        background: 'transparent',
        borderTop: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        © {new Date().getFullYear()} Overlay · Value betting for Australian and
        NZ racing · 18+ Gamble responsibly
      </Typography.Text>
    </Layout.Footer>
  );
}

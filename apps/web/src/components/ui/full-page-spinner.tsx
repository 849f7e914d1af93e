import { Flex, Spin, Typography } from 'antd';

/** Shown while the session is checked (docs/product.md §2: a spinner with 'Loading...'). */
export function FullPageSpinner({ label = 'Loading...' }: { label?: string }) {
  return (
    <Flex
      vertical
      align="center"
      justify="center"
      gap="middle"
      style={{ minHeight: '60vh' }}
      role="status"
      aria-live="polite"
    >
      <Spin size="large" />
      <Typography.Text type="secondary">{label}</Typography.Text>
    </Flex>
  );
}
